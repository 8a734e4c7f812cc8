// The named functions where SQLite and PostgreSQL must differ (ADR 041): areas call these, never
// db.$dialect themselves.

export { insertionOrder, insertionOrderColumn, insertionOrderValue } from './insertion-order.ts';
export {
  companySearchCandidates,
  companySearchProbe,
  prospectCompanyNameMatch,
  prospectSearchCandidates,
  prospectSearchLooksBroad,
  prospectSearchProbe,
  searchUsesTrigramTables,
  termPattern,
} from './search.ts';
export { appTableNames } from './tables.ts';
