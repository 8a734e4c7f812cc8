import { type Db, prospects } from '@leadpath/db';
import { and, eq, inArray } from 'drizzle-orm';
import { type EnrichmentInput, findValues } from './find-values.ts';
import type { ApplicableField, FoundValue } from './found-value.ts';
import type { ChunkProspect } from './write-chunk.ts';

const FIELD_OF: Record<ApplicableField, true> = {
  firstName: true,
  lastName: true,
  phone: true,
  linkedinUrl: true,
  timeZone: true,
};

/**
 * The values to write now: an empty field is filled; a filled one only when the user ticked it. A
 * value the field already holds is not written again (a retried chunk changes nothing).
 */
export function valuesToApply(input: EnrichmentInput, found: FoundValue[], overwrite: ApplicableField[]) {
  const patch: Partial<Record<ApplicableField, string>> = {};
  for (const value of found) {
    if (!(value.field in FIELD_OF)) continue;
    const field = value.field as ApplicableField;
    const current = input[field];
    if (patch[field] !== undefined || current === value.value) continue;
    // A full name typed in the first name (no last name) is split as one change.
    const splitName = field === 'firstName' && !input.lastName;
    if (!current || splitName || overwrite.includes(field)) patch[field] = value.value;
  }
  return patch;
}

/** What the rules find for one prospect and what of it goes to its fields. */
export function planProspect(
  input: EnrichmentInput & { id: string },
  overwrite: ApplicableField[],
): ChunkProspect {
  const found = findValues(input);
  return { prospectId: input.id, found, patch: valuesToApply(input, found, overwrite) };
}

/**
 * A LinkedIn URL another prospect of the owner has (or one this chunk already gives) is not written:
 * the value stays 'found', and applying it by hand says why.
 */
export async function keepLinkedinUrlsUnique(db: Db, ownerId: string, chunk: ChunkProspect[]) {
  const wanting = chunk.filter((one) => one.patch.linkedinUrl !== undefined);
  if (wanting.length === 0) return;
  const urls = wanting.map((one) => one.patch.linkedinUrl as string);
  const taken = await db
    .select({ id: prospects.id, url: prospects.linkedinUrl })
    .from(prospects)
    .where(and(eq(prospects.ownerId, ownerId), inArray(prospects.linkedinUrl, urls)))
    .all();
  const holder = new Map(taken.map((row) => [row.url, row.id]));
  for (const one of wanting) {
    const url = one.patch.linkedinUrl as string;
    const by = holder.get(url);
    if (by !== undefined && by !== one.prospectId) delete one.patch.linkedinUrl;
    else holder.set(url, one.prospectId);
  }
}
