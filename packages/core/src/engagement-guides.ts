/** The four DISC styles a prospect can carry (spec §3: personality and engagement guides). */
export const personalityTypes = ['D', 'I', 'S', 'C'] as const;
export type PersonalityType = (typeof personalityTypes)[number];

export const personalityTypeNames: Record<PersonalityType, string> = {
  D: 'Dominance',
  I: 'Influence',
  S: 'Steadiness',
  C: 'Conscientiousness',
};

export interface GuideSubject {
  firstName: string;
  lastName: string;
  title: string;
  companyName: string;
}

interface GuideTemplate {
  summary: string;
  approach: string[];
  energizers: string[];
  drainers: string[];
  workingWith: string[];
  avoidInFirstMessage: string[];
}

const templates: Record<PersonalityType, GuideTemplate> = {
  D: {
    summary: 'direct, decisive and focused on results',
    approach: [
      'Lead with the outcome: one line on the result you can deliver for {company}.',
      'Keep it short; offer two concrete options rather than an open question.',
      'Back claims with numbers, not adjectives.',
    ],
    energizers: [
      'Clear goals and quick wins',
      'Being in control of the decision',
      'Challenges worth solving',
      'Efficiency and speed',
    ],
    drainers: ['Small talk and long preambles', 'Vague answers', 'Being micromanaged', 'Slow follow-ups'],
    workingWith: [
      'Respect their time: agendas, hard stops, decisions at the end of each call.',
      'Let {first} choose between options; do not push a single path.',
      'Disagree with facts when needed: {first} respects confidence.',
    ],
    avoidInFirstMessage: ['More than three sentences', 'Asking for a long discovery call', 'Generic praise'],
  },
  I: {
    summary: 'enthusiastic, sociable and driven by ideas and recognition',
    approach: [
      'Open with something personal and genuine about {first} or {company}.',
      'Tell a short story about a customer like them.',
      'Invite them to share ideas: they like to think out loud.',
    ],
    energizers: [
      'Energy and optimism',
      'Recognition of their ideas',
      'Collaboration and new people',
      'Vision and big pictures',
    ],
    drainers: ['Dry detail without context', 'Working alone', 'Rigid processes', 'Cold, transactional tone'],
    workingWith: [
      'Keep meetings lively and visual; summarise decisions in writing afterwards.',
      'Connect {first} with peers and champions at other companies.',
      'Follow up on commitments for them, kindly: details can slip.',
    ],
    avoidInFirstMessage: ['A wall of statistics', 'A stiff, formal template', 'Ignoring who they are'],
  },
  S: {
    summary: 'calm, loyal and careful about change that affects their team',
    approach: [
      'Be warm and patient; explain how the change will feel day to day.',
      'Show how other teams adopted it step by step, without disruption.',
      'Give {first} time to consult colleagues before deciding.',
    ],
    energizers: [
      'Stability and a clear plan',
      'Sincere, personal relationships',
      'Helping their team succeed',
      'Reassurance and support',
    ],
    drainers: [
      'Pressure and artificial deadlines',
      'Sudden change',
      'Conflict',
      'Being rushed into commitments',
    ],
    workingWith: [
      'Lay out the rollout plan and who supports them at each step.',
      'Check in regularly and keep promises small and kept.',
      'Ask for their concerns directly: {first} may not volunteer them.',
    ],
    avoidInFirstMessage: [
      'Hard-sell urgency',
      'Aggressive claims about replacing their tools',
      'Asking for a decision straight away',
    ],
  },
  C: {
    summary: 'analytical, precise and guided by quality and evidence',
    approach: [
      'Lead with data: a specific, verifiable result relevant to {company}.',
      'Offer documentation, a comparison or a trial they can evaluate on their own.',
      'Answer questions thoroughly and in writing.',
    ],
    energizers: [
      'Accurate information and sources',
      'Time to analyse',
      'Clear standards and processes',
      'Quality over speed',
    ],
    drainers: [
      'Exaggeration and hype',
      'Pressure to decide without data',
      'Sloppy errors',
      'Overly casual tone',
    ],
    workingWith: [
      'Send the agenda and materials ahead of meetings.',
      'Be exact: correct numbers, precise timelines, no rounding up.',
      'Expect detailed questions; treat them as buying signals.',
    ],
    avoidInFirstMessage: [
      'Superlatives without proof',
      'Typos or wrong details about {company}',
      'Emotional appeals',
    ],
  },
};

function fill(text: string, subject: GuideSubject): string {
  return text
    .replaceAll('{first}', subject.firstName || 'them')
    .replaceAll('{company}', subject.companyName || 'their company');
}

const bullets = (items: string[], subject: GuideSubject) =>
  items.map((item) => `- ${fill(item, subject)}`).join('\n');

/** The embedded guide writer: a markdown engagement guide from a well-written template per DISC style. */
export function writeEngagementGuide(type: PersonalityType, subject: GuideSubject): string {
  const t = templates[type];
  const name = `${subject.firstName} ${subject.lastName}`.trim() || 'This prospect';
  const role = [subject.title, subject.companyName].filter(Boolean).join(' at ');
  return [
    `# ${name}: Type ${type} (${personalityTypeNames[type]})`,
    '',
    `${name}${role ? `, ${role},` : ''} is likely ${t.summary}.`,
    '',
    '## Communication Approach',
    '',
    bullets(t.approach, subject),
    '',
    '## Engagement Guide',
    '',
    '### Energizers',
    '',
    bullets(t.energizers, subject),
    '',
    '### Drainers',
    '',
    bullets(t.drainers, subject),
    '',
    `## Working With Type ${type}`,
    '',
    bullets(t.workingWith, subject),
    '',
    '## What to Avoid in a First Message',
    '',
    bullets(t.avoidInFirstMessage, subject),
    '',
  ].join('\n');
}
