import { randomUUID } from 'node:crypto';
import type { AgentKind } from '@leadpath/core/schemas/ai-training';
import { type AgentVersionRow, type AppDatabase, aiAgentVersions, aiTrainingAudit } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import type { LanguageModel } from '../assist/language-model/language-model.ts';
import { evaluateVersion } from './evaluations.ts';
import { versionRow } from './versions.ts';

export const ONLY_DRAFTS_PUBLISH =
  'Only a draft can be published; to go back to an earlier version, roll back to it.';
export const evaluationFailed = (failed: number) =>
  `The evaluation failed ${failed} case${failed === 1 ? '' : 's'}: fix the version, or publish with an override and a reason.`;
export const NOT_A_PAST_VERSION = 'Roll back only to a version of this agent that was published before.';

type Actor = { id: string; email: string };
type Action = 'publish' | 'publish-with-override' | 'rollback';

/** Makes `row` the agent's one published version, retiring the current one, and audits who did it. */
async function makePublished(
  db: AppDatabase,
  row: AgentVersionRow,
  actor: Actor,
  action: Action,
  reason: string | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(aiAgentVersions)
      .set({ status: 'retired' })
      .where(and(eq(aiAgentVersions.agent, row.agent), eq(aiAgentVersions.status, 'published')))
      .run();
    await tx
      .update(aiAgentVersions)
      .set({ status: 'published', publishedAt: action === 'rollback' ? row.publishedAt : now })
      .where(eq(aiAgentVersions.id, row.id))
      .run();
    await tx
      .insert(aiTrainingAudit)
      .values({
        id: randomUUID(),
        agent: row.agent,
        versionId: row.id,
        versionNumber: row.number,
        action,
        actorEmail: actor.email,
        reason,
        at: now,
      })
      .run();
  });
}

/**
 * Publishes a draft after evaluating it now; a failed evaluation refuses (409) unless the Admin
 * overrides with a reason, which the audit keeps.
 */
export async function publishVersion(
  db: AppDatabase,
  model: LanguageModel,
  input: { id: string; override?: { reason: string } | undefined },
  actor: Actor,
  now: Date,
): Promise<{ evaluationId: string; passed: boolean }> {
  const row = await versionRow(db, input.id);
  if (row.status !== 'draft') throw new TRPCError({ code: 'CONFLICT', message: ONLY_DRAFTS_PUBLISH });
  const run = await evaluateVersion(db, model, row.id, actor.id, now);
  const failed = run.results.filter((result) => !result.passed).length;
  if (!run.passed && !input.override)
    throw new TRPCError({ code: 'CONFLICT', message: evaluationFailed(failed) });
  const overridden = !run.passed && input.override !== undefined;
  await makePublished(
    db,
    row,
    actor,
    overridden ? 'publish-with-override' : 'publish',
    overridden ? input.override!.reason : null,
    now,
  );
  return { evaluationId: run.id, passed: run.passed };
}

/** Publishes again a version that was published before (the current one is retired), audited. */
export async function rollBack(
  db: AppDatabase,
  input: { kind: AgentKind; versionId: string },
  actor: Actor,
  now: Date,
): Promise<void> {
  const row = await versionRow(db, input.versionId);
  if (row.agent !== input.kind || row.status !== 'retired' || row.publishedAt === null)
    throw new TRPCError({ code: 'CONFLICT', message: NOT_A_PAST_VERSION });
  await makePublished(db, row, actor, 'rollback', null, now);
}
