/**
 * LinkedIn execution and messaging (issue 21): the user's LinkedIn account at a connector (or
 * manual mode), the log of actions run through it (its counts are the daily limit's), and the
 * conversations and messages brought back from it.
 */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { ReplyClassSource } from './inbound.ts';
import { prospects } from './leads.ts';
import { scheduledSteps, sequenceEnrollments } from './sequences.ts';
import { users } from './users.ts';

export type LinkedinAccountKindColumn = 'sandbox' | 'unipile' | 'manual';
/** active: actions run; paused: a limit or security signal (or the user) stopped them until paused_until. */
export type LinkedinAccountStatus = 'active' | 'paused' | 'disconnected';

/** One LinkedIn account per user: which connector runs their LinkedIn steps, and its pause state. */
export const linkedinAccounts = sqliteTable('linkedin_accounts', {
  id: text().primaryKey(),
  ownerId: text('owner_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text().$type<LinkedinAccountKindColumn>().notNull(),
  /** The connector's account id (Unipile's account_id; the sandbox's seed). Null in manual mode. */
  externalAccountId: text('external_account_id'),
  /** The name shown on the account card. */
  name: text().notNull().default(''),
  status: text().$type<LinkedinAccountStatus>().notNull().default('active'),
  pausedUntil: integer('paused_until', { mode: 'timestamp_ms' }),
  /** Why the account is paused, as shown to the user. */
  pauseReason: text('pause_reason'),
  /** Day 1 of the warmup ramp (YYYY-MM-DD in the LinkedIn settings' timezone): the day it was connected. */
  warmupStartedOn: text('warmup_started_on').notNull(),
  /** The earliest the next action may run (the last one plus a random gap of about a minute). */
  nextActionAt: integer('next_action_at', { mode: 'timestamp_ms' }),
  /** The connector's sync cursor. */
  syncCursor: text('sync_cursor'),
  lastSyncedAt: integer('last_synced_at', { mode: 'timestamp_ms' }),
  /** The sandbox network's world (invitations, connections, chats); null for the other kinds. */
  connectorState: text('connector_state', { mode: 'json' }).$type<unknown>(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

export type LinkedinActionKindColumn = 'visit' | 'invite' | 'message';
/**
 * pending: recorded before the connector is called. done: the connector did it (an invitation
 * waits for acceptance in this state). accepted: the invitation was accepted. failed: refused.
 */
export type LinkedinActionStatus = 'pending' | 'done' | 'accepted' | 'failed';

/** Every action run through the connector: what today's limit counts. */
export const linkedinActions = sqliteTable(
  'linkedin_actions',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => linkedinAccounts.id, { onDelete: 'cascade' }),
    enrollmentId: text('enrollment_id').references(() => sequenceEnrollments.id, { onDelete: 'set null' }),
    /** The sequence step row it executes (one action per row); null for a message from the inbox. */
    scheduledStepId: text('scheduled_step_id')
      .unique()
      .references(() => scheduledSteps.id, { onDelete: 'set null' }),
    prospectId: text('prospect_id').references(() => prospects.id, { onDelete: 'set null' }),
    kind: text().$type<LinkedinActionKindColumn>().notNull(),
    status: text().$type<LinkedinActionStatus>().notNull(),
    profileUrl: text('profile_url').notNull(),
    /** The note or message sent. */
    text: text(),
    externalId: text('external_id'),
    /** Why it failed. */
    note: text(),
    at: integer({ mode: 'timestamp_ms' }).notNull(),
    acceptedAt: integer('accepted_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    index('linkedin_actions_owner_at_idx').on(table.ownerId, table.at),
    // Deleting a prospect sets this foreign key to null: found by index, not by a scan.
    index('linkedin_actions_prospect_idx').on(table.prospectId),
    // A deleted enrollment's `set null` (ADR 079).
    index('linkedin_actions_enrollment_idx').on(table.enrollmentId),
    index('linkedin_actions_owner_kind_status_idx').on(
      table.ownerId,
      table.kind,
      table.status,
      table.profileUrl,
    ),
  ],
);

/** A chat with one person, from the connector; linked to the prospect with that LinkedIn URL. */
export const linkedinConversations = sqliteTable(
  'linkedin_conversations',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prospectId: text('prospect_id').references(() => prospects.id, { onDelete: 'set null' }),
    externalChatId: text('external_chat_id').notNull(),
    profileUrl: text('profile_url').notNull(),
    name: text().notNull().default(''),
    unreadCount: integer('unread_count').notNull().default(0),
    lastMessageAt: integer('last_message_at', { mode: 'timestamp_ms' }).notNull(),
    lastMessageText: text('last_message_text').notNull().default(''),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    uniqueIndex('linkedin_conversations_owner_chat_idx').on(table.ownerId, table.externalChatId),
    index('linkedin_conversations_owner_last_idx').on(table.ownerId, table.lastMessageAt, table.id),
    index('linkedin_conversations_prospect_idx').on(table.prospectId),
  ],
);

/** queued: written in the app and waiting for the pacing to send it; sent/received: at the connector. */
export type LinkedinMessageStatus = 'queued' | 'sent' | 'received' | 'failed';

export const linkedinMessages = sqliteTable(
  'linkedin_messages',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => linkedinConversations.id, { onDelete: 'cascade' }),
    externalMessageId: text('external_message_id'),
    direction: text().$type<'inbound' | 'outbound'>().notNull(),
    status: text().$type<LinkedinMessageStatus>().notNull(),
    text: text().notNull(),
    /** Why a queued message could not be sent. */
    note: text(),
    at: integer({ mode: 'timestamp_ms' }).notNull(),
    /** An inbound reply (issue 33, ADR 063): the prospect's enrollment it answers, as on inbound_messages. */
    enrollmentId: text('enrollment_id').references(() => sequenceEnrollments.id, { onDelete: 'set null' }),
    /** When its effect (a stop, a pause) was applied; null while none was. */
    signaledAt: integer('signaled_at', { mode: 'timestamp_ms' }),
    /** What the reply says, who decided, the phrase that decided and the date it named (ADR 052, 063). */
    replyClass: text('reply_class'),
    replyClassSource: text('reply_class_source').$type<ReplyClassSource>(),
    replyClassReason: text('reply_class_reason'),
    replyResumeOn: text('reply_resume_on'),
    replyReferral: text('reply_referral', { mode: 'json' }).$type<{ name: string; email: string } | null>(),
    replyClassifiedAt: integer('reply_classified_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    uniqueIndex('linkedin_messages_external_idx').on(table.conversationId, table.externalMessageId),
    index('linkedin_messages_conversation_at_idx').on(table.conversationId, table.at, table.id),
    index('linkedin_messages_owner_status_idx').on(table.ownerId, table.status, table.at),
    index('linkedin_messages_enrollment_idx').on(table.enrollmentId),
  ],
);

export type LinkedinAccountRow = typeof linkedinAccounts.$inferSelect;
export type LinkedinActionRow = typeof linkedinActions.$inferSelect;
export type LinkedinConversationRow = typeof linkedinConversations.$inferSelect;
export type LinkedinMessageRow = typeof linkedinMessages.$inferSelect;
