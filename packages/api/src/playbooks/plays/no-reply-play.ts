/**
 * The "no reply after N days" plays, on the job engine's tick: once an hour of app time each enabled
 * one (in an active playbook) gets a pass over prospects enrolled in one of the playbook's sequences at
 * least N days ago who never replied; the pass's key makes it once per hour whatever the instances.
 */
import {
  type AppDatabase,
  gtmPlaybooks,
  gtmPlays,
  gtmPlayTargets,
  type PlaybookRow,
  type PlayRow,
  prospects,
  sequenceEnrollments,
  sequenceEvents,
} from '@leadpath/db';
import { and, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import type { JobContext } from '../../jobs/job-handlers.ts';
import { runTriggeredPlay } from './run-play.ts';

export const GTM_NO_REPLY_PLAY_JOB = 'gtm.noReplyPlay';
export const NO_REPLY_PASS_MS = 3_600_000;
const DAY_MS = 86_400_000;
const SCHEDULE_BATCH = 1000;

export interface NoReplyPlayPayload {
  playId: string;
  /** The hour of app time the pass belongs to. */
  pass: number;
}

export async function scheduleNoReplyPlays(db: AppDatabase, at: number): Promise<number> {
  const pass = Math.floor(at / NO_REPLY_PASS_MS);
  const plays = await db
    .select({ id: gtmPlays.id })
    .from(gtmPlays)
    .innerJoin(gtmPlaybooks, eq(gtmPlaybooks.id, gtmPlays.playbookId))
    .where(
      and(eq(gtmPlays.trigger, 'no_reply'), eq(gtmPlays.enabled, true), eq(gtmPlaybooks.status, 'active')),
    )
    .limit(SCHEDULE_BATCH)
    .all();
  for (const { id } of plays)
    await enqueueJob<typeof GTM_NO_REPLY_PLAY_JOB, NoReplyPlayPayload>(
      db,
      {
        kind: GTM_NO_REPLY_PLAY_JOB,
        payload: { playId: id, pass },
        idempotencyKey: `gtm-no-reply:${id}:${pass}`,
      },
      at,
    );
  return plays.length;
}

/**
 * Enrolled in one of the playbook's sequences N days ago or more, no reply since, not handled by the play
 * (this pass's own intents aside: a retried pass finishes them).
 */
function noReplyScope(playbook: PlaybookRow, play: PlayRow, now: number, eventKey: string) {
  const sequenceIds = [...new Set(playbook.personas.flatMap((p) => (p.sequenceId ? [p.sequenceId] : [])))];
  if (sequenceIds.length === 0) return sql`1 = 0`;
  const cutoff = new Date(now - (play.noReplyDays ?? 1) * DAY_MS);
  const replied = sql`select 1 from ${sequenceEvents} where ${sequenceEvents.enrollmentId} = ${sequenceEnrollments.id} and ${inArray(sequenceEvents.kind, ['replied', 'linkedin_reply'])}`;
  const waiting = sql`select 1 from ${sequenceEnrollments} where ${and(
    eq(sequenceEnrollments.prospectId, prospects.id),
    inArray(sequenceEnrollments.sequenceId, sequenceIds),
    lte(sequenceEnrollments.enrolledAt, cutoff),
    or(isNull(sequenceEnrollments.finishReason), eq(sequenceEnrollments.finishReason, 'completed')),
  )} and not exists (${replied})`;
  const handled = sql`select 1 from ${gtmPlayTargets} where ${and(
    eq(gtmPlayTargets.playId, play.id),
    eq(gtmPlayTargets.prospectId, prospects.id),
    or(ne(gtmPlayTargets.outcome, 'pending'), ne(gtmPlayTargets.eventKey, eventKey)),
  )}`;
  return and(sql`exists (${waiting})`, sql`not exists (${handled})`);
}

export async function runNoReplyPlay(
  db: AppDatabase,
  payload: NoReplyPlayPayload,
  now: number,
): Promise<void> {
  const row = await db
    .select({ play: gtmPlays, playbook: gtmPlaybooks })
    .from(gtmPlays)
    .innerJoin(gtmPlaybooks, eq(gtmPlaybooks.id, gtmPlays.playbookId))
    .where(eq(gtmPlays.id, payload.playId))
    .get();
  if (!row?.play.enabled || row.playbook.status !== 'active') return;
  const eventKey = `no-reply:${payload.pass}`;
  await runTriggeredPlay(db, {
    playbook: row.playbook,
    play: row.play,
    scope: noReplyScope(row.playbook, row.play, now, eventKey),
    eventKey,
    now,
    logEmpty: false,
  });
}

export function gtmNoReplyPlayJobHandler(deps: AppDeps) {
  return (job: JobContext<NoReplyPlayPayload>) => runNoReplyPlay(deps.db, job.payload, job.now());
}
