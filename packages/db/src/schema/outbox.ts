import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
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
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('outbox_owner_created_idx').on(table.ownerId, table.createdAt)],
);

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
