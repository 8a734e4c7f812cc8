import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/** Where a mailbox sends through: an SMTP server, or the user's connected Google / Outlook account. */
export type MailboxKind = 'smtp' | 'google' | 'outlook';

/** How the connection is secured: implicit TLS (465), STARTTLS upgrade (587), or plain (loopback only). */
export type MailSecurity = 'tls' | 'starttls' | 'none';

/** active: used by sequences. paused: kept but not used. error: the last send or test failed (last_error says why). */
export type MailboxStatus = 'active' | 'paused' | 'error';

/**
 * A sending mailbox a user connected (issue 20). Sequences rotate across a user's active mailboxes,
 * the same one for every step of one prospect (sequence_enrollments.mailbox_id), each with its own
 * cap, warmup ramp and gap. With no mailbox, mail goes to the local outbox as before. Passwords are
 * sealed with SECRETS_KEY (packages/auth secret-box) and never leave the server.
 */
export const mailboxes = sqliteTable(
  'mailboxes',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<MailboxKind>().notNull(),
    label: text().notNull(),
    fromName: text('from_name').notNull().default(''),
    fromAddress: text('from_address').notNull(),
    /** google / outlook: the user_integrations connection it sends through. */
    connectionId: text('connection_id'),
    smtpHost: text('smtp_host'),
    smtpPort: integer('smtp_port'),
    smtpSecurity: text('smtp_security').$type<MailSecurity>(),
    smtpUsername: text('smtp_username'),
    smtpPasswordSealed: text('smtp_password_sealed'),
    /** IMAP is optional: replies are read from it when set. */
    imapHost: text('imap_host'),
    imapPort: integer('imap_port'),
    imapSecurity: text('imap_security').$type<MailSecurity>(),
    imapUsername: text('imap_username'),
    imapPasswordSealed: text('imap_password_sealed'),
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
    status: text().$type<MailboxStatus>().notNull().default('active'),
    lastError: text('last_error'),
    lastTestedAt: integer('last_tested_at', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    uniqueIndex('mailboxes_owner_address_idx').on(table.ownerId, table.fromAddress),
    index('mailboxes_owner_created_idx').on(table.ownerId, table.createdAt, table.id),
  ],
);

export type MailboxRow = typeof mailboxes.$inferSelect;
