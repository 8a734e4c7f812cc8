import type { IntegrationKey } from './features.ts';

/** A catalogue entry of spec §3, as data: the installed state is added per user by the server. */
export interface IntegrationCatalogueEntry {
  key: IntegrationKey;
  title: string;
  description: string;
  /** A logo served by the web app from public/integrations/. */
  image: string;
  /** The provider's own documentation of the connection (spec §2: an external documentation site). */
  documentationUrl: string;
}

/** The eight apps of the Add apps page, in the order they are shown. */
export const integrationCatalogue: readonly IntegrationCatalogueEntry[] = [
  {
    key: 'google',
    title: 'Google',
    description: 'Send outreach from your Gmail mailbox and save email drafts there.',
    image: '/integrations/google.svg',
    documentationUrl: 'https://developers.google.com/gmail/api/guides',
  },
  {
    key: 'outlook',
    title: 'Outlook',
    description: 'Send outreach from your Microsoft 365 mailbox and save email drafts there.',
    image: '/integrations/outlook.svg',
    documentationUrl: 'https://learn.microsoft.com/en-us/graph/outlook-mail-concept-overview',
  },
  {
    key: 'salesforce',
    title: 'Salesforce',
    description: 'Sync your leads to Salesforce as contacts and accounts.',
    image: '/integrations/salesforce.svg',
    documentationUrl: 'https://developer.salesforce.com/docs/atlas.en-us.api_rest.meta/api_rest/',
  },
  {
    key: 'hubspot',
    title: 'HubSpot',
    description: 'Sync your leads to HubSpot as contacts and companies.',
    image: '/integrations/hubspot.svg',
    documentationUrl: 'https://developers.hubspot.com/docs/api/crm/understanding-the-crm',
  },
  {
    key: 'google-calendar',
    title: 'Google Calendar',
    description: 'Check your availability and add booked meetings to your calendar.',
    image: '/integrations/google-calendar.svg',
    documentationUrl: 'https://developers.google.com/calendar/api/guides/overview',
  },
  {
    key: 'zoom',
    title: 'Zoom',
    description: 'Create a Zoom meeting link for every booked meeting.',
    image: '/integrations/zoom.svg',
    documentationUrl: 'https://developers.zoom.us/docs/api/',
  },
  {
    key: 'linkedin',
    title: 'LinkedIn',
    description: 'Run LinkedIn outreach through a messaging connector linked to your account.',
    image: '/integrations/linkedin.svg',
    documentationUrl: 'https://learn.microsoft.com/en-us/linkedin/',
  },
  {
    key: 'attio',
    title: 'Attio',
    description: 'Keep your prospects and companies in sync with your Attio workspace.',
    image: '/integrations/attio.svg',
    documentationUrl: 'https://docs.attio.com/',
  },
];

export function catalogueEntryOf(key: IntegrationKey): IntegrationCatalogueEntry {
  const entry = integrationCatalogue.find((item) => item.key === key);
  if (!entry) throw new Error(`No catalogue entry for ${key}`);
  return entry;
}

/** Where every connect flow ends, sandbox or real (spec §2 "Integrations return"). */
export function integrationReturnPath(key: IntegrationKey, success: boolean): string {
  return `/dashboard/settings?section=integrations&success=${success}&provider=${encodeURIComponent(key)}`;
}
