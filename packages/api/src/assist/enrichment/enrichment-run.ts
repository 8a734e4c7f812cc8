import { randomUUID } from 'node:crypto';
import {
  type AppDatabase,
  backgroundTurn,
  type EnrichmentRunRow,
  enrichmentRunSelections,
  enrichmentRuns,
  type Tx,
} from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import type { JobContext } from '../../jobs/job-handlers.ts';
import { planChunk, writeChunk } from './enrich-chunk.ts';
import type { ApplicableField } from './found-value.ts';
import { oneChunkAtATime } from './one-chunk-at-a-time.ts';

export const ENRICH_RUN_JOB = 'enrichment.run';
export const ENRICHMENT_RUN_NOT_FOUND = 'Enrichment run not found';
/**
 * Prospects per chunk: one chunk's work stays short, so requests interleave (ADR 042, ADR 059). 8, not
 * 25 or 10: a cheap GET waits behind at most one chunk's transaction (ADR 076 and docs/benchmarks.md).
 */
export const ENRICH_CHUNK = 8;

export interface EnrichRunPayload {
  runId: string;
}

/** Records the run and its job together: both or neither. */
export async function startEnrichmentRun(
  db: AppDatabase,
  ownerId: string,
  input: { ids: string[]; overwrite: ApplicableField[] },
  now: number,
) {
  const ids = [...new Set(input.ids)];
  const id = randomUUID();
  return db.transaction(async (tx) => {
    await tx
      .insert(enrichmentRuns)
      .values({
        id,
        ownerId,
        overwrite: JSON.stringify(input.overwrite),
        total: ids.length,
        status: 'queued',
        createdAt: new Date(now),
      })
      .run();
    await tx
      .insert(enrichmentRunSelections)
      .values({ runId: id, prospectIds: JSON.stringify(ids) })
      .run();
    const job = await enqueueJob(
      tx,
      { kind: ENRICH_RUN_JOB, payload: { runId: id }, idempotencyKey: `enrichment-run:${id}` },
      now,
    );
    return { runId: id, jobId: job.id, total: ids.length };
  });
}

export function toRun(row: EnrichmentRunRow) {
  return {
    id: row.id,
    status: row.status,
    total: row.total,
    done: row.done,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function enrichmentRunOf(db: AppDatabase, ownerId: string, id: string) {
  const row = await db
    .select()
    .from(enrichmentRuns)
    .where(and(eq(enrichmentRuns.ownerId, ownerId), eq(enrichmentRuns.id, id)))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: ENRICHMENT_RUN_NOT_FOUND });
  return toRun(row);
}

/** Works the run in chunks from where it stopped (a retried job picks up after its last chunk). */
export function enrichRunJobHandler(deps: AppDeps) {
  return async (job: JobContext<EnrichRunPayload>) => {
    const run = await deps.db
      .select()
      .from(enrichmentRuns)
      .where(eq(enrichmentRuns.id, job.payload.runId))
      .get();
    if (!run || run.status === 'done') return;
    const selection = await deps.db
      .select({ prospectIds: enrichmentRunSelections.prospectIds })
      .from(enrichmentRunSelections)
      .where(eq(enrichmentRunSelections.runId, run.id))
      .get();
    const ids = JSON.parse(selection?.prospectIds ?? '[]') as string[];
    const overwrite = JSON.parse(run.overwrite) as ApplicableField[];
    for (let done = run.done; done < ids.length; done += ENRICH_CHUNK) {
      if (job.signal.aborted) throw new Error('The runner stopped this run; it resumes from its last chunk.');
      const next = Math.min(done + ENRICH_CHUNK, ids.length);
      // The progress commits with the chunk: a retried job never works a chunk twice.
      const progress = (tx: Tx) =>
        tx
          .update(enrichmentRuns)
          .set({ done: next, status: 'running' })
          .where(eq(enrichmentRuns.id, run.id))
          .run();
      // Two background turns: the rules between requests, then one short write transaction.
      await oneChunkAtATime(deps.db, async () => {
        const slice = ids.slice(done, next);
        const planned = await backgroundTurn(deps.db, () =>
          planChunk(deps.db, run.ownerId, slice, overwrite),
        );
        await backgroundTurn(deps.db, () =>
          writeChunk(deps.db, run.ownerId, planned, { overwrite, now: job.now(), inTransaction: progress }),
        );
      });
    }
    await deps.db
      .update(enrichmentRuns)
      .set({ status: 'done', finishedAt: new Date(job.now()) })
      .where(eq(enrichmentRuns.id, run.id))
      .run();
  };
}
