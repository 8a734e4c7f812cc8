import { type AppDatabase, type Db, scheduledSteps, type Tx, webhookEndpoints } from '@leadpath/db';
import { and, eq, inArray } from 'drizzle-orm';
import { emitProspectEvent } from '../../prospects/prospect-webhook.ts';
import { retryFlaggedSteps } from '../../sequences/engine/enrollment-actions.ts';
import type { ApplicableField } from './found-value.ts';
import { keepLinkedinUrlsUnique, planProspect } from './store-values.ts';
import { type ChunkProspect, readInputs, storeValues, writePatches } from './write-chunk.ts';

/**
 * prospect.updated for each changed prospect, as a person's edit sends it. One read first: with no
 * endpoint listening there is nothing to record (prospect.updated starts no play).
 */
async function announceUpdates(db: Db, ownerId: string, patched: ChunkProspect[], now: number) {
  if (patched.length === 0) return;
  const endpoints = await db
    .select({ events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.ownerId, ownerId), eq(webhookEndpoints.enabled, true)))
    .all();
  if (!endpoints.some((endpoint) => endpoint.events.includes('prospect.updated'))) return;
  for (const one of patched) {
    const changed = Object.keys(one.patch);
    await emitProspectEvent(db, {
      ownerId,
      prospectId: one.prospectId,
      type: 'prospect.updated',
      now,
      changed,
    });
  }
}

/** A step held for a placeholder a changed prospect lacked goes out at the next tick (as after an edit). */
async function retryFlaggedOf(db: AppDatabase, ownerId: string, ids: string[], now: number) {
  if (ids.length === 0) return;
  const flagged = await db
    .selectDistinct({ prospectId: scheduledSteps.prospectId })
    .from(scheduledSteps)
    .where(
      and(
        eq(scheduledSteps.ownerId, ownerId),
        eq(scheduledSteps.status, 'flagged'),
        inArray(scheduledSteps.prospectId, ids),
      ),
    )
    .all();
  for (const { prospectId } of flagged) await retryFlaggedSteps(db, { ownerId, prospectId, now });
}

type Input = Awaited<ReturnType<typeof readInputs>>[number];

/** What the rules found for a chunk, from the rows as they were read. */
export interface PlannedChunk {
  ids: string[];
  inputs: Input[];
  chunk: ChunkProspect[];
}

/** Reads a chunk and runs the rules on it, outside any transaction: no one waits for the CPU work. */
export async function planChunk(
  db: AppDatabase,
  ownerId: string,
  ids: string[],
  overwrite: ApplicableField[],
): Promise<PlannedChunk> {
  const inputs = await readInputs(db, ownerId, ids);
  return { ids, inputs, chunk: inputs.map((input) => planProspect(input, overwrite)) };
}

const sameInput = (a: Input, b: Input) =>
  a.firstName === b.firstName &&
  a.lastName === b.lastName &&
  a.phone === b.phone &&
  a.linkedinUrl === b.linkedinUrl &&
  a.timeZone === b.timeZone &&
  a.email === b.email &&
  a.title === b.title &&
  a.companyLocation === b.companyLocation &&
  a.companyName === b.companyName;

/**
 * Writes a planned chunk in one short transaction: every value stored, the empty (and ticked) fields
 * written, in a few statements. The rows are read again first: a prospect someone changed since the
 * plan is planned again, so a field a person filled meanwhile is never overwritten. `inTransaction`
 * commits with it (a run's progress), so a retried chunk is never counted twice.
 */
export async function writeChunk(
  db: AppDatabase,
  ownerId: string,
  planned: PlannedChunk,
  options: { overwrite: ApplicableField[]; now: number; inTransaction?: (tx: Tx) => Promise<unknown> },
): Promise<{ enriched: number; applied: number }> {
  const { overwrite, now } = options;
  const result = await db.transaction(async (tx) => {
    const before = new Map(planned.inputs.map((input, i) => [input.id, i]));
    const chunk = (await readInputs(db, ownerId, planned.ids)).map((input) => {
      const i = before.get(input.id);
      const same = i !== undefined && sameInput(planned.inputs[i] as Input, input);
      return same ? (planned.chunk[i as number] as ChunkProspect) : planProspect(input, overwrite);
    });
    await keepLinkedinUrlsUnique(tx, ownerId, chunk);
    await storeValues(db, ownerId, chunk, now);
    const patched = await writePatches(db, ownerId, chunk, now);
    await announceUpdates(tx, ownerId, patched, now);
    await options.inTransaction?.(tx);
    return { enriched: chunk.length, patchedIds: patched.map((one) => one.prospectId) };
  });
  await retryFlaggedOf(db, ownerId, result.patchedIds, now);
  return { enriched: result.enriched, applied: result.patchedIds.length };
}

/** Enriches the owner's prospects among ids at once (one prospect, from the drawer or the API). */
export async function enrichChunk(
  db: AppDatabase,
  ownerId: string,
  ids: string[],
  options: { overwrite: ApplicableField[]; now: number },
) {
  return writeChunk(db, ownerId, await planChunk(db, ownerId, ids, options.overwrite), options);
}
