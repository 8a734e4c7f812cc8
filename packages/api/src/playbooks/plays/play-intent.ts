/**
 * A triggered play's intent: before it acts, a play records the prospects it is about to handle as
 * 'pending' for its event, and its log line later turns them into done or skipped. A retry of that
 * event (the first attempt acted, then failed before its log) finds its own intents, and an action
 * that answers "already" for one of them is the first attempt's work: done, not skipped.
 */
import { type AppDatabase, gtmPlayTargets } from '@leadpath/db';
import { and, eq, inArray, sql } from 'drizzle-orm';

export interface ActionResult {
  done: string[];
  skipped: { prospectId: string; reason: string }[];
}

export interface PlayTargets {
  /** Handled before: by an earlier event, or pending for another event still under way. */
  handled: Set<string>;
  /** Pending for this event: an earlier attempt of it recorded them and may have acted. */
  resumed: Set<string>;
}

export async function playTargetsOf(
  db: AppDatabase,
  playId: string,
  eventKey: string,
  ids: string[],
): Promise<PlayTargets> {
  const targets: PlayTargets = { handled: new Set(), resumed: new Set() };
  if (ids.length === 0) return targets;
  const rows = await db
    .select({
      id: gtmPlayTargets.prospectId,
      outcome: gtmPlayTargets.outcome,
      eventKey: gtmPlayTargets.eventKey,
    })
    .from(gtmPlayTargets)
    .where(and(eq(gtmPlayTargets.playId, playId), inArray(gtmPlayTargets.prospectId, ids)))
    .all();
  for (const row of rows)
    (row.outcome === 'pending' && row.eventKey === eventKey ? targets.resumed : targets.handled).add(row.id);
  return targets;
}

/** Records this event's intent for `fresh`; answers those it now owns (another event may own some). */
export async function recordIntent(
  db: AppDatabase,
  intent: { playId: string; eventKey: string; fresh: string[]; now: number },
): Promise<string[]> {
  if (intent.fresh.length === 0) return [];
  const at = new Date(intent.now);
  const rows = await db
    .insert(gtmPlayTargets)
    .values(
      intent.fresh.map((prospectId) => ({
        playId: intent.playId,
        prospectId,
        outcome: 'pending' as const,
        eventKey: intent.eventKey,
        at,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: gtmPlayTargets.prospectId });
  return rows.map((row) => row.id);
}

/** A resumed prospect the action finds already handled (enrolled, task made, removed) was this event's. */
export function settleResumed(
  result: ActionResult,
  resumed: Set<string>,
  alreadyReasons: string[],
): ActionResult {
  const settled: ActionResult = { done: [...result.done], skipped: [] };
  for (const skip of result.skipped) {
    if (resumed.has(skip.prospectId) && alreadyReasons.includes(skip.reason))
      settled.done.push(skip.prospectId);
    else settled.skipped.push(skip);
  }
  return settled;
}

/** The run's outcomes: this event's intents become done or skipped; a prospect another event handled stays its. */
export async function recordOutcomes(
  tx: Pick<AppDatabase, 'insert'>,
  run: { playId: string; eventKey: string; result: ActionResult; at: Date },
): Promise<void> {
  const { result, at } = run;
  const targets = [
    ...result.done.map((prospectId) => ({ prospectId, outcome: 'done' as const, reason: null })),
    ...result.skipped.map((s) => ({
      prospectId: s.prospectId,
      outcome: 'skipped' as const,
      reason: s.reason,
    })),
  ];
  if (targets.length === 0) return;
  await tx
    .insert(gtmPlayTargets)
    .values(targets.map((target) => ({ playId: run.playId, ...target, eventKey: run.eventKey, at })))
    .onConflictDoUpdate({
      target: [gtmPlayTargets.playId, gtmPlayTargets.prospectId],
      set: { outcome: sql`excluded.outcome`, reason: sql`excluded.reason`, at },
      setWhere: and(eq(gtmPlayTargets.outcome, 'pending'), eq(gtmPlayTargets.eventKey, run.eventKey)),
    })
    .run();
}
