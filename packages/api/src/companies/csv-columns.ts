import type { Company } from './queries.ts';

type ExportedCompany = Company;

/** The columns of the companies CSV export: header and field. */
export const companyCsvColumns = [
  ['Name', 'name'],
  ['Domain', 'domain'],
  ['Industry', 'industry'],
  ['Size', 'size'],
  ['Location', 'location'],
  ['LinkedIn URL', 'linkedinUrl'],
  ['Prospects', 'prospectCount'],
  ['Created', 'createdAt'],
] as const satisfies readonly (readonly [string, keyof ExportedCompany])[];
