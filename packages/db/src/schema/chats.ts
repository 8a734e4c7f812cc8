import type { ChatList } from '@leadpath/core/schemas/chat-export';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/** A conversation of the user, filed in one chat list (Your Sales Agent, Favourite, Archived, Deleted). */
export const chats = sqliteTable(
  'chats',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text().$type<ChatList>().notNull(),
    title: text().notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('chats_owner_list_idx').on(table.ownerId, table.list)],
);

export const chatMessages = sqliteTable(
  'chat_messages',
  {
    id: text().primaryKey(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    sender: text().$type<'user' | 'agent'>().notNull(),
    body: text().notNull(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('chat_messages_chat_sent_idx').on(table.chatId, table.sentAt)],
);

export type ChatRow = typeof chats.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
