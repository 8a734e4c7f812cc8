import type { importProspectsSchema } from '@leadpath/core/schemas/prospects';
import { type AppDatabase, backgroundTurn, timeOrderedId } from '@leadpath/db';
import { z } from 'zod';
import { recordPlayEvent } from '../playbooks/plays/play-events.ts';
import { queueProspectsRescore } from '../playbooks/score-job.ts';
import { resolveCompanyIds } from './import/company-ids.ts';
import { checkImportRow, mergePatchOf, type ValidRow } from './import/import-row.ts';
import { type KnownProspect, KnownProspects } from './import/known-prospects.ts';
import { insertProspects, updateProspects } from './import/write-prospects.ts';

export const importResultSchema = z.object({
  created: z.number().int(),
  merged: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/**
 * Rows one import transaction writes, for imports that write a row a statement (the LinkedIn upload);
 * between two batches other requests run (ADR 028).
 */
export const IMPORT_BATCH_ROWS = 25;

/**
 * Rows one CSV import transaction writes. Its new prospects go in with one multi-row INSERT, which
 * makes the search index one segment a batch instead of one a row (ADR 066), so a batch of 40 holds the
 * connection about as long as 25 rows did before (median 11 ms against 12, measured side by side) and
 * the import writes about twice as many rows a second. 50 held it a third longer.
 */
export const CSV_IMPORT_BATCH_ROWS = 40;

/**
 * Imports one chunk of a CSV file, CSV_IMPORT_BATCH_ROWS rows per transaction with a yield to the event
 * loop between them. Bad rows are reported by line and skipped; a row with the email or LinkedIn URL
 * of an existing prospect (or of an earlier row) updates that prospect instead.
 */
export async function importProspects(
  db: AppDatabase,
  ownerId: string,
  input: z.output<typeof importProspectsSchema>,
  now: number,
): Promise<ImportResult> {
  const result: ImportResult = { created: 0, merged: 0, errors: [] };
  const companyIds = new Map<string, string>();
  for (let start = 0; start < input.rows.length; start += CSV_IMPORT_BATCH_ROWS) {
    // Validation needs no connection: it runs before the transaction, not inside it.
    const valid: ValidRow[] = [];
    for (const checked of input.rows.slice(start, start + CSV_IMPORT_BATCH_ROWS).map(checkImportRow)) {
      if (checked.ok) valid.push(checked.row);
      else result.errors.push({ line: checked.line, message: checked.message });
    }
    if (valid.length === 0) continue;
    // Each batch after the other requests in flight (at most 50 ms, ADR 087): with a bare yield the next
    // batch took the connection before a waiting request's next statement.
    const counts = await backgroundTurn(db, () => importBatch(db, ownerId, valid, now, companyIds));
    result.created += counts.created;
    result.merged += counts.merged;
  }
  return result;
}

/**
 * One batch of valid rows in one short transaction: its companies resolved, its duplicates looked up
 * in one query per key, then the rows decided in order in memory and written.
 */
async function importBatch(
  db: AppDatabase,
  ownerId: string,
  rows: readonly ValidRow[],
  now: number,
  companyIds: Map<string, string>,
): Promise<{ created: number; merged: number }> {
  const emails = new Set(rows.map((row) => row.fields.email).filter(Boolean));
  const linkedinUrls = new Set(rows.map((row) => row.fields.linkedinUrl).filter(Boolean));
  return db.transaction(async () => {
    await resolveCompanyIds(
      db,
      ownerId,
      rows.map((row) => row.companyName),
      companyIds,
      now,
    );
    const known = await KnownProspects.load(db, ownerId, [...emails], [...linkedinUrls]);
    const created: KnownProspect[] = [];
    const updated = new Set<KnownProspect>();
    let merged = 0;
    for (const row of rows) {
      const companyId = row.companyName ? (companyIds.get(row.companyName.toLowerCase()) ?? null) : null;
      const fields = { ...row.fields, companyId };
      const duplicate = known.duplicateOf(fields.email, fields.linkedinUrl);
      if (duplicate) {
        known.merge(duplicate, mergePatchOf(fields, row.statusGiven));
        if (!duplicate.isNew) updated.add(duplicate);
        merged++;
      } else {
        created.push(known.add(timeOrderedId(), fields));
      }
    }
    await insertProspects(db, ownerId, created, now);
    // Imported prospects start the owner's 'prospect created or imported' plays, one event per batch.
    await recordPlayEvent(db, {
      ownerId,
      trigger: 'prospect_created',
      prospectIds: created.map((prospect) => prospect.id),
      now,
    });
    await updateProspects(db, [...updated], now);
    // The batch's new and merged prospects get their kept GTM score (ADR 074).
    await queueProspectsRescore(
      db,
      ownerId,
      [...created.map((prospect) => prospect.id), ...[...updated].map((prospect) => prospect.id)],
      now,
    );
    return { created: created.length, merged };
  });
}
