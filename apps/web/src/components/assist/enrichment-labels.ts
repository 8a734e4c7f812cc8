import type { RouterOutputs } from '@leadpath/api';

export type EnrichmentValue = RouterOutputs['assist']['prospectEnrichment']['values'][number];

/** What each found value is, in the drawer's words. */
export const enrichmentFieldLabels: Record<EnrichmentValue['field'], string> = {
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone (E.164)',
  linkedinUrl: 'LinkedIn',
  timeZone: 'Time zone',
  emailKind: 'Email type',
  companyDomain: 'Company domain',
  companyName: 'Company name',
  seniority: 'Seniority',
  department: 'Department',
  phoneCountry: 'Phone country',
  phoneLineType: 'Line type',
  emailPattern: 'Email pattern',
};

export const enrichmentStatusLabels: Record<EnrichmentValue['status'], string> = {
  found: 'Found',
  applied: 'Applied',
  dismissed: 'Dismissed',
};
