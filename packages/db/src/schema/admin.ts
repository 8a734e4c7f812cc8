import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/**
 * Every start and stop of an impersonation, and every write made during one ('write', with the
 * procedure it called): who, whom, when, from where. Ids and emails are plain text, without foreign
 * keys, so the rows outlive the accounts they name (an Admin deleting their account keeps its trail).
 */
export const impersonationAudit = sqliteTable(
  'impersonation_audit',
  {
    id: text().primaryKey(),
    adminId: text('admin_id').notNull(),
    adminEmail: text('admin_email').notNull().default(''),
    targetUserId: text('target_user_id'),
    targetEmail: text('target_email').notNull(),
    action: text().$type<'start' | 'stop' | 'write'>().notNull(),
    /** For a write: the procedure called ('profile.update'); null for start and stop. */
    procedure: text(),
    ipAddress: text('ip_address').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('impersonation_audit_created_idx').on(table.createdAt)],
);

export type ImpersonationAuditRow = typeof impersonationAudit.$inferSelect;

/**
 * An impersonation an Admin started from one session: the x-impersonate-user header acts only while
 * a live grant (not expired, not revoked) of the requesting session names its target.
 */
export const impersonationGrants = sqliteTable(
  'impersonation_grants',
  {
    id: text().primaryKey(),
    adminId: text('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session it was started from; no foreign key, so the row outlives a signed-out session as history. */
    adminSessionId: text('admin_session_id').notNull(),
    targetUserId: text('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('impersonation_grants_session_idx').on(table.adminSessionId)],
);

export type ImpersonationGrantRow = typeof impersonationGrants.$inferSelect;
