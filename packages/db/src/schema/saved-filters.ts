import type { ProspectFilter } from '@leadpath/core/schemas/prospects';
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/**
 * A user's saved Prospects filter (issue 35): a name and the list's filter as JSON, read back
 * through the list's own schema. Names are unique per owner without regard to case (name_key).
 */
export const prospectSavedFilters = sqliteTable(
  'prospect_saved_filters',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** The name lower-cased: "Hot leads" and "hot leads" are one name. */
    nameKey: text('name_key').notNull(),
    filter: text({ mode: 'json' }).$type<ProspectFilter>().notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  // Also the owner's list: at most MAX_SAVED_FILTERS rows behind the owner prefix.
  (table) => [uniqueIndex('prospect_saved_filters_owner_name_idx').on(table.ownerId, table.nameKey)],
);

export type ProspectSavedFilterRow = typeof prospectSavedFilters.$inferSelect;
