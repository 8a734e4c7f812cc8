import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timeWithLegacyDefault } from './app-time.ts';
import { users } from './users.ts';

export const teams = sqliteTable('teams', {
  id: text().primaryKey(),
  teamName: text('team_name').notNull(),
  ownerId: text('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timeWithLegacyDefault('created_at'),
});

export const teamMembers = sqliteTable(
  'team_members',
  {
    id: text().primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    admin: integer({ mode: 'boolean' }).notNull().default(false),
    joinedAt: timeWithLegacyDefault('joined_at'),
  },
  (table) => [
    uniqueIndex('team_members_team_user_idx').on(table.teamId, table.userId),
    index('team_members_user_idx').on(table.userId),
  ],
);
