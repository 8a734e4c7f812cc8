import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { mailboxes } from './mailboxes.ts';
import { users } from './users.ts';

/** The embedded mail service: sent mails and saved drafts, shown under Mailboxes. */
export const outboxMessages = sqliteTable(
  'outbox_messages',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<'sent' | 'draft'>().notNull(),
    from: text('from_address').notNull(),
    to: text('to_addresses', { mode: 'json' }).$type<string[]>().notNull(),
    subject: text().notNull(),
    text: text('body_text').notNull(),
    html: text('body_html'),
    attachments: text({ mode: 'json' })
      .$type<{ filename: string; contentType: string; contentBase64: string }[]>()
      .notNull()
      .default([]),
    /** The Message-ID header it carries, chosen by the sender (a sequence step's is derived from its key). */
    messageId: text('message_id'),
    /** The Message-ID it answers (same-thread steps, replies). */
    inReplyTo: text('in_reply_to'),
    /** Extra headers as sent (List-Unsubscribe, References ...). */
    headers: text({ mode: 'json' }).$type<Record<string, string>>().notNull().default(sql`'{}'`),
    /** The mailbox it went out from (null: the local outbox only). */
    mailboxId: text('mailbox_id').references(() => mailboxes.id, { onDelete: 'set null' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    index('outbox_owner_created_idx').on(table.ownerId, table.createdAt),
    // A send after a crash finds the message that already went out under the same Message-ID.
    uniqueIndex('outbox_message_id_idx').on(table.messageId),
    index('outbox_mailbox_created_idx').on(table.mailboxId, table.createdAt),
  ],
);

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
