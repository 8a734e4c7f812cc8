/** A sequence engine with AI Training's review queue: a published writer version and review-mode steps. */
import { randomUUID } from 'node:crypto';
import type { GuardrailSettings } from '@leadpath/core/schemas/ai-training';
import { type AppDatabase, aiAgentVersions, sequenceSteps } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { ALWAYS, createEngine, type StepSpec } from '../../../sequences/engine/testing/engine-fixtures.ts';
import { builtInSettings } from '../../built-in.ts';

/** Publishes a writer version with these guardrails (retiring the one before); answers its id. */
export async function publishWriter(
  db: AppDatabase,
  guardrails: Partial<GuardrailSettings> = {},
  number = 1,
) {
  await db
    .update(aiAgentVersions)
    .set({ status: 'retired' })
    .where(eq(aiAgentVersions.status, 'published'))
    .run();
  const id = randomUUID();
  const settings = builtInSettings();
  await db
    .insert(aiAgentVersions)
    .values({
      id,
      agent: 'email-writer',
      number,
      status: 'published',
      settings: { ...settings, guardrails: { ...settings.guardrails, ...guardrails } },
      createdBy: 'test',
      createdAt: new Date(0),
      publishedAt: new Date(0),
    })
    .run();
  return id;
}

/** An engine whose first step (or the given ones) waits for review; one prospect Ada at Acme enrolled. */
export async function reviewEngine(steps: StepSpec[] = [{ body: 'book a demo of our scheduling tool' }]) {
  const engine = await createEngine();
  await engine.settings(ALWAYS);
  const { id, stepIds } = await engine.createSequence(steps);
  await engine.db.update(sequenceSteps).set({ review: true }).where(eq(sequenceSteps.id, stepIds[0]!)).run();
  const ada = await engine.addProspect({ firstName: 'Ada', company: 'Acme' });
  await engine.enroll(id, [ada]);
  return { ...engine, sequenceId: id, stepIds, ada };
}
