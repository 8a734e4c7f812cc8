import { randomUUID } from 'node:crypto';
import { MAX_SESSION_PROSPECTS, type StartDialerSessionInput } from '@leadpath/core/schemas/dialer';
import {
  type AppDatabase,
  dialerQueueItems,
  dialerSessions,
  prospects,
  scheduledSteps,
  sequenceSteps,
} from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { recordPublishedUse } from '../ai-training/published.ts';
import { savedFilterProspectIds } from '../prospects/saved-filters/saved-filter-prospects.ts';
import { dueCallTasks, userDayOf } from './due-call-tasks.ts';

export const NO_CALL_TASKS_DUE = 'No call tasks are due today: nothing to call from your sequences';
export const NO_PROSPECTS_FOUND = 'None of the chosen prospects were found';
export const NO_PROSPECTS_MATCH = 'No prospects match this saved filter: nothing to call';

/** Today's due call tasks, due by the end of the user's own day (due-call-tasks.ts): at most one per prospect. */
async function callTaskQueue(db: AppDatabase, ownerId: string, now: number) {
  const day = await userDayOf(db, ownerId, now);
  const rows = await db
    .select({ prospectId: scheduledSteps.prospectId, scheduledStepId: scheduledSteps.id })
    .from(scheduledSteps)
    .innerJoin(sequenceSteps, eq(sequenceSteps.id, scheduledSteps.stepId))
    .where(dueCallTasks(ownerId, day.to))
    .orderBy(asc(scheduledSteps.dueAt), asc(scheduledSteps.id))
    .all();
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.prospectId) && seen.add(row.prospectId));
}

/** The owner's prospects among the chosen ids, in the order chosen. */
async function selectionQueue(db: AppDatabase, ownerId: string, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const found = new Set(
    (
      await db
        .select({ id: prospects.id })
        .from(prospects)
        .where(and(eq(prospects.ownerId, ownerId), inArray(prospects.id, unique)))
        .all()
    ).map((row) => row.id),
  );
  return unique.filter((id) => found.has(id)).map((prospectId) => ({ prospectId, scheduledStepId: null }));
}

/** A saved filter's prospects, bounded as a selection is: the first MAX_SESSION_PROSPECTS in the list's order. */
async function savedFilterQueue(db: AppDatabase, ownerId: string, savedFilterId: string) {
  const ids = await savedFilterProspectIds(db, ownerId, savedFilterId, MAX_SESSION_PROSPECTS);
  return ids.map((prospectId) => ({ prospectId, scheduledStepId: null }));
}

const EMPTY_QUEUE: Record<StartDialerSessionInput['source'], string> = {
  selection: NO_PROSPECTS_FOUND,
  saved_filter: NO_PROSPECTS_MATCH,
  call_tasks: NO_CALL_TASKS_DUE,
};

function queueOf(db: AppDatabase, ownerId: string, input: StartDialerSessionInput, now: number) {
  if (input.source === 'call_tasks') return callTaskQueue(db, ownerId, now);
  if (input.source === 'saved_filter') return savedFilterQueue(db, ownerId, input.savedFilterId);
  return selectionQueue(db, ownerId, input.prospectIds);
}

/** Creates a session and its queue (nothing is reserved until the first Next). */
export async function startSession(
  db: AppDatabase,
  ownerId: string,
  input: StartDialerSessionInput,
  now: number,
): Promise<string> {
  const queue = await queueOf(db, ownerId, input, now);
  if (queue.length === 0) throw new TRPCError({ code: 'BAD_REQUEST', message: EMPTY_QUEUE[input.source] });
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx
      .insert(dialerSessions)
      .values({ id, ownerId, source: input.source, status: 'active', createdAt: new Date(now) })
      .run();
    await recordPublishedUse(tx, 'call-script', 'dialer-session', id, now);
    await tx
      .insert(dialerQueueItems)
      .values(
        queue.map((item, position) => ({
          id: randomUUID(),
          sessionId: id,
          prospectId: item.prospectId,
          scheduledStepId: item.scheduledStepId,
          position,
          status: 'waiting' as const,
          updatedAt: new Date(now),
        })),
      )
      .run();
  });
  return id;
}
