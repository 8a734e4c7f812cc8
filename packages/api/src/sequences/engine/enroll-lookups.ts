/** What enrolling reads before it writes: the sequence and its first step, each prospect's standing, the next slot. */
import {
  type Db,
  type ProspectRow,
  prospects,
  type SequenceRow,
  type SequenceStepRow,
  sequenceEnrollments,
  sequenceSteps,
  sequences,
  suppressedAddresses,
} from '@leadpath/db';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';

const CHUNK = 500;

// IN lists stay below the engines' bound-parameter limits.
function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** The owner's sequence and its first step (null where either is missing). */
export async function readSequenceAndFirstStep(
  db: Db,
  ownerId: string,
  sequenceId: string,
): Promise<{ sequence: SequenceRow | undefined; first: SequenceStepRow | undefined }> {
  const sequence = await db
    .select()
    .from(sequences)
    .where(and(eq(sequences.id, sequenceId), eq(sequences.ownerId, ownerId)))
    .get();
  const steps = sequence
    ? await db
        .select()
        .from(sequenceSteps)
        .where(eq(sequenceSteps.sequenceId, sequenceId))
        .orderBy(asc(sequenceSteps.position))
        .all()
    : [];
  return { sequence, first: steps[0] };
}

/** Where each prospect stands: found (the owner's), already in this sequence, active elsewhere, suppressed. */
export interface ProspectStanding {
  found: Map<string, ProspectRow>;
  inThis: Set<string>;
  elsewhere: Set<string>;
  /** Suppressed addresses, trimmed and lower-cased. */
  suppressed: Set<string>;
}

export async function readProspectStanding(
  db: Db,
  ownerId: string,
  sequenceId: string,
  ids: readonly string[],
): Promise<ProspectStanding> {
  const found = new Map<string, ProspectRow>();
  const inThis = new Set<string>();
  const elsewhere = new Set<string>();
  for (const part of chunks(ids)) {
    for (const row of await db
      .select()
      .from(prospects)
      // `+owner_id`: by id, not along the owner's index (10 ms a call at 100,000 prospects against 0.2).
      .where(and(sql`+${prospects.ownerId} = ${ownerId}`, inArray(prospects.id, part)))
      .all())
      found.set(row.id, row);
    for (const row of await db
      .select({ prospectId: sequenceEnrollments.prospectId, sequenceId: sequenceEnrollments.sequenceId })
      .from(sequenceEnrollments)
      .where(
        and(inArray(sequenceEnrollments.prospectId, part), eq(sequenceEnrollments.sequenceId, sequenceId)),
      )
      .all())
      inThis.add(row.prospectId);
    for (const row of await db
      .select({ prospectId: sequenceEnrollments.prospectId })
      .from(sequenceEnrollments)
      .where(
        and(
          inArray(sequenceEnrollments.prospectId, part),
          ne(sequenceEnrollments.sequenceId, sequenceId),
          inArray(sequenceEnrollments.status, ['active', 'paused']),
        ),
      )
      .all())
      elsewhere.add(row.prospectId);
  }
  const suppressed = await readSuppressed(db, ownerId, found.values());
  return { found, inThis, elsewhere, suppressed };
}

async function readSuppressed(db: Db, ownerId: string, rows: Iterable<ProspectRow>): Promise<Set<string>> {
  const emails = [...rows].map((row) => row.email.trim().toLowerCase()).filter(Boolean);
  const suppressed = new Set<string>();
  for (const part of chunks(emails)) {
    for (const row of await db
      .select({ email: suppressedAddresses.email })
      .from(suppressedAddresses)
      .where(and(eq(suppressedAddresses.ownerId, ownerId), inArray(suppressedAddresses.email, part)))
      .all())
      suppressed.add(row.email);
  }
  return suppressed;
}

/** The next enrollment's variant slot: how many enrollments the sequence has had (an even round-robin). */
export async function nextVariantSlot(db: Db, sequenceId: string): Promise<number> {
  return (
    (
      await db
        .select({ n: count() })
        .from(sequenceEnrollments)
        .where(eq(sequenceEnrollments.sequenceId, sequenceId))
        .get()
    )?.n ?? 0
  );
}
