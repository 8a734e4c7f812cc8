/** A user's sequences: list, read, create, edit (steps replaced, ids kept), delete, status. */
import { randomUUID } from 'node:crypto';
import {
  SEQUENCE_NOT_FOUND,
  type SequenceFormValues,
  type StepValues,
  variantLabels,
} from '@leadpath/core/schemas/sequences';
import {
  type AppDatabase,
  type Db,
  type SequenceStatus,
  scheduledSteps,
  sequenceEnrollments,
  sequenceSteps,
  sequenceStepVariants,
  sequences,
} from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_ROW_STATUSES } from './engine/engine-rows.ts';
import type { Sequence, SequenceSummary } from './output-schemas.ts';

export const STEP_HAS_WAITING_PROSPECTS = (position: number) =>
  `Prospects are waiting on step ${position}: remove them from the sequence before deleting the step`;

/** The owner's sequence row, or 404 (someone else's id answers exactly like an unknown one). */
export async function ownSequence(db: Db, ownerId: string, id: string) {
  const row = await db
    .select()
    .from(sequences)
    .where(and(eq(sequences.id, id), eq(sequences.ownerId, ownerId)))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: SEQUENCE_NOT_FOUND });
  return row;
}

// Correlated subqueries spelled out: drizzle leaves a column of a one-table select unqualified.
const countOf = (kind: 'sent' | 'replied') =>
  sql<number>`(select count(*) from sequence_events e where e.sequence_id = "sequences"."id" and e.kind = ${kind})`;
const linkedinActionsOf = sql<number>`(select count(*) from sequence_events e where e.sequence_id = "sequences"."id" and e.kind in ('linkedin_visit', 'invitation_sent', 'linkedin_message_sent'))`;

/** Completed: it had enrollments and every one has finished. */
const isCompleted = (counts: { activeCount: number; finishedCount: number }) =>
  counts.activeCount === 0 && counts.finishedCount > 0;
const enrollmentsWith = (statuses: string) =>
  sql<number>`(select count(*) from sequence_enrollments n where n.sequence_id = "sequences"."id" and n.status in ${sql.raw(statuses)})`;

export async function listSequences(db: Db, ownerId: string): Promise<SequenceSummary[]> {
  const rows = await db
    .select({
      id: sequences.id,
      name: sequences.name,
      status: sequences.status,
      createdAt: sequences.createdAt,
      stepCount: sql<number>`(select count(*) from sequence_steps s where s.sequence_id = "sequences"."id")`,
      activeCount: enrollmentsWith("('active', 'paused')"),
      finishedCount: enrollmentsWith("('finished')"),
      sent: countOf('sent'),
      linkedinActions: linkedinActionsOf,
      replied: countOf('replied'),
    })
    .from(sequences)
    .where(eq(sequences.ownerId, ownerId))
    .orderBy(desc(sequences.createdAt), desc(sequences.id))
    .all();
  return rows.map((row) => ({ ...row, completed: isCompleted(row), createdAt: row.createdAt.getTime() }));
}

export async function getSequence(db: Db, ownerId: string, id: string): Promise<Sequence> {
  const row = await ownSequence(db, ownerId, id);
  const steps = await db
    .select()
    .from(sequenceSteps)
    .where(eq(sequenceSteps.sequenceId, id))
    .orderBy(asc(sequenceSteps.position))
    .all();
  const variants = steps.length
    ? await db
        .select()
        .from(sequenceStepVariants)
        .where(
          inArray(
            sequenceStepVariants.stepId,
            steps.map((step) => step.id),
          ),
        )
        .orderBy(asc(sequenceStepVariants.label))
        .all()
    : [];
  const enrollments = (await db
    .select({
      activeCount: sql<number>`coalesce(sum(${sequenceEnrollments.status} <> 'finished'), 0)`,
      finishedCount: sql<number>`coalesce(sum(${sequenceEnrollments.status} = 'finished'), 0)`,
    })
    .from(sequenceEnrollments)
    .where(eq(sequenceEnrollments.sequenceId, id))
    .get()) ?? { activeCount: 0, finishedCount: 0 };
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    stopForCompany: row.stopForCompany,
    completed: isCompleted(enrollments),
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    steps: steps.map((step) => ({
      id: step.id,
      position: step.position,
      kind: step.kind,
      delayDays: step.delayDays,
      businessDays: step.businessDays,
      sameThread: step.sameThread,
      review: step.review,
      body: step.body,
      variants: variants
        .filter((variant) => variant.stepId === step.id)
        .map(({ id: variantId, label, subject, body }) => ({ id: variantId, label, subject, body })),
    })),
  };
}

async function insertVariants(tx: Db, stepId: string, step: StepValues, keep: Set<string>): Promise<void> {
  for (const [index, variant] of step.variants.entries()) {
    const label = variantLabels[index] ?? String(index + 1);
    const values = { label, subject: variant.subject, body: variant.body };
    if (variant.id && keep.has(variant.id)) {
      await tx.update(sequenceStepVariants).set(values).where(eq(sequenceStepVariants.id, variant.id)).run();
    } else {
      await tx
        .insert(sequenceStepVariants)
        .values({ id: randomUUID(), stepId, ...values })
        .run();
    }
  }
}

/** Writes the steps in order; a step (variant) whose id is already this sequence's keeps it. */
async function writeSteps(tx: Db, sequenceId: string, steps: StepValues[]): Promise<void> {
  const existing = await tx
    .select({ id: sequenceSteps.id, position: sequenceSteps.position })
    .from(sequenceSteps)
    .where(eq(sequenceSteps.sequenceId, sequenceId))
    .all();
  const existingIds = new Set(existing.map((step) => step.id));
  const keptIds = new Set(steps.flatMap((step) => (step.id && existingIds.has(step.id) ? [step.id] : [])));
  await removeSteps(
    tx,
    existing.filter((step) => !keptIds.has(step.id)),
  );
  // Free the positions first: (sequence, position) is unique.
  if (keptIds.size)
    await tx
      .update(sequenceSteps)
      .set({ position: sql`-${sequenceSteps.position}` })
      .where(inArray(sequenceSteps.id, [...keptIds]))
      .run();
  const keptVariants = keptIds.size
    ? await tx
        .select({ id: sequenceStepVariants.id, stepId: sequenceStepVariants.stepId })
        .from(sequenceStepVariants)
        .where(inArray(sequenceStepVariants.stepId, [...keptIds]))
        .all()
    : [];
  for (const [index, step] of steps.entries()) {
    const fields = {
      position: index + 1,
      kind: step.kind,
      delayDays: step.delayDays,
      businessDays: step.businessDays,
      sameThread: step.sameThread,
      review: step.review,
      body: step.body,
    };
    if (step.id && keptIds.has(step.id)) {
      const keep = await keepVariants(
        tx,
        step,
        keptVariants.filter((variant) => variant.stepId === step.id),
      );
      await tx.update(sequenceSteps).set(fields).where(eq(sequenceSteps.id, step.id)).run();
      await insertVariants(tx, step.id, step, keep);
    } else {
      const stepId = randomUUID();
      await tx
        .insert(sequenceSteps)
        .values({ id: stepId, sequenceId, ...fields })
        .run();
      await insertVariants(tx, stepId, step, new Set());
    }
  }
}

/** Deletes the steps the form dropped; a step with prospects waiting on it is a 409 and nothing changes. */
async function removeSteps(tx: Db, removed: { id: string; position: number }[]): Promise<void> {
  if (!removed.length) return;
  const ids = removed.map((step) => step.id);
  const waiting = await tx
    .select({ stepId: scheduledSteps.stepId })
    .from(scheduledSteps)
    .where(and(inArray(scheduledSteps.stepId, ids), inArray(scheduledSteps.status, OPEN_ROW_STATUSES)))
    .get();
  if (waiting) {
    const position = removed.find((step) => step.id === waiting.stepId)?.position ?? 0;
    throw new TRPCError({ code: 'CONFLICT', message: STEP_HAS_WAITING_PROSPECTS(position) });
  }
  await tx.delete(sequenceSteps).where(inArray(sequenceSteps.id, ids)).run();
}

/** A kept step's variants: those the form dropped deleted, the rest's labels freed; their ids. */
async function keepVariants(
  tx: Db,
  step: StepValues,
  own: { id: string; stepId: string }[],
): Promise<Set<string>> {
  const keep = new Set(
    step.variants.flatMap((variant) =>
      variant.id && own.some((o) => o.id === variant.id) ? [variant.id] : [],
    ),
  );
  const gone = own.filter((variant) => !keep.has(variant.id)).map((variant) => variant.id);
  if (gone.length) await tx.delete(sequenceStepVariants).where(inArray(sequenceStepVariants.id, gone)).run();
  // Free the labels first: (step, label) is unique.
  if (keep.size)
    await tx
      .update(sequenceStepVariants)
      .set({ label: sql`'~' || ${sequenceStepVariants.id}` })
      .where(inArray(sequenceStepVariants.id, [...keep]))
      .run();
  return keep;
}

export async function createSequence(
  db: AppDatabase,
  ownerId: string,
  input: SequenceFormValues,
  now: number,
): Promise<string> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx
      .insert(sequences)
      .values({
        id,
        ownerId,
        name: input.name,
        stopForCompany: input.stopForCompany,
        status: 'draft',
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .run();
    await writeSteps(tx, id, input.steps);
  });
  return id;
}

export async function updateSequence(
  db: AppDatabase,
  ownerId: string,
  id: string,
  patch: Partial<SequenceFormValues>,
  now: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await ownSequence(tx, ownerId, id);
    const fields: Partial<typeof sequences.$inferInsert> = { updatedAt: new Date(now) };
    if (patch.name !== undefined) fields.name = patch.name;
    if (patch.stopForCompany !== undefined) fields.stopForCompany = patch.stopForCompany;
    await tx.update(sequences).set(fields).where(eq(sequences.id, id)).run();
    if (patch.steps) await writeSteps(tx, id, patch.steps);
  });
}

export async function deleteSequence(db: AppDatabase, ownerId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await ownSequence(tx, ownerId, id);
    await tx.delete(sequences).where(eq(sequences.id, id)).run();
  });
}

export async function setSequenceStatus(
  db: Db,
  id: string,
  status: SequenceStatus,
  now: number,
): Promise<void> {
  await db
    .update(sequences)
    .set({ status, updatedAt: new Date(now) })
    .where(eq(sequences.id, id))
    .run();
}
