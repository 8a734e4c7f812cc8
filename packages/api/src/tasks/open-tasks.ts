/**
 * The tasks area's entry for reading and doing tasks (issue 34): an owner's open tasks by due date,
 * with the prospect they are about, and marking one done. Other areas name where a task came from
 * (its source key); this area only hands the key back.
 */
import type { TaskType } from '@leadpath/core/schemas/tasks';
import { type AppDatabase, companies, prospects, tasks } from '@leadpath/db';
import { and, asc, eq } from 'drizzle-orm';

export interface OpenTask {
  id: string;
  title: string;
  type: TaskType;
  dueAt: number;
  sourceKey: string | null;
  prospectId: string;
  prospectName: string;
  email: string;
  company: string | null;
  linkedinUrl: string;
  phone: string;
}

/**
 * The owner's open tasks, earliest due first (ties by id), at most `limit`: all of them, not only the
 * due ones, since a task's due date is a deadline to work towards (it walks tasks_owner_status_due_idx).
 */
export async function listOpenTasks(db: AppDatabase, ownerId: string, limit: number): Promise<OpenTask[]> {
  const rows = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      type: tasks.type,
      dueAt: tasks.dueAt,
      sourceKey: tasks.sourceKey,
      prospectId: tasks.prospectId,
      firstName: prospects.firstName,
      lastName: prospects.lastName,
      email: prospects.email,
      linkedinUrl: prospects.linkedinUrl,
      phone: prospects.phone,
      company: companies.name,
    })
    .from(tasks)
    .innerJoin(prospects, eq(prospects.id, tasks.prospectId))
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .where(and(eq(tasks.ownerId, ownerId), eq(tasks.status, 'open')))
    .orderBy(asc(tasks.dueAt), asc(tasks.id))
    .limit(limit)
    .all();
  return rows.map(({ firstName, lastName, dueAt, ...row }) => ({
    ...row,
    dueAt: dueAt.getTime(),
    prospectName: `${firstName} ${lastName}`.trim(),
  }));
}

/**
 * Marks the owner's open task done at `now` (the app clock). One conditional update, so two
 * completions at once mark it once; false when the owner has no such open task (unknown, another
 * owner's, or done already).
 */
export async function completeOwnTask(
  db: AppDatabase,
  input: { ownerId: string; id: string; now: number },
): Promise<boolean> {
  const done = await db
    .update(tasks)
    .set({ status: 'done', completedAt: new Date(input.now) })
    .where(and(eq(tasks.id, input.id), eq(tasks.ownerId, input.ownerId), eq(tasks.status, 'open')))
    .returning({ id: tasks.id })
    .all();
  return done.length > 0;
}
