/** Labelled examples of an agent's outputs (issue 36, ADR 062): kept by Admin staff, install-wide. */
import { randomUUID } from 'node:crypto';
import type {
  AgentKind,
  TrainingExample,
  TrainingExampleInput,
  trainingExampleUpdateSchema,
} from '@leadpath/core/schemas/ai-training';
import { replyClasses } from '@leadpath/core/schemas/assist';
import { aiTrainingExamples, type Db, type TrainingExampleRow } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';

export const EXAMPLE_NOT_FOUND = 'No such example; it may have been deleted';
export const CLASSIFIER_OUTPUT_IS_A_CLASS = `A reply classifier example's output is a class: one of ${replyClasses.join(', ')}`;

const toExample = (row: TrainingExampleRow): TrainingExample => ({
  id: row.id,
  agent: row.agent,
  label: row.label,
  input: row.input,
  output: row.output,
  note: row.note,
  mentions: row.mentions,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The classifier's output is the class it gives, so a label it cannot give is refused with 400. */
function checkOutput(agent: AgentKind, output: string) {
  if (agent === 'reply-classifier' && !(replyClasses as readonly string[]).includes(output))
    throw new TRPCError({ code: 'BAD_REQUEST', message: CLASSIFIER_OUTPUT_IS_A_CLASS });
}

/** Every example, or one agent's, newest first. */
export async function listExamples(db: Db, agent?: AgentKind): Promise<TrainingExample[]> {
  const rows = await db
    .select()
    .from(aiTrainingExamples)
    .where(agent ? eq(aiTrainingExamples.agent, agent) : undefined)
    .orderBy(desc(aiTrainingExamples.createdAt), desc(aiTrainingExamples.id))
    .all();
  return rows.map(toExample);
}

async function exampleRow(db: Db, id: string): Promise<TrainingExampleRow> {
  const row = await db.select().from(aiTrainingExamples).where(eq(aiTrainingExamples.id, id)).get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: EXAMPLE_NOT_FOUND });
  return row;
}

export const getExample = async (db: Db, id: string) => toExample(await exampleRow(db, id));

export async function addExample(
  db: Db,
  input: TrainingExampleInput,
  userId: string,
  now: Date,
): Promise<TrainingExample> {
  checkOutput(input.agent, input.output);
  const row = { id: randomUUID(), ...input, createdBy: userId, createdAt: now, updatedAt: now };
  await db.insert(aiTrainingExamples).values(row).run();
  return toExample(row);
}

export async function updateExample(
  db: Db,
  { id, ...changes }: z.output<typeof trainingExampleUpdateSchema>,
  now: Date,
): Promise<TrainingExample> {
  const row = await exampleRow(db, id);
  checkOutput(row.agent, changes.output ?? row.output);
  const next = { ...row, ...changes, updatedAt: now };
  await db
    .update(aiTrainingExamples)
    .set({ ...changes, updatedAt: now })
    .where(eq(aiTrainingExamples.id, id))
    .run();
  return toExample(next);
}

export async function deleteExample(db: Db, id: string): Promise<void> {
  await exampleRow(db, id);
  await db.delete(aiTrainingExamples).where(eq(aiTrainingExamples.id, id)).run();
}
