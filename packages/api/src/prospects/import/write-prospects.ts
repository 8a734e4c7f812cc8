import type { AppDatabase } from '@leadpath/db';
import type { ImportFields } from './import-row.ts';
import type { KnownProspect } from './known-prospects.ts';
import { insertRows } from './multi-row-insert.ts';

// Timestamps in epoch ms, as Drizzle stores them (ADR 015).
const INSERT_HEAD =
  'insert into prospects (id, owner_id, company_id, first_name, last_name, title, email, phone, linkedin_url, status, time_zone, created_at, updated_at)';

const COLUMNS: Record<keyof ImportFields, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  title: 'title',
  email: 'email',
  phone: 'phone',
  linkedinUrl: 'linkedin_url',
  status: 'status',
  companyId: 'company_id',
  timeZone: 'time_zone',
};

/** The batch's new prospects, in the order the rows created them, with a few multi-row inserts. */
export async function insertProspects(
  db: AppDatabase,
  ownerId: string,
  created: readonly KnownProspect[],
  now: number,
): Promise<void> {
  if (created.length === 0) return;
  const rows = created.map(({ id, writes }) => {
    const fields = writes as ImportFields;
    return [
      id,
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
    ];
  });
  await insertRows(db, INSERT_HEAD, rows);
}

/**
 * The batch's merges into existing prospects, one update each with every change its rows made: only
 * the columns they filled are set, so the search index's trigger runs only when a name, email, title
 * or company changed, as one update per row did.
 */
export async function updateProspects(
  db: AppDatabase,
  merged: readonly KnownProspect[],
  now: number,
): Promise<void> {
  for (const { id, writes } of merged) {
    // Columns in one order, so each set of changed columns is one statement text.
    const keys = (Object.keys(COLUMNS) as (keyof ImportFields)[]).filter((key) => writes[key]);
    const assignments = [...keys.map((key) => `${COLUMNS[key]} = ?`), 'updated_at = ?'].join(', ');
    await db.$sql.run(`update prospects set ${assignments} where id = ?`, [
      ...keys.map((key) => writes[key]),
      now,
      id,
    ]);
  }
}
