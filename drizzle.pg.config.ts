import { defineConfig } from 'drizzle-kit';

// PostgreSQL's migrations (ADR 041): generated from the tables derived from the SQLite schema.
// SQLite's history stays in ./drizzle with drizzle.config.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/db/src/schema-pg/index.ts',
  out: './drizzle/pg',
  casing: 'snake_case',
});
