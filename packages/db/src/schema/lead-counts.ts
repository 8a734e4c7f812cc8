import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
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

/**
 * A number per owner for the trigram indexes (ADR 028): an entry's rowid is key * 2^32 + the indexed
 * row's rowid, so one account's entries are one rowid range. Given by triggers on the first prospect
 * or company (migration 0017), never reused: no foreign key, a deleted user's number stays taken.
 */
export const searchOwnerKeys = sqliteTable('search_owner_keys', {
  key: integer().primaryKey(),
  ownerId: text('owner_id').notNull().unique(),
});

/**
 * Prospects added per owner and UTC day (created_at / 86,400,000), kept by triggers (migration
 * 0025): the home page's "added this week" reads seven rows whatever the list's size (issue 22).
 */
export const prospectDayCounts = sqliteTable(
  'prospect_day_counts',
  {
    ownerId: text('owner_id').notNull(),
    day: integer().notNull(),
    added: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.day] })],
);

/**
 * Prospects per owner, title and their company's facts (industry, size, location; '' for none or no
 * company), kept by triggers on prospects and companies (migration 0062, PostgreSQL pg/0031): a GTM
 * audience count adds the numbers of the accepted (title, facts) rows, a few per title, whatever the
 * companies (ADR 077). A row goes when its last prospect does. WITHOUT ROWID on SQLite (by hand in
 * the migration): the number is read in the key's b-tree.
 */
export const prospectFactCounts = sqliteTable(
  'prospect_fact_counts',
  {
    ownerId: text('owner_id').notNull(),
    title: text().notNull(),
    industry: text().notNull(),
    size: text().notNull(),
    location: text().notNull(),
    prospects: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.title, table.industry, table.size, table.location] }),
  ],
);
