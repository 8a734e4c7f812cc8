/**
 * One run of a triggered play: its action applied to the matching prospects it never handled, each
 * handled prospect recorded once (done, or skipped with the reason), and the run logged once per event.
 */
import { randomUUID } from 'node:crypto';
import { prospectPatchSchema } from '@leadpath/core/schemas/prospects';
import {
  type AppDatabase,
  gtmTriggeredPlayRuns,
  type PlaybookRow,
  type PlayRow,
  type PlaySkip,
} from '@leadpath/db';
import { and, eq, type SQL } from 'drizzle-orm';
import { queueCrmPush } from '../../crm/queue-prospect-push.ts';
import { updateProspect } from '../../prospects/mutations.ts';
import { enrollProspects, SKIP_ALREADY_ENROLLED } from '../../sequences/engine/enroll.ts';
import { removeEnrollment } from '../../sequences/engine/enrollment-actions.ts';
import { createTask } from '../../tasks/create-task.ts';
import { matchingProspectIds, personaOf } from './play-filter.ts';
import {
  type ActionResult,
  playTargetsOf,
  recordIntent,
  recordOutcomes,
  settleResumed,
} from './play-intent.ts';
import { playTaskSourceKey } from './task-source.ts';

export const SKIP_HANDLED_BY_PLAY = 'Already handled by this play';
export const SKIP_NO_SEQUENCE_LINKED = 'The play has no sequence: its persona links none';
export const SKIP_NOT_IN_SEQUENCE = 'Not in the sequence, or already finished there';
export const SKIP_TASK_EXISTS = 'This play already made a task for the prospect';
/** What an action answers when the prospect is already as the play would leave it. */
const ALREADY_REASONS = [SKIP_ALREADY_ENROLLED, SKIP_TASK_EXISTS, SKIP_NOT_IN_SEQUENCE];

async function applyAction(
  db: AppDatabase,
  playbook: PlaybookRow,
  play: PlayRow,
  ids: string[],
  now: number,
): Promise<ActionResult> {
  if (ids.length === 0) return { done: [], skipped: [] };
  if (play.action === 'set_status') {
    // The prospects area's own edit: its webhook and its checks, as a user's change of status.
    const patch = prospectPatchSchema.parse({ status: play.status });
    for (const id of ids) await updateProspect(db, playbook.ownerId, id, patch, now);
    return { done: ids, skipped: [] };
  }
  if (play.action === 'create_task') return createTasks(db, playbook, play, ids, now);
  if (play.action === 'push_crm') {
    // One sync run of the owner's pending leads takes them all; without a ready CRM, the log says why.
    const queued = await queueCrmPush(db, playbook.ownerId, now);
    if (queued.queued) return { done: ids, skipped: [] };
    return { done: [], skipped: ids.map((prospectId) => ({ prospectId, reason: queued.reason })) };
  }
  const sequenceId = play.sequenceId ?? personaOf(playbook, play)?.sequenceId;
  if (!sequenceId)
    return { done: [], skipped: ids.map((prospectId) => ({ prospectId, reason: SKIP_NO_SEQUENCE_LINKED })) };
  if (play.action === 'remove')
    return removeFromSequence(db, { ownerId: playbook.ownerId, sequenceId, now }, ids);
  // The sequence engine's own enrollment: it skips, with the reason, anyone already in the sequence,
  // unsubscribed or bounced, or active in another sequence.
  const result = await enrollProspects(db, {
    ownerId: playbook.ownerId,
    sequenceId,
    prospectIds: ids,
    allowOtherActive: false,
    now,
  });
  return { done: result.enrolled, skipped: result.skipped };
}

/**
 * The tasks area's own creation: one task per play and prospect (its source key), so a job retried
 * after making the task and before recording the target makes none more.
 */
async function createTasks(
  db: AppDatabase,
  playbook: PlaybookRow,
  play: PlayRow,
  ids: string[],
  now: number,
): Promise<ActionResult> {
  const result: ActionResult = { done: [], skipped: [] };
  for (const prospectId of ids) {
    const made = await createTask(db, {
      ownerId: playbook.ownerId,
      prospectId,
      title: play.taskTitle ?? play.name,
      type: play.taskType ?? 'todo',
      dueInDays: play.taskDueDays ?? 0,
      sourceKey: playTaskSourceKey(play.id, prospectId),
      now,
    });
    if (made) result.done.push(prospectId);
    else result.skipped.push({ prospectId, reason: SKIP_TASK_EXISTS });
  }
  return result;
}

/** The sequence engine's own removal (its rows canceled, finished 'removed'); false: nothing to remove. */
async function removeFromSequence(
  db: AppDatabase,
  ref: { ownerId: string; sequenceId: string; now: number },
  ids: string[],
): Promise<ActionResult> {
  const result: ActionResult = { done: [], skipped: [] };
  for (const prospectId of ids) {
    if (await removeEnrollment(db, { ...ref, prospectId })) result.done.push(prospectId);
    else result.skipped.push({ prospectId, reason: SKIP_NOT_IN_SEQUENCE });
  }
  return result;
}

const countReasons = (reasons: string[]): PlaySkip[] => {
  const counts = new Map<string, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts.entries()].map(([reason, count]) => ({ reason, count }));
};

async function alreadyLogged(db: AppDatabase, playId: string, eventKey: string): Promise<boolean> {
  const logged = await db
    .select({ id: gtmTriggeredPlayRuns.id })
    .from(gtmTriggeredPlayRuns)
    .where(and(eq(gtmTriggeredPlayRuns.playId, playId), eq(gtmTriggeredPlayRuns.eventKey, eventKey)))
    .get();
  return Boolean(logged);
}

/** The prospects handled this time and the run's log line, together: a retried job finds both or neither. */
async function recordRun(
  db: AppDatabase,
  run: {
    playbook: PlaybookRow;
    play: PlayRow;
    eventKey: string;
    now: number;
    matched: number;
    handledBefore: number;
    result: ActionResult;
  },
): Promise<void> {
  const { play, result } = run;
  const at = new Date(run.now);
  const skipped = countReasons([
    ...Array.from({ length: run.handledBefore }, () => SKIP_HANDLED_BY_PLAY),
    ...result.skipped.map((s) => s.reason),
  ]);
  await db.transaction(async (tx) => {
    await recordOutcomes(tx, { playId: play.id, eventKey: run.eventKey, result, at });
    await tx
      .insert(gtmTriggeredPlayRuns)
      .values({
        id: randomUUID(),
        ownerId: run.playbook.ownerId,
        playId: play.id,
        eventKey: run.eventKey,
        matched: run.matched,
        done: result.done.length,
        skipped,
        ranAt: at,
      })
      .onConflictDoNothing()
      .run();
  });
}

export async function runTriggeredPlay(
  db: AppDatabase,
  input: {
    playbook: PlaybookRow;
    play: PlayRow;
    scope: SQL | undefined;
    eventKey: string;
    now: number;
    /** False for the hourly no-reply passes: a pass that matched nobody is not worth a log line. */
    logEmpty?: boolean;
  },
): Promise<void> {
  const { playbook, play, eventKey, now } = input;
  if (await alreadyLogged(db, play.id, eventKey)) return;
  const matched = await matchingProspectIds(db, playbook, play, input.scope);
  if (matched.length === 0 && input.logEmpty === false) return;
  const { handled, resumed } = await playTargetsOf(db, play.id, eventKey, matched);
  const fresh = matched.filter((id) => !handled.has(id) && !resumed.has(id));
  const owned = await recordIntent(db, { playId: play.id, eventKey, fresh, now });
  const acting = [...resumed, ...owned];
  const result = await applyAction(db, playbook, play, acting, now);
  await recordRun(db, {
    playbook,
    play,
    eventKey,
    now,
    matched: matched.length,
    handledBefore: matched.length - acting.length,
    result: settleResumed(result, resumed, ALREADY_REASONS),
  });
}
