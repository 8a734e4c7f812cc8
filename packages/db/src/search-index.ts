import { integer, sqliteTable } from 'drizzle-orm/sqlite-core';

/**
 * The trigram index of migration 0003 (an FTS5 table kept by triggers). It lives outside schema/ so that
 * drizzle-kit does not try to create it as a plain table; queries join it on the prospects rowid.
 */
export const prospectsSearch = sqliteTable('prospects_search', { rowid: integer() });
