import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { teams } from './teams.ts';
import { users } from './users.ts';

export type TeamInviteRole = 'member' | 'admin';

/** An invitation to join a team; only the token's hash is kept, the link itself goes out by mail. */
export const teamInvites = sqliteTable(
  'team_invites',
  {
    id: text().primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text().notNull(),
    role: text().$type<TeamInviteRole>().notNull(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    acceptedAt: integer('accepted_at', { mode: 'timestamp_ms' }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('team_invites_team_idx').on(table.teamId)],
);

export type TeamInviteRow = typeof teamInvites.$inferSelect;
