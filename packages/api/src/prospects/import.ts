import {
  createProspectSchema,
  IMPORT_ROW_EMPTY,
  type ImportField,
  type importProspectsSchema,
  type ProspectStatus,
  prospectStatuses,
  prospectStatusLabels,
  visibleText,
} from '@leadpath/core/schemas/prospects';
import { type AppDatabase, companies, prospects } from '@leadpath/db';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';

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
  const [first = '', ...rest] = visibleText(values.fullName).split(/\s+/);
  return {
    firstName: visibleText(values.firstName) || first,
    lastName: visibleText(values.lastName) || rest.join(' '),
    title: visibleText(values.title),
    email: visibleText(values.email),
    phone: visibleText(values.phone),
    linkedinUrl: visibleText(values.linkedinUrl),
    timeZone: visibleText(values.timeZone),
  };
}

/** A row whose every cell is blank or invisible characters only is refused, never imported empty. */
const hasData = (values: RowValues) => Object.values(values).some((value) => visibleText(value) !== '');

/**
 * Rows one import transaction writes; between two batches other requests run (ADR 028). A chunk of
 * 500 rows in one transaction held everyone else up for the whole chunk.
 */
export const IMPORT_BATCH_ROWS = 25;

/**
 * The import's per-row statements: the duplicate lookups through (owner, email) and (owner,
 * linkedin_url), and the insert (its text stays the same, so the connection's statement cache
 * compiles its triggers once, not for every row).
 */
const IMPORT_SQL = {
  byEmail: 'select id from prospects where owner_id = ? and email = ? limit 1',
  byLinkedin: 'select id from prospects where owner_id = ? and linkedin_url = ? limit 1',
  insert:
    'insert into prospects (id, owner_id, company_id, first_name, last_name, title, email, phone, linkedin_url, status, time_zone, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
};

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
    await importBatch(
      db,
      ownerId,
      input.rows.slice(start, start + IMPORT_BATCH_ROWS),
      now,
      companyIds,
      result,
    );
  }
  return result;
}

/** One batch of rows in one short transaction; counts and errors go into `result`. */
async function importBatch(
  db: AppDatabase,
  ownerId: string,
  rows: z.output<typeof importProspectsSchema>['rows'],
  now: number,
  companyIds: Map<string, string>,
  result: ImportResult,
): Promise<void> {
  await db.transaction(async (tx) => {
    const companyIdOf = async (name: string): Promise<string | null> => {
      const key = name.trim();
      if (!key) return null;
      const known = companyIds.get(key.toLowerCase());
      if (known) return known;
      const existing = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.ownerId, ownerId), eq(companies.name, key)))
        .get();
      const id = existing?.id ?? crypto.randomUUID();
      if (!existing)
        await tx
          .insert(companies)
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
      if (!hasData(values)) {
        result.errors.push({ line, message: IMPORT_ROW_EMPTY });
        continue;
      }
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
        companyId: await companyIdOf(visibleText(values.company)),
      };
      // The owner's prospect with the same email, else the same LinkedIn URL (empty values never match).
      const duplicate =
        (fields.email
          ? (await db.$sql.pluck<string>(IMPORT_SQL.byEmail, [ownerId, fields.email]))[0]
          : undefined) ??
        (fields.linkedinUrl
          ? (await db.$sql.pluck<string>(IMPORT_SQL.byLinkedin, [ownerId, fields.linkedinUrl]))[0]
          : undefined);
      if (duplicate) {
        // Merge: what the file says wins, but an empty cell never erases what is known.
        const filled = Object.fromEntries(
          Object.entries(fields).filter(
            ([key, value]) => value && (key !== 'status' || values.status?.trim()),
          ),
        );
        await tx
          .update(prospects)
          .set({ ...filled, updatedAt: new Date(now) })
          .where(eq(prospects.id, duplicate))
          .run();
        result.merged++;
      } else {
        // Timestamps in epoch ms, as Drizzle stores them (ADR 015).
        await db.$sql.run(IMPORT_SQL.insert, [
          crypto.randomUUID(),
          ownerId,
          fields.companyId,
          fields.firstName,
          fields.lastName,
          fields.title,
          fields.email,
          fields.phone,
          fields.linkedinUrl,
          fields.status,
          fields.timeZone,
          now,
          now,
        ]);
        result.created++;
      }
    }
  });
}
