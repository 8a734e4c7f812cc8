import {
  agentDetailSchema,
  agentRefSchema,
  agentSummarySchema,
  agentVersionSchema,
  aiTrainingSettingsSchema,
  evaluationCaseInputSchema,
  evaluationCaseSchema,
  evaluationRunSchema,
  knowledgeImportSchema,
  knowledgeInputSchema,
  knowledgeItemSchema,
  knowledgeSearchSchema,
  publishVersionSchema,
  rollbackSchema,
  updateAiTrainingSettingsSchema,
  updateVersionSchema,
  versionOutputsInputSchema,
  versionOutputsSchema,
  versionRefSchema,
} from '@leadpath/core/schemas/ai-training';
import { z } from 'zod';
import { languageModelOf } from '../assist/language-model/services.ts';
import { adminProcedure, createTRPCRouter } from '../trpc.ts';
import { addCase, casesOf, deleteCase, evaluateVersion, latestEvaluation } from './evaluations.ts';
import { exampleProcedures } from './examples/example-procedures.ts';
import { addKnowledge, deleteKnowledge, importKnowledge, searchKnowledge } from './knowledge.ts';
import { publishVersion, rollBack } from './publishing.ts';
import { reviewProcedures } from './review/review-procedures.ts';
import { readAiTrainingSettings, updateAiTrainingSettings } from './settings.ts';
import { versionOutputs } from './version-outputs.ts';
import { agentDetail, createDraft, deleteDraft, listAgents, updateDraft } from './versions.ts';

const tags = ['AI Training'];
const base = '/admin/ai-training';
/** Admin staff with two factors, session only: the spec defines no API-key permission for it. */
const rest = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  summary: string,
  errors?: number[],
) => ({
  rest: { method, path: `${base}${path}`, summary, tags, permission: null, ...(errors ? { errors } : {}) },
});
const idSchema = z.object({ id: z.string().min(1).max(100) });
const deleted = z.object({ deleted: z.literal(true) });

/** AI Training (issue 36): agents and their versions, knowledge, evaluations; Admin staff only. */
export const aiTrainingRouter = createTRPCRouter({
  agents: adminProcedure
    .meta(rest('GET', '/agents', 'The four agents with their published and draft version numbers'))
    .output(z.object({ agents: z.array(agentSummarySchema) }))
    .query(async ({ ctx }) => ({ agents: await listAgents(ctx.db) })),

  agent: adminProcedure
    .meta(
      rest(
        'GET',
        '/agents/{kind}',
        'One agent: every version with its last evaluation, and who published what when',
      ),
    )
    .input(agentRefSchema)
    .output(agentDetailSchema)
    .query(({ ctx, input }) => agentDetail(ctx.db, input.kind, languageModelOf(ctx.services).label)),

  createDraft: adminProcedure
    .meta(
      rest(
        'POST',
        '/agents/{kind}/versions',
        'A new draft version, copied from the published one (one draft per agent)',
        [409],
      ),
    )
    .input(agentRefSchema)
    .output(agentVersionSchema)
    .mutation(({ ctx, input }) => createDraft(ctx.db, input.kind, ctx.actor.id, new Date(ctx.now()))),

  updateVersion: adminProcedure
    .meta(
      rest(
        'PATCH',
        '/versions/{id}',
        'Change a draft: instructions, tone, stages, guardrails, knowledge kinds',
        [409],
      ),
    )
    .input(updateVersionSchema)
    .output(agentVersionSchema)
    .mutation(({ ctx, input: { id, ...changes } }) => updateDraft(ctx.db, id, changes)),

  deleteVersion: adminProcedure
    .meta(rest('DELETE', '/versions/{id}', 'Delete a draft (published and retired versions stay)', [409]))
    .input(idSchema)
    .output(deleted)
    .mutation(async ({ ctx, input }) => {
      await deleteDraft(ctx.db, input.id);
      return { deleted: true as const };
    }),

  evaluate: adminProcedure
    .meta(
      rest(
        'POST',
        '/versions/{id}/evaluations',
        'Run every evaluation case of the agent against this version now',
      ),
    )
    .input(versionRefSchema)
    .output(evaluationRunSchema)
    .mutation(({ ctx, input }) =>
      evaluateVersion(ctx.db, languageModelOf(ctx.services), input.id, ctx.actor.id, new Date(ctx.now())),
    ),

  latestEvaluation: adminProcedure
    .meta(rest('GET', '/versions/{id}/evaluation', 'The latest evaluation of a version, case by case'))
    .input(versionRefSchema)
    .output(evaluationRunSchema)
    .query(({ ctx, input }) => latestEvaluation(ctx.db, input.id)),

  versionOutputs: adminProcedure
    .meta(
      rest(
        'GET',
        '/versions/{id}/outputs',
        "A version's outputs: how many of each kind, and the newest a page at a time (cursor from nextCursor)",
        [400],
      ),
    )
    .input(versionOutputsInputSchema)
    .output(versionOutputsSchema)
    .query(({ ctx, input }) => versionOutputs(ctx.db, input, ctx.actor.id)),

  publish: adminProcedure
    .meta(
      rest(
        'POST',
        '/versions/{id}/publish',
        'Evaluate a draft and publish it; a failed evaluation answers 409 unless an override with a reason is given (audited)',
        [409],
      ),
    )
    .input(publishVersionSchema)
    .output(z.object({ evaluationId: z.string(), passed: z.boolean() }))
    .mutation(({ ctx, input }) =>
      publishVersion(ctx.db, languageModelOf(ctx.services), input, ctx.actor, new Date(ctx.now())),
    ),

  rollback: adminProcedure
    .meta(
      rest(
        'POST',
        '/agents/{kind}/rollback',
        'Publish again a version that was published before (audited)',
        [409],
      ),
    )
    .input(rollbackSchema)
    .output(z.object({ published: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await rollBack(ctx.db, input, ctx.actor, new Date(ctx.now()));
      return { published: input.versionId };
    }),

  knowledge: adminProcedure
    .meta(
      rest('GET', '/knowledge', 'Knowledge items whose title or body holds every word of q, newest first'),
    )
    .input(knowledgeSearchSchema)
    .output(z.object({ items: z.array(knowledgeItemSchema) }))
    .query(async ({ ctx, input }) => ({ items: await searchKnowledge(ctx.db, input.q, input.kind) })),

  addKnowledge: adminProcedure
    .meta(
      rest(
        'POST',
        '/knowledge',
        'Add a markdown knowledge item: a product fact, an objection answer or a forbidden claim',
      ),
    )
    .input(knowledgeInputSchema)
    .output(knowledgeItemSchema)
    .mutation(({ ctx, input }) => addKnowledge(ctx.db, input, ctx.actor.id, new Date(ctx.now()))),

  importKnowledge: adminProcedure
    .meta(
      rest(
        'POST',
        '/knowledge/import',
        'Import markdown files: one item per # or ## heading, or per file without one',
      ),
    )
    .input(knowledgeImportSchema)
    .output(z.object({ imported: z.number().int() }))
    .mutation(({ ctx, input }) =>
      importKnowledge(ctx.db, input.kind, input.files, ctx.actor.id, new Date(ctx.now())),
    ),

  deleteKnowledge: adminProcedure
    .meta(rest('DELETE', '/knowledge/{id}', 'Delete a knowledge item'))
    .input(idSchema)
    .output(deleted)
    .mutation(async ({ ctx, input }) => {
      await deleteKnowledge(ctx.db, input.id);
      return { deleted: true as const };
    }),

  cases: adminProcedure
    .meta(rest('GET', '/agents/{kind}/cases', 'The evaluation cases of an agent: built-in ones first'))
    .input(agentRefSchema)
    .output(z.object({ cases: z.array(evaluationCaseSchema) }))
    .query(async ({ ctx, input }) => ({ cases: await casesOf(ctx.db, input.kind) })),

  addCase: adminProcedure
    .meta(
      rest(
        'POST',
        '/cases',
        'Add an evaluation case: an input and the properties its output must (not) have',
      ),
    )
    .input(evaluationCaseInputSchema)
    .output(evaluationCaseSchema)
    .mutation(({ ctx, input }) => addCase(ctx.db, input, new Date(ctx.now()))),

  deleteCase: adminProcedure
    .meta(rest('DELETE', '/cases/{id}', 'Delete an evaluation case an Admin added'))
    .input(idSchema)
    .output(deleted)
    .mutation(async ({ ctx, input }) => {
      await deleteCase(ctx.db, input.id);
      return { deleted: true as const };
    }),

  settings: adminProcedure
    .meta(rest('GET', '/settings', "AI Training's settings: after how many hours a waiting draft is overdue"))
    .output(aiTrainingSettingsSchema)
    .query(({ ctx }) => readAiTrainingSettings(ctx.db)),

  updateSettings: adminProcedure
    .meta(rest('PATCH', '/settings', "Change AI Training's settings; the fields not sent are kept"))
    .input(updateAiTrainingSettingsSchema)
    .output(aiTrainingSettingsSchema)
    .mutation(({ ctx, input }) => updateAiTrainingSettings(ctx.db, input, ctx.actor, ctx.now())),

  ...reviewProcedures,
  ...exampleProcedures,
});
