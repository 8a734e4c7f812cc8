/** The task steps that came due (calls, manual emails, LinkedIn steps), rendered as the engine would send them. */
import { renderTemplate, type SequencePlaceholderValues } from '@leadpath/core';
import {
  companies,
  type Db,
  prospects,
  scheduledSteps,
  sequenceSteps,
  sequenceStepVariants,
  sequences,
} from '@leadpath/db';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Context } from '../context.ts';
import { senderValuesOf } from '../sequences/engine/compose.ts';
import type { taskSchema } from './output-schemas.ts';

type Task = z.infer<typeof taskSchema>;

/** The owner's open task steps due by now, oldest first, at most `limit`. */
export async function sequenceTasks(
  ctx: Pick<Context, 'db' | 'config'>,
  ownerId: string,
  now: number,
  limit: number,
): Promise<Task[]> {
  const rows = await dueTaskSteps(ctx.db, ownerId, now, limit);
  // The sender's side as the engine fills it when it sends (name, company, booking page when on).
  const sender = rows.length
    ? ((await senderValuesOf(ctx.db, ownerId, ctx.config.publicUrl))?.values ?? {})
    : {};
  return rows.map((row) => taskOfStep(row, sender));
}

type DueTaskStep = Awaited<ReturnType<typeof dueTaskSteps>>[number];

/** The open task steps due by now with their sequence, step, variant, prospect and company. */
async function dueTaskSteps(db: Db, ownerId: string, now: number, limit: number) {
  return db
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
      phone: prospects.phone,
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
    .limit(limit)
    .all();
}

/** One step as a task: its subject and text filled with the prospect's and the sender's values. */
function taskOfStep(row: DueTaskStep, sender: SequencePlaceholderValues): Task {
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
    phone: row.phone,
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
}
