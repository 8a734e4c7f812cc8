/**
 * Open tasks: the task steps that came due (calls, manual emails, LinkedIn steps) and the owner's open
 * tasks that plays made (the tasks area's), in one list by due date; and completing either kind.
 */
import { renderTemplate, type SequencePlaceholderValues } from '@leadpath/core';
import type { SequenceStepKindInput } from '@leadpath/core/schemas/sequences';
import { TASK_NOT_FOUND } from '@leadpath/core/schemas/sequences';
import {
  type AppDatabase,
  companies,
  prospects,
  scheduledSteps,
  sequenceSteps,
  sequenceStepVariants,
  sequences,
} from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Context } from '../context.ts';
import { playSourcesOf } from '../playbooks/plays/task-source.ts';
import { senderValuesOf } from '../sequences/engine/compose.ts';
import { completeTask } from '../sequences/engine/enrollment-actions.ts';
import { completeOwnTask, listOpenTasks, type OpenTask } from '../tasks/open-tasks.ts';
import type { completedTaskSchema, taskSchema } from './output-schemas.ts';

type Task = z.infer<typeof taskSchema>;

/** The most tasks one read returns (oldest first). */
export const TASK_LIST_LIMIT = 500;

/** Both kinds merged by (due date, id), at most TASK_LIST_LIMIT. */
export async function openTasks(
  ctx: Pick<Context, 'db' | 'config'>,
  ownerId: string,
  now: number,
): Promise<Task[]> {
  const [steps, own] = [await sequenceTasks(ctx, ownerId, now), await playTasks(ctx.db, ownerId)];
  return [...steps, ...own]
    .sort((a, b) => a.dueAt - b.dueAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, TASK_LIST_LIMIT);
}

/** The step kind an old client shows for a play task's type. */
const kindOfType: Record<OpenTask['type'], SequenceStepKindInput> = {
  call: 'call',
  email: 'manual_email',
  linkedin: 'linkedin_message',
  todo: 'task',
};

/** The tasks area's open tasks of the owner, each with the play that made it (when one did). */
async function playTasks(db: AppDatabase, ownerId: string): Promise<Task[]> {
  const rows = await listOpenTasks(db, ownerId, TASK_LIST_LIMIT);
  const keys = rows.flatMap((row) => (row.sourceKey ? [row.sourceKey] : []));
  const plays = await playSourcesOf(db, ownerId, keys);
  return rows.map((row) => {
    const play = row.sourceKey ? plays.get(row.sourceKey) : undefined;
    return {
      id: row.id,
      sequenceId: '',
      sequenceName: '',
      stepId: '',
      position: 0,
      kind: kindOfType[row.type],
      prospectId: row.prospectId,
      prospectName: row.prospectName,
      email: row.email,
      company: row.company,
      linkedinUrl: row.linkedinUrl,
      subject: '',
      text: '',
      missing: [],
      dueAt: row.dueAt,
      source: 'play',
      title: row.title,
      taskType: row.type,
      playId: play?.playId ?? null,
      playName: play?.playName ?? null,
    };
  });
}

async function sequenceTasks(
  ctx: Pick<Context, 'db' | 'config'>,
  ownerId: string,
  now: number,
): Promise<Task[]> {
  const rows = await ctx.db
    .select({
      id: scheduledSteps.id,
      sequenceId: scheduledSteps.sequenceId,
      sequenceName: sequences.name,
      stepId: scheduledSteps.stepId,
      position: sequenceSteps.position,
      kind: sequenceSteps.kind,
      stepBody: sequenceSteps.body,
      subject: sequenceStepVariants.subject,
      variantBody: sequenceStepVariants.body,
      prospectId: scheduledSteps.prospectId,
      firstName: prospects.firstName,
      lastName: prospects.lastName,
      title: prospects.title,
      email: prospects.email,
      linkedinUrl: prospects.linkedinUrl,
      company: companies.name,
      dueAt: scheduledSteps.dueAt,
    })
    .from(scheduledSteps)
    .innerJoin(sequenceSteps, eq(sequenceSteps.id, scheduledSteps.stepId))
    .innerJoin(sequences, eq(sequences.id, scheduledSteps.sequenceId))
    .innerJoin(prospects, eq(prospects.id, scheduledSteps.prospectId))
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .leftJoin(sequenceStepVariants, eq(sequenceStepVariants.id, scheduledSteps.variantId))
    .where(
      and(
        eq(scheduledSteps.ownerId, ownerId),
        eq(scheduledSteps.status, 'task_open'),
        lte(scheduledSteps.dueAt, new Date(now)),
      ),
    )
    .orderBy(asc(scheduledSteps.dueAt), asc(scheduledSteps.id))
    .limit(TASK_LIST_LIMIT)
    .all();
  // The sender's side as the engine fills it when it sends (name, company, booking page when on).
  const sender = rows.length
    ? ((await senderValuesOf(ctx.db, ownerId, ctx.config.publicUrl))?.values ?? {})
    : {};
  return rows.map((row) => {
    const values: SequencePlaceholderValues = {
      ...sender,
      prospect_first_name: row.firstName,
      prospect_last_name: row.lastName,
      prospect_title: row.title,
      prospect_company_name: row.company ?? undefined,
    };
    const subject = renderTemplate(row.subject ?? '', values);
    const text = renderTemplate(row.variantBody ?? row.stepBody, values);
    return {
      id: row.id,
      sequenceId: row.sequenceId,
      sequenceName: row.sequenceName,
      stepId: row.stepId,
      position: row.position,
      kind: row.kind,
      prospectId: row.prospectId,
      prospectName: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      company: row.company,
      linkedinUrl: row.linkedinUrl,
      subject: subject.text,
      text: text.text,
      missing: [...new Set([...subject.missing, ...text.missing])],
      dueAt: row.dueAt.getTime(),
      source: 'sequence',
      title: null,
      taskType: null,
      playId: null,
      playName: null,
    };
  });
}

export async function completeOpenTask(
  db: AppDatabase,
  ownerId: string,
  id: string,
  now: number,
): Promise<z.infer<typeof completedTaskSchema>> {
  // A sequence step's id or a tasks row's (random ids, never both); each completion is one
  // transaction or one conditional update, so a failure leaves the task open.
  const done =
    (await completeTask(db, { ownerId, scheduledStepId: id, now })) ||
    (await completeOwnTask(db, { ownerId, id, now }));
  if (!done) throw new TRPCError({ code: 'NOT_FOUND', message: TASK_NOT_FOUND });
  return { id, status: 'done' };
}
