import {
  createProspectSchema,
  type ImportField,
  type importProspectsSchema,
  type ProspectStatus,
  prospectStatuses,
  prospectStatusLabels,
} from '@leadpath/core/schemas/prospects';
import { type AppDatabase, companies, prospects } from '@leadpath/db';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { findDuplicate } from './mutations.ts';

export const importResultSchema = z.object({
  created: z.number().int(),
  merged: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type ImportResult = z.infer<typeof importResultSchema>;

type RowValues = Partial<Record<ImportField, string>>;

function statusOf(text: string | undefined): ProspectStatus | 'unknown' {
  const value = (text ?? '').trim().toLowerCase();
  if (!value) return 'new';
  return (
    prospectStatuses.find((s) => s === value || prospectStatusLabels[s].toLowerCase() === value) ?? 'unknown'
  );
}

/** A row of the file as the fields of a prospect; a full name fills first and last name when those are not mapped. */
function fieldsOf(values: RowValues) {
  const [first = '', ...rest] = (values.fullName ?? '').trim().split(/\s+/);
  return {
    firstName: values.firstName?.trim() || first,
    lastName: values.lastName?.trim() || rest.join(' '),
    title: values.title,
    email: values.email,
    phone: values.phone,
    linkedinUrl: values.linkedinUrl,
  };
}

/**
 * Rows one import transaction writes; between two batches other requests run (ADR 028). A chunk of
 * 500 rows in one transaction held everyone else up for the whole chunk.
 */
export const IMPORT_BATCH_ROWS = 50;

/**
 * Imports one chunk of a CSV file, IMPORT_BATCH_ROWS rows per transaction with a yield to the event
 * loop between them. Bad rows are reported by line and skipped; a row with the email or LinkedIn URL
 * of an existing prospect updates that prospect instead (found through the owner's email and LinkedIn
 * indexes).
 */
export async function importProspects(
  db: AppDatabase,
  ownerId: string,
  input: z.output<typeof importProspectsSchema>,
  now: number,
): Promise<ImportResult> {
  const result: ImportResult = { created: 0, merged: 0, errors: [] };
  const companyIds = new Map<string, string>();
  for (let start = 0; start < input.rows.length; start += IMPORT_BATCH_ROWS) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    importBatch(db, ownerId, input.rows.slice(start, start + IMPORT_BATCH_ROWS), now, companyIds, result);
  }
  return result;
}

/** One batch of rows in one short transaction; counts and errors go into `result`. */
function importBatch(
  db: AppDatabase,
  ownerId: string,
  rows: z.output<typeof importProspectsSchema>['rows'],
  now: number,
  companyIds: Map<string, string>,
  result: ImportResult,
): void {
  db.transaction((tx) => {
    const companyIdOf = (name: string): string | null => {
      const key = name.trim();
      if (!key) return null;
      const known = companyIds.get(key.toLowerCase());
      if (known) return known;
      const existing = tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.ownerId, ownerId), eq(companies.name, key)))
        .get();
      const id = existing?.id ?? crypto.randomUUID();
      if (!existing)
        tx.insert(companies)
          .values({
            id,
            ownerId,
            name: key.slice(0, 150),
            createdAt: new Date(now),
            updatedAt: new Date(now),
          })
          .run();
      companyIds.set(key.toLowerCase(), id);
      return id;
    };

    for (const { line, values } of rows) {
      const status = statusOf(values.status);
      const parsed = createProspectSchema.safeParse({ ...fieldsOf(values), status: 'new' });
      const messages = parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => issue.message))];
      if (status === 'unknown') messages.push(`Unknown status "${values.status?.trim()}"`);
      if (!parsed.success || messages.length) {
        result.errors.push({ line, message: messages.join('. ') });
        continue;
      }
      const fields = {
        ...parsed.data,
        status: status as ProspectStatus,
        companyId: companyIdOf(values.company ?? ''),
      };
      const duplicate = findDuplicate(tx, ownerId, fields);
      if (duplicate) {
        // Merge: what the file says wins, but an empty cell never erases what is known.
        const filled = Object.fromEntries(
          Object.entries(fields).filter(
            ([key, value]) => value && (key !== 'status' || values.status?.trim()),
          ),
        );
        tx.update(prospects)
          .set({ ...filled, updatedAt: new Date(now) })
          .where(eq(prospects.id, duplicate.id))
          .run();
        result.merged++;
      } else {
        tx.insert(prospects)
          .values({
            id: crypto.randomUUID(),
            ownerId,
            ...fields,
            createdAt: new Date(now),
            updatedAt: new Date(now),
          })
          .run();
        result.created++;
      }
    }
  });
}
