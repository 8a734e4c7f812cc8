/**
 * The tasks area's entry for other areas (issue 34): a task about a prospect for its owner. Made once
 * per source key: a caller that retries, or runs twice over the same prospect, gets the first one.
 */
import { randomUUID } from 'node:crypto';
import type { TaskType } from '@leadpath/core/schemas/tasks';
import { type AppDatabase, tasks } from '@leadpath/db';

const DAY_MS = 24 * 3_600_000;

export interface NewTask {
  ownerId: string;
  prospectId: string;
  title: string;
  type: TaskType;
  /** Due this many days after `now` (the app clock). */
  dueInDays: number;
  /** What made it (e.g. a play and a prospect): one task per key and owner. */
  sourceKey: string;
  now: number;
}

/** True when this call made the task; false when the source key had made it already. */
export async function createTask(db: AppDatabase, task: NewTask): Promise<boolean> {
  const at = new Date(task.now);
  const inserted = await db
    .insert(tasks)
    .values({
      id: randomUUID(),
      ownerId: task.ownerId,
      prospectId: task.prospectId,
      title: task.title,
      type: task.type,
      dueAt: new Date(task.now + task.dueInDays * DAY_MS),
      sourceKey: task.sourceKey,
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: tasks.id })
    .all();
  return inserted.length > 0;
}
