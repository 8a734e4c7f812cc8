// The named functions where SQLite and PostgreSQL must differ (ADR 041): areas call these, never
// db.$dialect themselves.
export { searchUsesTrigramTables } from './search.ts';
