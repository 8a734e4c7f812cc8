/** The call script: an opener filled with the prospect's and rep's names, and answers to common objections. */

export interface CallScript {
  opener: string;
  objections: { objection: string; answer: string }[];
}

export function callScriptFor(values: {
  prospectFirstName: string;
  company: string | null;
  repName: string;
}): CallScript {
  const company = values.company ?? 'your team';
  return {
    opener: `Hi ${values.prospectFirstName}, this is ${values.repName || 'me'}. I'm calling because teams like ${company} use us to find and reach the right buyers. Do you have two minutes?`,
    objections: [
      {
        objection: 'Not a good time',
        answer: 'Understood. When would be better for a two-minute call? I will put it in my calendar.',
      },
      {
        objection: 'Send me an email',
        answer: 'Happy to. So it is worth reading: what is the one thing you would want it to answer?',
      },
      {
        objection: 'We already use something',
        answer: 'Makes sense. What do you like about it, and what would you change if you could?',
      },
      {
        objection: 'No budget',
        answer: 'Fair. Would it help to see what it would replace, so you can judge it for next quarter?',
      },
    ],
  };
}
