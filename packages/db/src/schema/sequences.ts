import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { prospects } from './leads.ts';
import { mailboxes } from './mailboxes.ts';
import type { StoredTimezone } from './schedule.ts';
import { users } from './users.ts';

/** What a step does: automatic email is sent by the engine, every other kind becomes a task. */
export type SequenceStepKind =
  | 'auto_email'
  | 'manual_email'
  | 'call'
  | 'linkedin_visit'
  | 'linkedin_connect'
  | 'linkedin_message'
  | 'task';

export type SequenceStatus = 'draft' | 'active' | 'paused';

/** A named run of steps (issue 19). Only an active sequence's schedule is worked by the tick. */
export const sequences = sqliteTable(
  'sequences',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    status: text().$type<SequenceStatus>().notNull().default('draft'),
    /** A stop (reply, bounce, unsubscribe, meeting) also finishes everyone at the same company domain. */
    stopForCompany: integer('stop_for_company', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('sequences_owner_created_idx').on(table.ownerId, table.createdAt, table.id)],
);

/** One step of a sequence, in position order; its delay counts from the previous step. */
export const sequenceSteps = sqliteTable(
  'sequence_steps',
  {
    id: text().primaryKey(),
    sequenceId: text('sequence_id')
      .notNull()
      .references(() => sequences.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    kind: text().$type<SequenceStepKind>().notNull(),
    delayDays: integer('delay_days').notNull().default(0),
    /** Count the delay in business days (the sending window's operating days), the default. */
    businessDays: integer('business_days', { mode: 'boolean' }).notNull().default(true),
    /** An email step that answers in the thread of the previous email (Re: subject, In-Reply-To). */
    sameThread: integer('same_thread', { mode: 'boolean' }).notNull().default(false),
    /** An automatic email step whose drafts wait in AI Training's review queue until approved (issue 36). */
    review: integer({ mode: 'boolean' }).notNull().default(false),
    /** Tasks and LinkedIn steps: the instructions or the prepared text (a connection note, a message). */
    body: text().notNull().default(''),
  },
  (table) => [uniqueIndex('sequence_steps_position_idx').on(table.sequenceId, table.position)],
);

/** An email step's A/B variants (at least one); enrollments are split evenly across them. */
export const sequenceStepVariants = sqliteTable(
  'sequence_step_variants',
  {
    id: text().primaryKey(),
    stepId: text('step_id')
      .notNull()
      .references(() => sequenceSteps.id, { onDelete: 'cascade' }),
    /** A, B, C ... */
    label: text().notNull(),
    subject: text().notNull().default(''),
    body: text().notNull(),
  },
  (table) => [uniqueIndex('sequence_step_variants_label_idx').on(table.stepId, table.label)],
);

export type EnrollmentStatus = 'active' | 'paused' | 'finished';

/** Why an enrollment finished. */
export type EnrollmentFinishReason =
  | 'completed'
  | 'replied'
  | 'bounced'
  | 'unsubscribed'
  | 'meeting'
  | 'company_stopped'
  | 'removed';

/** A prospect in a sequence. */
export const sequenceEnrollments = sqliteTable(
  'sequence_enrollments',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sequenceId: text('sequence_id')
      .notNull()
      .references(() => sequences.id, { onDelete: 'cascade' }),
    prospectId: text('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    status: text().$type<EnrollmentStatus>().notNull().default('active'),
    finishReason: text('finish_reason').$type<EnrollmentFinishReason>(),
    /** The timezone its sends are placed in: the prospect's when known, else the sender's. */
    timeZone: text('time_zone').notNull(),
    /** Which variant label this enrollment gets on every A/B step (even split at enrollment). */
    variantSlot: integer('variant_slot').notNull().default(0),
    /** The mailbox every email step to this prospect goes out from (chosen at the first send; null: the local outbox). */
    mailboxId: text('mailbox_id').references(() => mailboxes.id, { onDelete: 'set null' }),
    enrolledAt: integer('enrolled_at', { mode: 'timestamp_ms' }).notNull(),
    finishedAt: integer('finished_at', { mode: 'timestamp_ms' }),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    uniqueIndex('sequence_enrollments_sequence_prospect_idx').on(table.sequenceId, table.prospectId),
    index('sequence_enrollments_prospect_status_idx').on(table.prospectId, table.status),
    index('sequence_enrollments_sequence_status_idx').on(table.sequenceId, table.status, table.id),
  ],
);

/**
 * scheduled: waits for its due time. sending: the intent is recorded, the send is under way (a
 * crash leaves it here; the tick reconciles through the idempotency key). sent: done.
 * task_open: a task step came due and waits for the user. done: a task the user completed.
 * skipped: a missing placeholder value or a stop left it out. canceled: the enrollment ended.
 * failed: the send was refused for good. held: its sequence or enrollment is paused (or the
 * sequence not active yet); activating or resuming schedules it again. flagged: a placeholder has no
 * value for this prospect; it waits until the prospect is fixed (see ADR 026). review: a review-mode
 * step's draft waits in the review queue; approving schedules it again (ADR 058).
 */
export type ScheduledStepStatus =
  | 'scheduled'
  | 'held'
  | 'sending'
  | 'sent'
  | 'task_open'
  | 'done'
  | 'flagged'
  | 'review'
  | 'skipped'
  | 'canceled'
  | 'failed';

/** The schedule: each enrollment's next step, computed ahead with its due time (issue 19's engine). */
export const scheduledSteps = sqliteTable(
  'scheduled_steps',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sequenceId: text('sequence_id')
      .notNull()
      .references(() => sequences.id, { onDelete: 'cascade' }),
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => sequenceEnrollments.id, { onDelete: 'cascade' }),
    prospectId: text('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    stepId: text('step_id')
      .notNull()
      .references(() => sequenceSteps.id, { onDelete: 'cascade' }),
    variantId: text('variant_id').references(() => sequenceStepVariants.id, { onDelete: 'set null' }),
    /** enrollment id + step id: the one send of this step to this prospect. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text().$type<ScheduledStepStatus>().notNull().default('scheduled'),
    dueAt: integer('due_at', { mode: 'timestamp_ms' }).notNull(),
    /** The mailer's id of the message sent (the outbox row), and the Message-ID it carries. */
    messageId: text('message_id'),
    /** The mailbox it was sent from (null: the local outbox); counts toward that mailbox's cap and gap. */
    mailboxId: text('mailbox_id').references(() => mailboxes.id, { onDelete: 'set null' }),
    /** What the user must fix (a placeholder without a value) or why the send failed. */
    note: text(),
    attempts: integer().notNull().default(0),
    /** The runner that recorded the intent, and until when it holds it. */
    leaseOwner: text('lease_owner'),
    leaseUntil: integer('lease_until', { mode: 'timestamp_ms' }),
    doneAt: integer('done_at', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    index('scheduled_steps_status_due_idx').on(table.status, table.dueAt),
    index('scheduled_steps_enrollment_idx').on(table.enrollmentId),
    index('scheduled_steps_owner_status_due_idx').on(table.ownerId, table.status, table.dueAt),
    // Today's sends of a sender, for the daily cap and the minimum gap.
    index('scheduled_steps_owner_status_done_idx').on(table.ownerId, table.status, table.doneAt),
    // Today's sends of a mailbox, for its cap and gap.
    index('scheduled_steps_mailbox_status_done_idx').on(table.mailboxId, table.status, table.doneAt),
    // An answer finds the step it answers by the Message-ID it quotes (inbound mail, ADR 030).
    index('scheduled_steps_message_id_idx').on(table.messageId),
    // Deleting a prospect finds its steps by this foreign key instead of scanning the table.
    index('scheduled_steps_prospect_idx').on(table.prospectId),
    // Deleting a sequence deletes its steps; each step's cascade finds its scheduled steps here (ADR 079).
    index('scheduled_steps_step_idx').on(table.stepId),
  ],
);

export type SequenceEventKind =
  | 'enrolled'
  | 'sent'
  | 'task_created'
  | 'task_done'
  | 'flagged'
  | 'replied'
  | 'bounced'
  | 'unsubscribed'
  | 'meeting'
  | 'paused'
  | 'resumed'
  | 'finished'
  // LinkedIn steps run through a connector (issue 21).
  | 'linkedin_visit'
  | 'invitation_sent'
  | 'invitation_accepted'
  | 'linkedin_message_sent'
  | 'linkedin_reply';

/** What happened to whom and when: the prospect's timeline and the results' counts. */
export const sequenceEvents = sqliteTable(
  'sequence_events',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sequenceId: text('sequence_id')
      .notNull()
      .references(() => sequences.id, { onDelete: 'cascade' }),
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => sequenceEnrollments.id, { onDelete: 'cascade' }),
    prospectId: text('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    stepId: text('step_id'),
    variantId: text('variant_id'),
    kind: text().$type<SequenceEventKind>().notNull(),
    detail: text(),
    at: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    index('sequence_events_sequence_kind_idx').on(table.sequenceId, table.kind, table.stepId),
    index('sequence_events_prospect_at_idx').on(table.prospectId, table.at),
    // Each deleted enrollment's cascade finds its events here, not by scanning every event (ADR 079).
    index('sequence_events_enrollment_idx').on(table.enrollmentId),
  ],
);

/**
 * A sender's outreach settings (one row per user, defaults on first read): the sending window and
 * the caps every sequence of theirs shares. The window reuses the calendar/LinkedIn schedule shape.
 */
export const outreachSettings = sqliteTable('outreach_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  timezone: text({ mode: 'json' }).$type<StoredTimezone>().notNull(),
  excludedDays: text('excluded_days', { mode: 'json' }).$type<number[]>().notNull(),
  /** Holidays: YYYY-MM-DD dates on which nothing is sent. */
  excludedDates: text('excluded_dates', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
  /** Place sends in the prospect's timezone when it is known. */
  useProspectTimeZone: integer('use_prospect_time_zone', { mode: 'boolean' }).notNull().default(true),
  /** Sends a day at most once the warmup is over. */
  dailyCap: integer('daily_cap').notNull(),
  minGapSeconds: integer('min_gap_seconds').notNull(),
  /** Up to this many seconds are added at random to each gap. */
  jitterSeconds: integer('jitter_seconds').notNull(),
  warmupEnabled: integer('warmup_enabled', { mode: 'boolean' }).notNull().default(false),
  warmupStartLimit: integer('warmup_start_limit').notNull(),
  warmupIncreaseBy: integer('warmup_increase_by').notNull(),
  warmupPeriod: integer('warmup_period').notNull(),
  /** Day 1 of the warmup ramp (YYYY-MM-DD in the sender's timezone). */
  warmupStartedOn: text('warmup_started_on'),
  /** The visible unsubscribe line of every sequence email, with {{unsubscribe_link}}; null: the default wording. */
  unsubscribeLine: text('unsubscribe_line'),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

export type SequenceRow = typeof sequences.$inferSelect;
export type SequenceStepRow = typeof sequenceSteps.$inferSelect;
export type SequenceStepVariantRow = typeof sequenceStepVariants.$inferSelect;
export type SequenceEnrollmentRow = typeof sequenceEnrollments.$inferSelect;
export type ScheduledStepRow = typeof scheduledSteps.$inferSelect;
export type SequenceEventRow = typeof sequenceEvents.$inferSelect;
export type OutreachSettingsRow = typeof outreachSettings.$inferSelect;
