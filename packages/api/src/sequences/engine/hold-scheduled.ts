/**
 * A sequence paused: its scheduled rows are held, a page of enrollments per transaction with a yield
 * between pages (ADR 091), as a start releases them (ADR 083). One UPDATE of every row held the request
 * thread 220-365 ms for a sequence of 10,000. Each page checks the sequence is still paused in its
 * transaction, so a start between two pages is never undone. The pause records a job in the status
 * change's transaction: a pause that stopped midway (the process ended) is finished by it; until then
 * the tick holds a paused sequence's rows as they come due, so nothing is sent meanwhile.
 */
import { type AppDatabase, backgroundTurn, type Db } from '@leadpath/db';
import type { AppDeps } from '../../context.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import type { JobContext } from '../../jobs/job-handlers.ts';

export const SEQUENCE_HOLD_SCHEDULED_JOB = 'sequence.holdScheduled';

interface HoldScheduledPayload {
  ownerId: string;
  sequenceId: string;
}

/** The intent, recorded with the status change (pass its transaction). Run after a complete hold, it finds nothing scheduled. */
export async function recordHold(tx: Db, input: HoldScheduledPayload & { now: number }): Promise<void> {
  const { ownerId, sequenceId, now } = input;
  await enqueueJob(
    tx,
    {
      kind: SEQUENCE_HOLD_SCHEDULED_JOB,
      payload: { ownerId, sequenceId } satisfies HoldScheduledPayload,
      idempotencyKey: `${SEQUENCE_HOLD_SCHEDULED_JOB}:${sequenceId}:${now}`,
    },
    now,
  );
}

export function holdScheduledJobHandler(deps: Pick<AppDeps, 'db'>) {
  return (job: JobContext<HoldScheduledPayload>) => holdScheduledRows(deps.db, job.payload);
}

/** Enrollments one transaction holds the scheduled rows of (about 2-4 ms of writes). */
export const HOLD_PAGE = 200;

// Every enrollment of the sequence, whatever its status (the one UPDATE held every scheduled row of the
// sequence), walked along its (sequence, prospect) index.
const ENROLLMENT_PAGE_SQL = `SELECT id, prospect_id FROM sequence_enrollments
  WHERE sequence_id = ? AND prospect_id > ? ORDER BY prospect_id LIMIT ?`;
// Each enrollment's rows along scheduled_steps(enrollment_id): `+` keeps SQLite off the (owner, status, …)
// indexes, which it chose without statistics and which walk every scheduled row of the owner for each
// enrollment (ADR 095: 10,000 enrollments held in about 10 s of the thread at load 12, quadratic in the rows).
export const HOLD_SQL = `UPDATE scheduled_steps SET status = 'held'
  WHERE enrollment_id = @enrollmentId AND +sequence_id = @sequenceId AND +owner_id = @ownerId AND +status = 'scheduled'`;

/** Holds the scheduled rows of a paused sequence, a page of enrollments at a time. */
export async function holdScheduledRows(db: AppDatabase, input: HoldScheduledPayload): Promise<void> {
  const { ownerId, sequenceId } = input;
  let after = '';
  for (;;) {
    const page = await db.transaction(
      async () => {
        const sequence = await db.$sql.get<{ status: string }>(
          'SELECT status FROM sequences WHERE id = ? AND owner_id = ?',
          [sequenceId, ownerId],
        );
        if (sequence?.status !== 'paused') return undefined;
        const enrollments = await db.$sql.all<{ id: string; prospect_id: string }>(ENROLLMENT_PAGE_SQL, [
          sequenceId,
          after,
          HOLD_PAGE,
        ]);
        if (enrollments.length > 0)
          await db.$sql.runMany(
            HOLD_SQL,
            enrollments.map(({ id }) => ({ enrollmentId: id, sequenceId, ownerId })),
          );
        return enrollments.length === HOLD_PAGE ? enrollments.at(-1)!.prospect_id : undefined;
      },
      { behavior: 'immediate' },
    );
    if (page === undefined) return;
    after = page;
    // The other requests in flight go first (at most 50 ms, ADR 087).
    await backgroundTurn(db, async () => undefined);
  }
}
