import type { ProspectDetail } from './queries.ts';

type ExportedProspect = ProspectDetail;

/** The columns of the prospects CSV export: header and field. */
export const prospectCsvColumns = [
  ['First name', 'firstName'],
  ['Last name', 'lastName'],
  ['Title', 'title'],
  ['Email', 'email'],
  ['Phone', 'phone'],
  ['LinkedIn URL', 'linkedinUrl'],
  ['Company', 'companyName'],
  ['Status', 'status'],
  ['CRM sync', 'crmSyncState'],
  ['Time zone', 'timeZone'],
  ['Personality type', 'personalityType'],
  ['Engagement guide', 'engagementGuide'],
  ['Created', 'createdAt'],
] as const satisfies readonly (readonly [string, keyof ExportedProspect])[];
