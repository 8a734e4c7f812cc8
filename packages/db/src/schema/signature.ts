import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/** One email signature per user: a logo URL and a text, appended to drafts. */
export const emailSignatures = sqliteTable('email_signatures', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  imageUrl: text('image_url').notNull(),
  text: text().notNull().default(''),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

export type EmailSignatureRow = typeof emailSignatures.$inferSelect;
