import { integer, sqliteTable } from 'drizzle-orm/sqlite-core';

// The trigram indexes of migrations 0003 and 0004 (FTS5 tables kept by triggers, ADR 014). They live
// outside schema/ so that drizzle-kit does not try to create them as plain tables; queries join them
// on the rowid of the table they index.

export const prospectsSearch = sqliteTable('prospects_search', { rowid: integer() });

export const companiesSearch = sqliteTable('companies_search', { rowid: integer() });
