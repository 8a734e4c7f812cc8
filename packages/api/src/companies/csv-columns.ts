import type { allCompanies } from './queries.ts';

type ExportedCompany = ReturnType<typeof allCompanies>[number];

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
