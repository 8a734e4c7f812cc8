import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { prospects } from './leads.ts';
import { scheduledSteps } from './sequences.ts';
import { users } from './users.ts';

/** What logging a disposition does beyond the record (issue 35). */
export type DispositionEffect = 'none' | 'meeting' | 'do_not_call' | 'bad_number';

/**
 * A team's disposition list (scope: the caller's team, or the user alone). Defaults are written on
 * first read; the team edits the list.
 */
export const dialerDispositions = sqliteTable(
  'dialer_dispositions',
  {
    id: text().primaryKey(),
    /** The team id, or the user's id for a user in no team. */
    scopeId: text('scope_id').notNull(),
    label: text().notNull(),
    effect: text().$type<DispositionEffect>().notNull().default('none'),
    position: integer().notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [uniqueIndex('dialer_dispositions_scope_label_idx').on(table.scopeId, table.label)],
);

/** A rep's calling rules: calling hours in the prospect's time zone, the country code of national numbers. */
export const dialerSettings = sqliteTable('dialer_settings', {
  ownerId: text('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Minutes after local midnight when calls may start (default 8:00) and must end (default 21:00). */
  callingStartMinute: integer('calling_start_minute').notNull().default(480),
  callingEndMinute: integer('calling_end_minute').notNull().default(1260),
  /** Country calling code given to numbers written without one (digits only, e.g. '1', '44'). */
  defaultCountryCode: text('default_country_code').notNull().default('1'),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

/** One answer to an objection in a call script. */
export interface ScriptObjection {
  objection: string;
  answer: string;
}

/**
 * A team's call script (scope as for dispositions), edited on the dialer screen. No row: the built-in
 * script. The opener is a template ({{prospect_first_name}}, {{prospect_company_name}}, {{my_name}}).
 */
export const dialerScripts = sqliteTable('dialer_scripts', {
  scopeId: text('scope_id').primaryKey(),
  opener: text().notNull(),
  objections: text({ mode: 'json' }).$type<ScriptObjection[]>().notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

export type DialerSessionSource = 'selection' | 'saved_filter' | 'call_tasks';
export type DialerSessionStatus = 'active' | 'ended';

/** A rep working through a queue of prospects. */
export const dialerSessions = sqliteTable(
  'dialer_sessions',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text().$type<DialerSessionSource>().notNull(),
    status: text().$type<DialerSessionStatus>().notNull().default('active'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    endedAt: integer('ended_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('dialer_sessions_owner_created_idx').on(table.ownerId, table.createdAt)],
);

/** waiting: not reached yet. current: on screen (reserved). done: a call was logged. skipped: see skipReason. */
export type DialerQueueItemStatus = 'waiting' | 'current' | 'done' | 'skipped';

export const dialerQueueItems = sqliteTable(
  'dialer_queue_items',
  {
    id: text().primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => dialerSessions.id, { onDelete: 'cascade' }),
    prospectId: text('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    /** The sequence's call task this item works, when the session came from call tasks. */
    scheduledStepId: text('scheduled_step_id').references(() => scheduledSteps.id, { onDelete: 'set null' }),
    position: integer().notNull(),
    status: text().$type<DialerQueueItemStatus>().notNull().default('waiting'),
    /** Why the dialer or the rep skipped it, said to the rep. */
    skipReason: text('skip_reason'),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    index('dialer_queue_items_session_position_idx').on(table.sessionId, table.position),
    index('dialer_queue_items_prospect_idx').on(table.prospectId),
    // A deleted scheduled step's `set null` (ADR 079).
    index('dialer_queue_items_scheduled_step_idx').on(table.scheduledStepId),
  ],
);

/** twilio_browser: a Twilio call from the rep's browser (Voice JS SDK, ADR 072): its tones and voicemail are the browser's. */
export type CallProvider = 'own_phone' | 'sandbox' | 'twilio' | 'twilio_browser';
/**
 * A carrier's call follows queued → ringing → in_progress → completed, or ends busy, no_answer, failed
 * or canceled (Twilio's states); a call logged from one's own phone is completed at once.
 */
export type CallStatus =
  | 'queued'
  | 'ringing'
  | 'in_progress'
  | 'completed'
  | 'busy'
  | 'no_answer'
  | 'failed'
  | 'canceled';
/** Who picked up, by the carrier's answering-machine detection: a person or a voicemail. */
export type CallAnsweredBy = 'human' | 'machine';

/** One call: who, whom, when, how long, the disposition and notes. */
export const calls = sqliteTable(
  'calls',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prospectId: text('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').references(() => dialerSessions.id, { onDelete: 'set null' }),
    /** The number dialled, in E.164. */
    toNumber: text('to_number').notNull(),
    provider: text().$type<CallProvider>().notNull(),
    /** The carrier's id of the call (Twilio's CallSid); null for a call from one's own phone. */
    providerCallId: text('provider_call_id'),
    status: text().$type<CallStatus>().notNull().default('in_progress'),
    dispositionId: text('disposition_id').references(() => dialerDispositions.id, { onDelete: 'set null' }),
    /** The disposition's label as it was when logged (the list may change later). */
    disposition: text(),
    notes: text().notNull().default(''),
    durationSeconds: integer('duration_seconds'),
    /** The carrier's recording, when there is one (none for a call from one's own phone). */
    recordingUrl: text('recording_url'),
    answeredBy: text('answered_by').$type<CallAnsweredBy>(),
    /** The voice whose message was dropped into the voicemail, and when. */
    voicemailVoiceId: text('voicemail_voice_id'),
    voicemailDroppedAt: integer('voicemail_dropped_at', { mode: 'timestamp_ms' }),
    followUpAt: integer('follow_up_at', { mode: 'timestamp_ms' }),
    followUpNote: text('follow_up_note'),
    startedAt: integer('started_at', { mode: 'timestamp_ms' }).notNull(),
    endedAt: integer('ended_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    index('calls_owner_started_idx').on(table.ownerId, table.startedAt),
    index('calls_prospect_started_idx').on(table.prospectId, table.startedAt),
    index('calls_owner_number_idx').on(table.ownerId, table.toNumber),
    // A carrier's status callback finds its call by the carrier's id.
    index('calls_provider_call_idx').on(table.providerCallId),
  ],
);

/** Numbers and prospects never to be called (per owner). */
export const doNotCallEntries = sqliteTable(
  'do_not_call_entries',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An E.164 number, or null when the entry names a prospect. */
    phoneNumber: text('phone_number'),
    prospectId: text('prospect_id').references(() => prospects.id, { onDelete: 'cascade' }),
    reason: text().notNull().default(''),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    uniqueIndex('do_not_call_owner_number_idx').on(table.ownerId, table.phoneNumber),
    uniqueIndex('do_not_call_owner_prospect_idx').on(table.ownerId, table.prospectId),
    // Each deleted prospect's cascade (a bulk delete deletes hundreds) (ADR 079).
    index('do_not_call_prospect_idx').on(table.prospectId),
  ],
);

/** One live call per prospect across the team: the prospect's row exists while someone holds it. */
export const dialerReservations = sqliteTable(
  'dialer_reservations',
  {
    prospectId: text('prospect_id')
      .primaryKey()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => dialerSessions.id, { onDelete: 'cascade' }),
    /** After this, another rep may take the prospect (a closed tab does not hold it forever). */
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('dialer_reservations_session_idx').on(table.sessionId)],
);

/** A voice for voicemail drops (the voice:* permissions): a synthetic voice by default (espeak-ng). */
export const voices = sqliteTable(
  'voices',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** 'espeak' (the embedded synthetic voice); a real text-to-speech provider later. */
    provider: text().notNull(),
    /** A BCP 47 tag such as 'en-US' or 'fr'. */
    language: text().notNull(),
    /** Words per minute, 80-450. */
    speed: integer().notNull().default(160),
    /** 0-99. */
    pitch: integer().notNull().default(50),
    /** What the voice says into a voicemail; {{first_name}} is the prospect's first name. */
    voicemailText: text('voicemail_text').notNull().default(''),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('voices_owner_created_idx').on(table.ownerId, table.createdAt)],
);

export type VoiceRow = typeof voices.$inferSelect;
export type DialerDispositionRow = typeof dialerDispositions.$inferSelect;
export type DialerSettingsRow = typeof dialerSettings.$inferSelect;
export type DialerScriptRow = typeof dialerScripts.$inferSelect;
export type DialerSessionRow = typeof dialerSessions.$inferSelect;
export type DialerQueueItemRow = typeof dialerQueueItems.$inferSelect;
export type CallRow = typeof calls.$inferSelect;
export type DoNotCallEntryRow = typeof doNotCallEntries.$inferSelect;
