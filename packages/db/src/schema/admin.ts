import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/** Every start and stop of an impersonation: who, whom, when, from where. */
export const impersonationAudit = sqliteTable(
  'impersonation_audit',
  {
    id: text().primaryKey(),
    adminId: text('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: text('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    targetEmail: text('target_email').notNull(),
    action: text().$type<'start' | 'stop'>().notNull(),
    ipAddress: text('ip_address').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('impersonation_audit_created_idx').on(table.createdAt)],
);

export type ImpersonationAuditRow = typeof impersonationAudit.$inferSelect;
