import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/**
 * How many prospects and companies each user owns, kept exact by triggers (migration 0002), so the
 * sidebar's counts read one row instead of counting an index of 100,000 entries.
 */
export const leadCounts = sqliteTable('lead_counts', {
  ownerId: text('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  prospects: integer().notNull().default(0),
  companies: integer().notNull().default(0),
});
