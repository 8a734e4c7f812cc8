import { randomUUID } from 'node:crypto';
import { type AppDatabase, companies, type Db, enrichmentValues, prospects } from '@leadpath/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type EnrichmentInput, findValues } from './find-values.ts';
import type { ApplicableField, FoundValue } from './found-value.ts';

/** The rows the rules read, for the owner's prospects among ids (someone else's are skipped). */
export async function enrichmentInputsOf(db: Db, ownerId: string, ids: string[]) {
  return db
    .select({
      id: prospects.id,
      firstName: prospects.firstName,
      lastName: prospects.lastName,
      title: prospects.title,
      email: prospects.email,
      phone: prospects.phone,
      linkedinUrl: prospects.linkedinUrl,
      timeZone: prospects.timeZone,
      companyName: companies.name,
      companyLocation: companies.location,
    })
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .where(and(eq(prospects.ownerId, ownerId), inArray(prospects.id, ids)))
    .all();
}

/** Rows per insert: one statement per batch instead of one per value (9 parameters a row). */
const ROWS_PER_INSERT = 100;

/** Stores the values found: a refreshed value keeps the user's decision only if it did not change. */
async function storeFound(db: Db, ownerId: string, enriched: EnrichedProspect[], now: number) {
  const rows = enriched.flatMap(({ prospectId, found }) =>
    found.map((value) => ({
      id: randomUUID(),
      ownerId,
      prospectId,
      ...value,
      status: 'found' as const,
      foundAt: new Date(now),
    })),
  );
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await db
      .insert(enrichmentValues)
      .values(rows.slice(i, i + ROWS_PER_INSERT))
      .onConflictDoUpdate({
        target: [enrichmentValues.prospectId, enrichmentValues.field, enrichmentValues.source],
        set: {
          status: sql`case when ${enrichmentValues.value} = excluded.value then ${enrichmentValues.status} else 'found' end`,
          decidedAt: sql`case when ${enrichmentValues.value} = excluded.value then ${enrichmentValues.decidedAt} else null end`,
          value: sql`excluded.value`,
          confidence: sql`excluded.confidence`,
          foundAt: sql`excluded.found_at`,
        },
      })
      .run();
  }
}

/** The values to write now: an empty field is filled; a filled one only when the user ticked it. */
export function valuesToApply(input: EnrichmentInput, found: FoundValue[], overwrite: ApplicableField[]) {
  const patch: Partial<Record<ApplicableField, string>> = {};
  for (const value of found) {
    if (!(value.field in FIELD_OF)) continue;
    const field = value.field as ApplicableField;
    const current = input[field];
    // A full name typed in the first name (no last name) is split as one change.
    const splitName = field === 'firstName' && !input.lastName;
    if (patch[field] === undefined && (!current || splitName || overwrite.includes(field)))
      patch[field] = value.value;
  }
  return patch;
}

const FIELD_OF: Record<ApplicableField, true> = {
  firstName: true,
  lastName: true,
  phone: true,
  linkedinUrl: true,
  timeZone: true,
};

export interface EnrichedProspect {
  prospectId: string;
  found: FoundValue[];
  patch: Partial<Record<ApplicableField, string>>;
}

/** Finds and stores the values of the owner's prospects among ids; the caller applies each patch. */
export async function findAndStore(
  db: AppDatabase,
  ownerId: string,
  ids: string[],
  overwrite: ApplicableField[],
  now: number,
): Promise<EnrichedProspect[]> {
  const inputs = await enrichmentInputsOf(db, ownerId, ids);
  const enriched = inputs.map((input) => {
    const found = findValues(input);
    return { prospectId: input.id, found, patch: valuesToApply(input, found, overwrite) };
  });
  await db.transaction(async (tx) => storeFound(tx, ownerId, enriched, now));
  return enriched;
}
