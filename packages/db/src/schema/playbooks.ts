import type {
  IdealCustomerProfile,
  Messaging,
  Persona,
  PlaybookStatus,
  ScoringRule,
} from '@leadpath/core/schemas/playbooks';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
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

export type PlayTrigger = 'nightly';

/** Why a play left prospects out, with how many (the enrollment engine's reasons). */
export interface PlaySkip {
  reason: string;
  count: number;
}

/**
 * One run of a playbook's play (issue 34): what matched, what was enrolled in which persona's
 * sequence, what was skipped and why. One nightly run per playbook and day (the unique key).
 */
export const gtmPlayRuns = sqliteTable(
  'gtm_play_runs',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playbookId: text('playbook_id')
      .notNull()
      .references(() => gtmPlaybooks.id, { onDelete: 'cascade' }),
    trigger: text().$type<PlayTrigger>().notNull(),
    /** The UTC day (YYYY-MM-DD) a nightly run belongs to. */
    day: text().notNull(),
    matched: integer().notNull(),
    enrolled: integer().notNull(),
    skipped: text({ mode: 'json' }).$type<PlaySkip[]>().notNull(),
    ranAt: integer('ran_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    uniqueIndex('gtm_play_runs_playbook_day_idx').on(table.playbookId, table.trigger, table.day),
    index('gtm_play_runs_playbook_ran_idx').on(table.playbookId, table.ranAt),
  ],
);

export type PlayRunRow = typeof gtmPlayRuns.$inferSelect;
