import { type FeatureKey, mainNavigation } from '@leadpath/core';

/** A page the spec names without describing (DECISIONS.md §6): gated, and plain about its state. */
export interface AreaPage {
  /** Path under /dashboard. */
  path: string;
  title: string;
  icon: string;
  /** The gate the server applies (areas.status). Pages without a feature key of their own use
   * 'home', whose gate is the access rule alone. */
  feature: FeatureKey;
  about: string;
}

function fromNavigation(feature: FeatureKey, about: string): AreaPage {
  const item = mainNavigation.find((entry) => entry.feature === feature);
  if (!item) throw new Error(`No navigation item for ${feature}`);
  return { path: item.url.replace('/dashboard/', ''), title: item.title, icon: item.icon, feature, about };
}

export const areaPages: readonly AreaPage[] = [
  fromNavigation(
    'power-dialer',
    'Call through your prospect lists with an AI assistant that dials, takes notes and logs outcomes.',
  ),
  fromNavigation('go-to-market', 'Plan who to reach, with which message and in which order.'),
  fromNavigation(
    'custom-outreach',
    'Write your own multi-step outreach sequences across email and LinkedIn.',
  ),
  fromNavigation(
    'linkedin-analytics',
    'See how your LinkedIn outreach performs: invitations, replies, meetings.',
  ),
  fromNavigation('linkedin-sequence', 'Upload a LinkedIn sequence to run it on your schedule.'),
  fromNavigation('linkedin-messaging', 'Read and answer your LinkedIn conversations in one inbox.'),
  fromNavigation('ai-training', 'Staff tools to train and review the sales agents.'),
  {
    path: 'domains',
    title: 'Domains',
    icon: 'globe',
    feature: 'home',
    about: 'Set up the sending domains your outreach email goes out from.',
  },
  {
    path: 'gtm-playbooks',
    title: 'GTM playbooks',
    icon: 'plus',
    feature: 'go-to-market',
    about: 'Start a new go-to-market playbook from a template.',
  },
  {
    path: 'integrations',
    title: 'Add apps',
    icon: 'plug',
    feature: 'home',
    about: 'Browse the apps you can connect: calendars, mailboxes, CRMs and LinkedIn.',
  },
];
