import type {
  IdealCustomerProfile,
  Messaging,
  Persona,
  PlaybookStatus,
  ScoringRule,
} from '@leadpath/core/schemas/playbooks';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

export type { PlaybookStatus };

/**
 * A go-to-market playbook (issue 34): who to reach (the ideal customer profile), the personas in it
 * with their linked sequence, what to say, and how prospects are scored. Plain data over the leads.
 */
export const gtmPlaybooks = sqliteTable(
  'gtm_playbooks',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    status: text().$type<PlaybookStatus>().notNull().default('draft'),
    /** The template it started from, or null for a blank one. */
    templateKey: text('template_key'),
    profile: text({ mode: 'json' }).$type<IdealCustomerProfile>().notNull(),
    personas: text({ mode: 'json' }).$type<Persona[]>().notNull(),
    messaging: text({ mode: 'json' }).$type<Messaging>().notNull(),
    scoringRules: text('scoring_rules', { mode: 'json' }).$type<ScoringRule[]>().notNull(),
    activatedAt: integer('activated_at', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('gtm_playbooks_owner_created_idx').on(table.ownerId, table.createdAt, table.id)],
);

export type PlaybookRow = typeof gtmPlaybooks.$inferSelect;
