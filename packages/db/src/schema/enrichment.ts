import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { prospects } from './leads.ts';
import { users } from './users.ts';

/** found: waiting for the user; applied: written to the prospect; dismissed: the user said no. */
export type EnrichmentValueStatus = 'found' | 'applied' | 'dismissed';

/**
 * Every value enrichment found for a prospect (issue 33), kept with its source, confidence and time
 * whether or not it was applied, so the drawer can show it and the user can apply or dismiss it.
 * One row per prospect, field and source: enriching again refreshes the row.
 */
export const enrichmentValues = sqliteTable(
  'enrichment_values',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prospectId: text('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    field: text().notNull(),
    value: text().notNull(),
    source: text().notNull(),
    /** 0-100: how sure the rule or provider is. */
    confidence: integer().notNull(),
    status: text().$type<EnrichmentValueStatus>().notNull(),
    foundAt: integer('found_at', { mode: 'timestamp_ms' }).notNull(),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    uniqueIndex('enrichment_values_prospect_field_source_idx').on(
      table.prospectId,
      table.field,
      table.source,
    ),
    index('enrichment_values_owner_idx').on(table.ownerId),
  ],
);

/** A bulk enrichment (a selection of up to 10,000 prospects) run by the job engine, with its progress. */
export const enrichmentRuns = sqliteTable('enrichment_runs', {
  id: text().primaryKey(),
  ownerId: text('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Fields the user ticked to overwrite, as a JSON array. */
  overwrite: text().notNull(),
  total: integer().notNull(),
  done: integer().notNull().default(0),
  status: text().$type<'queued' | 'running' | 'done'>().notNull(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  finishedAt: integer('finished_at', { mode: 'timestamp_ms' }),
});

/**
 * A run's prospect ids (a JSON array of up to 10,000: ~370 KB), written once. Apart from the run's row,
 * so that recording a chunk's progress rewrites a small row, not ~90 overflow pages (ADR 076).
 */
export const enrichmentRunSelections = sqliteTable('enrichment_run_selections', {
  runId: text('run_id')
    .primaryKey()
    .references(() => enrichmentRuns.id, { onDelete: 'cascade' }),
  prospectIds: text('prospect_ids').notNull(),
});

export type EnrichmentValueRow = typeof enrichmentValues.$inferSelect;
export type EnrichmentRunRow = typeof enrichmentRuns.$inferSelect;
