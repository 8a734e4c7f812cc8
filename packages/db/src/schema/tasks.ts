import type { TaskType } from '@leadpath/core/schemas/tasks';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { prospects } from './leads.ts';
import { users } from './users.ts';

export type { TaskType };

/**
 * A task about one prospect for its owner, outside any sequence (issue 34: a play's "create a task"):
 * a title, a type and a due date. `sourceKey` names what made it (a play and a prospect), unique per
 * owner, so whatever makes it twice makes it once.
 */
export const tasks = sqliteTable(
  'tasks',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prospectId: text('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    type: text().$type<TaskType>().notNull(),
    status: text().$type<'open' | 'done'>().notNull().default('open'),
    dueAt: integer('due_at', { mode: 'timestamp_ms' }).notNull(),
    sourceKey: text('source_key'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    uniqueIndex('tasks_owner_source_idx').on(table.ownerId, table.sourceKey),
    // The owner's open tasks by due date, and a prospect's own.
    index('tasks_owner_status_due_idx').on(table.ownerId, table.status, table.dueAt, table.id),
    index('tasks_prospect_idx').on(table.prospectId),
  ],
);

export type TaskRow = typeof tasks.$inferSelect;
