import type {
  IdealCustomerProfile,
  Messaging,
  Persona,
  PlaybookStatus,
  ScoringRule,
} from '@leadpath/core/schemas/playbooks';
import type { TaskType } from '@leadpath/core/schemas/tasks';
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

/** What starts a triggered play (issue 34): an event about a prospect, or a time without reply. */
export type PlayTriggerKind = 'prospect_created' | 'meeting_booked' | 'no_reply' | 'reply_class';
/** What a triggered play does to each prospect it matches. */
export type PlayActionKind = 'enroll' | 'remove' | 'set_status' | 'create_task' | 'push_crm';

/**
 * A triggered play of a playbook: on its trigger, the prospects in the playbook's profile (narrowed by
 * a persona's and the play's own title words) get its action. Runs only while the playbook is active.
 */
export const gtmPlays = sqliteTable(
  'gtm_plays',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playbookId: text('playbook_id')
      .notNull()
      .references(() => gtmPlaybooks.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    trigger: text().$type<PlayTriggerKind>().notNull(),
    /** no_reply: days since enrollment in one of the playbook's sequences without a reply. */
    noReplyDays: integer('no_reply_days'),
    /** reply_class: the class of reply (the reply classifier's) that starts it. */
    replyClass: text('reply_class'),
    /** The persona whose titles narrow the filter (and whose sequence 'enroll' uses); null: the whole profile. */
    persona: text(),
    /** Title words narrowing the filter further (any of them). */
    titles: text({ mode: 'json' }).$type<string[]>().notNull(),
    action: text().$type<PlayActionKind>().notNull(),
    /** enroll or remove: this sequence, or (null) the persona's linked sequence. */
    sequenceId: text('sequence_id'),
    /** set_status: the prospect status to set. */
    status: text(),
    /** create_task: the task's title, type and due date in days after the run (app clock). */
    taskTitle: text('task_title'),
    taskType: text('task_type').$type<TaskType>(),
    taskDueDays: integer('task_due_days'),
    enabled: integer({ mode: 'boolean' }).notNull().default(true),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    index('gtm_plays_owner_trigger_idx').on(table.ownerId, table.trigger, table.enabled),
    index('gtm_plays_playbook_idx').on(table.playbookId, table.createdAt),
  ],
);

export type PlayRow = typeof gtmPlays.$inferSelect;

/**
 * The prospects a triggered play handled, once each (the key): done, or skipped with the reason. A
 * retried job or a later event finds the row and leaves the prospect alone. 'pending': the event's
 * intent, recorded before the action, so a retry of that event knows the action may be its own.
 */
export const gtmPlayTargets = sqliteTable(
  'gtm_play_targets',
  {
    playId: text('play_id')
      .notNull()
      .references(() => gtmPlays.id, { onDelete: 'cascade' }),
    prospectId: text('prospect_id').notNull(),
    outcome: text().$type<'pending' | 'done' | 'skipped'>().notNull(),
    reason: text(),
    /** The event (or no-reply pass) that handled the prospect. */
    eventKey: text('event_key'),
    at: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [uniqueIndex('gtm_play_targets_play_prospect_idx').on(table.playId, table.prospectId)],
);

/** One run of a triggered play (one event, or one no-reply pass): matched, done, skipped by reason. */
export const gtmTriggeredPlayRuns = sqliteTable(
  'gtm_triggered_play_runs',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playId: text('play_id')
      .notNull()
      .references(() => gtmPlays.id, { onDelete: 'cascade' }),
    /** The event's or pass's key: a retried job logs its run once. */
    eventKey: text('event_key').notNull(),
    matched: integer().notNull(),
    done: integer().notNull(),
    skipped: text({ mode: 'json' }).$type<PlaySkip[]>().notNull(),
    ranAt: integer('ran_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    uniqueIndex('gtm_triggered_play_runs_play_event_idx').on(table.playId, table.eventKey),
    index('gtm_triggered_play_runs_play_ran_idx').on(table.playId, table.ranAt),
  ],
);

export type TriggeredPlayRunRow = typeof gtmTriggeredPlayRuns.$inferSelect;
