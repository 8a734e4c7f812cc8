import { type AppDatabase, timeOrderedId } from '@leadpath/db';
import {
  NAMELESS_COLUMNS,
  PATCH_COLUMNS,
  type PatchColumn,
  piecesOf,
  readInputsSql,
  upsertValuesSql,
  writePatchesSql,
} from './chunk-sql.ts';
import type { EnrichmentInput } from './find-values.ts';
import type { ApplicableField, FoundValue } from './found-value.ts';

/** One prospect's values and the patch that goes to its fields. */
export interface ChunkProspect {
  prospectId: string;
  found: FoundValue[];
  patch: Partial<Record<ApplicableField, string>>;
}

/** The rows the rules read, for the owner's prospects among ids (someone else's are skipped). */
export async function readInputs(db: AppDatabase, ownerId: string, ids: string[]) {
  type Row = EnrichmentInput & { id: string; ownerId: string };
  const rows: Row[] = [];
  for (const piece of piecesOf(ids))
    rows.push(...(await db.$sql.all<Row>(readInputsSql(piece.length), piece)));
  return rows.filter((row) => row.ownerId === ownerId);
}

/** A value the patch writes is stored 'applied' (every source that found that value, as before). */
const isApplied = (one: ChunkProspect, value: FoundValue) =>
  one.patch[value.field as ApplicableField] === value.value;

/** Stores every value found, in multi-row upserts (statuses: chunk-sql.ts). */
export async function storeValues(db: AppDatabase, ownerId: string, chunk: ChunkProspect[], now: number) {
  const rows = chunk.flatMap((one) =>
    one.found.map((value) => {
      const applied = isApplied(one, value);
      return [
        timeOrderedId(),
        ownerId,
        one.prospectId,
        value.field,
        value.value,
        value.source,
        value.confidence,
        applied ? 'applied' : 'found',
        now,
        applied ? now : null,
      ];
    }),
  );
  for (const piece of piecesOf(rows)) await db.$sql.run(upsertValuesSql(piece.length), piece.flat());
}

const FIELD_OF_COLUMN: Record<PatchColumn, ApplicableField> = {
  first_name: 'firstName',
  last_name: 'lastName',
  phone: 'phone',
  linkedin_url: 'linkedinUrl',
  time_zone: 'timeZone',
};

async function writeEach(
  db: AppDatabase,
  ownerId: string,
  patched: ChunkProspect[],
  columns: readonly PatchColumn[],
  now: number,
) {
  for (const piece of piecesOf(patched)) {
    const values = piece.flatMap((one) => [
      one.prospectId,
      ...columns.map((column) => one.patch[FIELD_OF_COLUMN[column]] ?? null),
    ]);
    await db.$sql.run(writePatchesSql(piece.length, columns), [now, ...values, ownerId]);
  }
}

const changesName = (one: ChunkProspect) =>
  one.patch.firstName !== undefined || one.patch.lastName !== undefined;

/** Writes every patch of the chunk, a few statements for all; updated_at moves (the CRM sees a change). */
export async function writePatches(db: AppDatabase, ownerId: string, chunk: ChunkProspect[], now: number) {
  const patched = chunk.filter((one) => Object.keys(one.patch).length > 0);
  await writeEach(db, ownerId, patched.filter(changesName), PATCH_COLUMNS, now);
  await writeEach(
    db,
    ownerId,
    patched.filter((one) => !changesName(one)),
    NAMELESS_COLUMNS,
    now,
  );
  return patched;
}
