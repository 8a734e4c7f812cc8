/**
 * A sequence started: its held rows are scheduled again, a page of enrollments per transaction with a
 * yield between pages (ADR 083). Releasing 10,000 rows in one transaction held the request thread
 * 1-2 s (an update built through Drizzle per row). Each page checks the sequence is still active in
 * its transaction, so a pause between two pages is never undone. The start records a job in the
 * status change's transaction: a start that stopped midway (the process ended) is finished by it.
 */
import { nextWindowInstant } from '@leadpath/core';
import { type AppDatabase, backgroundTurn, type Db, type OutreachSettingsRow } from '@leadpath/db';
import type { AppDeps } from '../../context.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import type { JobContext } from '../../jobs/job-handlers.ts';
import { readOutreachSettings, sendingWindowOf } from './outreach-settings.ts';

export const SEQUENCE_RELEASE_HELD_JOB = 'sequence.releaseHeld';

interface ReleaseHeldPayload {
  ownerId: string;
  sequenceId: string;
}

/**
 * The intent, recorded with the status change (pass its transaction): if the pages released after the
 * commit stop midway, the job releases the rest. Run after a complete release, it finds nothing held.
 */
export async function recordRelease(tx: Db, input: ReleaseHeldPayload & { now: number }): Promise<void> {
  const { ownerId, sequenceId, now } = input;
  await enqueueJob(
    tx,
    {
      kind: SEQUENCE_RELEASE_HELD_JOB,
      payload: { ownerId, sequenceId } satisfies ReleaseHeldPayload,
      idempotencyKey: `${SEQUENCE_RELEASE_HELD_JOB}:${sequenceId}:${now}`,
    },
    now,
  );
}

export function releaseHeldJobHandler(deps: Pick<AppDeps, 'db'>) {
  return (job: JobContext<ReleaseHeldPayload>) =>
    releaseHeldRows(deps.db, { ...job.payload, now: job.now() });
}

/** Enrollments one transaction releases the held rows of (about 2-4 ms of writes). */
export const RELEASE_PAGE = 200;

// From the enrollments' (sequence, status, id) index: the owner's other held rows (every draft
// sequence's) are never walked. `+` keeps SQLite off scheduled_steps' (owner, status) index.
const HELD_PAGE_SQL = `SELECT e.id AS enrollment_id, e.time_zone, s.id, s.due_at
  FROM sequence_enrollments e JOIN scheduled_steps s ON s.enrollment_id = e.id
  WHERE e.sequence_id = ? AND e.status = 'active' AND e.id >= ?
    AND +s.status = 'held' AND +s.owner_id = ?
  ORDER BY e.id LIMIT ?`;
const RELEASE_SQL = `UPDATE scheduled_steps SET status = 'scheduled', due_at = @dueAt, note = NULL
  WHERE id = @id AND status IN ('held', 'flagged')`;

interface HeldRow {
  enrollment_id: string;
  time_zone: string | null;
  id: string;
  due_at: number | string;
}

/** Schedules the held rows of an active sequence's active enrollments again, from now (past-due ones at the next window instant). */
export async function releaseHeldRows(
  db: AppDatabase,
  input: { ownerId: string; sequenceId: string; now: number },
): Promise<void> {
  const { ownerId, sequenceId, now } = input;
  let settings: OutreachSettingsRow | undefined;
  let after = '';
  for (;;) {
    const page = await db.transaction(
      async (tx) => {
        const sequence = await db.$sql.get<{ status: string }>(
          'SELECT status FROM sequences WHERE id = ? AND owner_id = ?',
          [sequenceId, ownerId],
        );
        if (sequence?.status !== 'active') return { last: undefined, full: false };
        // From the last page's last enrollment on: a page may end between two of its rows, and the
        // rows released are no longer held.
        const rows = await db.$sql.all<HeldRow>(HELD_PAGE_SQL, [sequenceId, after, ownerId, RELEASE_PAGE]);
        if (rows.length === 0) return { last: undefined, full: false };
        settings ??= await readOutreachSettings(tx, ownerId, now);
        const window = settings;
        const updates = rows.map((row) => {
          const due = Math.max(Number(row.due_at), now);
          const placed = nextWindowInstant(sendingWindowOf(window, row.time_zone ?? 'UTC'), due) ?? due;
          return { id: row.id, dueAt: placed };
        });
        await db.$sql.runMany(RELEASE_SQL, updates);
        return { last: rows.at(-1)!.enrollment_id, full: rows.length === RELEASE_PAGE };
      },
      { behavior: 'immediate' },
    );
    if (!page.full || page.last === undefined) return;
    after = page.last;
    // The other requests in flight go first (at most 50 ms, ADR 087).
    await backgroundTurn(db, async () => undefined);
  }
}
