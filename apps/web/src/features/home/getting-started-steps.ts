// A new account's first steps (issue 28), in a module of plain data: the Home page renders them
// (getting-started.tsx) and the build writes each as the server paints it (page-shells.ts, ADR 093).

/** The checklist's keys, as home.checklist answers them. */
export type ChecklistKey = 'importedProspects' | 'connectedMailbox' | 'verifiedDomain' | 'createdSequence';

// Route paths are typed; these four are plain pages of the dashboard.
export type StepPath =
  | '/dashboard/prospects'
  | '/dashboard/mailboxes'
  | '/dashboard/domains'
  | '/dashboard/custom-outreach/new';

export const gettingStartedSteps: readonly {
  key: ChecklistKey;
  title: string;
  hint: string;
  to: StepPath;
  action: string;
}[] = [
  {
    key: 'importedProspects',
    title: 'Import your prospects',
    hint: 'Bring in a CSV file or add the people you want to reach.',
    to: '/dashboard/prospects',
    action: 'Import prospects',
  },
  {
    key: 'connectedMailbox',
    title: 'Connect a mailbox',
    hint: 'Your sequences send from it and its replies land in Mailboxes.',
    to: '/dashboard/mailboxes',
    action: 'Connect a mailbox',
  },
  {
    key: 'verifiedDomain',
    title: 'Verify a sending domain',
    hint: 'SPF, DKIM and DMARC records keep your mail out of spam folders.',
    to: '/dashboard/domains',
    action: 'Verify a domain',
  },
  {
    key: 'createdSequence',
    title: 'Create your first sequence',
    hint: 'A few steps of email, calls and LinkedIn, sent on your schedule.',
    to: '/dashboard/custom-outreach/new',
    action: 'Create a sequence',
  },
];
