/** The seeded New GTM templates (issue 34): plain data a playbook starts from, editable afterwards. */
import {
  emptyProfile,
  type IdealCustomerProfile,
  type Messaging,
  type Persona,
  type ScoringRule,
} from '@leadpath/core/schemas/playbooks';

export interface PlaybookTemplate {
  key: string;
  name: string;
  summary: string;
  profile: IdealCustomerProfile;
  personas: Persona[];
  messaging: Messaging;
  scoringRules: ScoringRule[];
}

const persona = (name: string, fields: Partial<Persona>): Persona => ({
  name,
  titles: [],
  pains: [],
  priorities: [],
  objections: [],
  sequenceId: null,
  ...fields,
});

const seniorTitleRules: ScoringRule[] = [
  {
    attribute: 'title',
    match: 'contains',
    value: 'VP',
    points: 20,
    reason: 'Vice president: owns the budget',
  },
  { attribute: 'title', match: 'contains', value: 'Head', points: 15, reason: 'Head of a team: decides' },
  {
    attribute: 'title',
    match: 'contains',
    value: 'Director',
    points: 10,
    reason: 'Director: strong influence',
  },
  { attribute: 'email', match: 'present', value: '', points: 10, reason: 'Reachable by email' },
];

export const playbookTemplates: readonly PlaybookTemplate[] = [
  {
    key: 'outbound-sales-leaders',
    name: 'Outbound to sales leaders',
    summary: 'Cold outbound to the people who own pipeline targets at software companies.',
    profile: {
      ...emptyProfile(),
      industries: ['Software', 'SaaS'],
      titles: ['Sales', 'Revenue'],
      seniorities: ['VP', 'Head', 'Director', 'Chief'],
      excludedTitles: ['Intern', 'Assistant'],
    },
    personas: [
      persona('VP of Sales', {
        titles: ['VP Sales', 'Vice President of Sales'],
        pains: ['Pipeline misses the quarter', 'Reps spend hours researching'],
        priorities: ['Predictable pipeline', 'Rep productivity'],
        objections: [
          { objection: 'We already have a tool', answer: 'Leadpath runs beside it and syncs to your CRM.' },
        ],
      }),
      persona('Head of Sales Development', {
        titles: ['Head of SDR', 'SDR Manager'],
        pains: ['Low reply rates', 'Manual follow-ups'],
        priorities: ['Meetings booked per rep'],
      }),
    ],
    messaging: {
      valuePropositions: ['More meetings from the same list', 'Follow-ups that never slip'],
      proofPoints: ['Sequences stop by themselves on a reply'],
    },
    scoringRules: [
      ...seniorTitleRules,
      {
        attribute: 'industry',
        match: 'contains',
        value: 'Software',
        points: 15,
        reason: 'Software company: our best fit',
      },
    ],
  },
  {
    key: 'event-follow-up',
    name: 'Event follow-up',
    summary: 'Follow up with the people met or scanned at an event, while the conversation is fresh.',
    profile: { ...emptyProfile(), titles: ['Marketing', 'Sales', 'Operations'] },
    personas: [
      persona('Booth visitor', {
        pains: ['Forgets the conversation within a week'],
        priorities: ['A clear next step'],
        objections: [{ objection: 'Not the right time', answer: 'Offer a short recap and a later date.' }],
      }),
    ],
    messaging: {
      valuePropositions: ['A recap of what we discussed', 'One next step, not a pitch'],
      proofPoints: ['Customers met at the same event'],
    },
    scoringRules: [
      {
        attribute: 'status',
        match: 'is',
        value: 'new',
        points: 10,
        reason: 'Not contacted yet since the event',
      },
      { attribute: 'email', match: 'present', value: '', points: 10, reason: 'Reachable by email' },
    ],
  },
  {
    key: 're-engage-closed-lost',
    name: 'Re-engaging closed-lost deals',
    summary: 'Reopen deals lost months ago, with what changed since.',
    profile: { ...emptyProfile(), seniorities: ['VP', 'Head', 'Director'] },
    personas: [
      persona('Former champion', {
        pains: ['The reason they said no may be gone'],
        priorities: ['Timing', 'Budget'],
        objections: [
          { objection: 'We chose another vendor', answer: 'Ask how it went and what is missing.' },
        ],
      }),
    ],
    messaging: {
      valuePropositions: ['What is new since we last spoke'],
      proofPoints: ['Customers who came back'],
    },
    scoringRules: [
      { attribute: 'status', match: 'is', value: 'lost', points: 30, reason: 'A deal lost before: knows us' },
      ...seniorTitleRules,
    ],
  },
  {
    key: 'inbound-speed-to-lead',
    name: 'Inbound speed-to-lead',
    summary: 'Answer new inbound leads within minutes, ranked by fit.',
    profile: { ...emptyProfile(), excludedTitles: ['Student', 'Intern'] },
    personas: [
      persona('Inbound evaluator', {
        pains: ['Waits days for an answer'],
        priorities: ['A fast, relevant reply', 'A demo at a time that suits'],
      }),
    ],
    messaging: {
      valuePropositions: ['An answer within minutes', 'A meeting link in the first email'],
      proofPoints: ['Median first reply under five minutes'],
    },
    scoringRules: [
      { attribute: 'status', match: 'is', value: 'new', points: 20, reason: 'A new lead: answer first' },
      ...seniorTitleRules,
    ],
  },
];

export function templateByKey(key: string): PlaybookTemplate | undefined {
  return playbookTemplates.find((template) => template.key === key);
}
