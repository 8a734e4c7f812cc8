/** The examples' procedures (ADR 062), part of the AI Training router: Admin staff, session only. */
import {
  trainingExampleInputSchema,
  trainingExampleListSchema,
  trainingExampleSchema,
  trainingExampleUpdateSchema,
} from '@leadpath/core/schemas/ai-training';
import { z } from 'zod';
import { adminProcedure } from '../../trpc.ts';
import { addExample, deleteExample, getExample, listExamples, updateExample } from './examples.ts';

const rest = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, summary: string) => ({
  rest: {
    method,
    path: `/admin/ai-training/examples${path}`,
    summary,
    tags: ['AI Training'],
    permission: null,
  },
});
const idSchema = z.object({ id: z.string().min(1).max(100) });

export const exampleProcedures = {
  examples: adminProcedure
    .meta(rest('GET', '', 'Labelled examples (good or bad outputs), of one agent or all, newest first'))
    .input(trainingExampleListSchema)
    .output(z.object({ examples: z.array(trainingExampleSchema) }))
    .query(async ({ ctx, input }) => ({ examples: await listExamples(ctx.db, input.agent) })),

  example: adminProcedure
    .meta(rest('GET', '/{id}', 'One labelled example'))
    .input(idSchema)
    .output(trainingExampleSchema)
    .query(({ ctx, input }) => getExample(ctx.db, input.id)),

  addExample: adminProcedure
    .meta(
      rest(
        'POST',
        '',
        'Add a labelled example: a configured model sees it as a few-shot example, evaluations run it as a case',
      ),
    )
    .input(trainingExampleInputSchema)
    .output(trainingExampleSchema)
    .mutation(({ ctx, input }) => addExample(ctx.db, input, ctx.actor.id, new Date(ctx.now()))),

  updateExample: adminProcedure
    .meta(rest('PATCH', '/{id}', 'Change an example: label, input, output, note or mentions'))
    .input(trainingExampleUpdateSchema)
    .output(trainingExampleSchema)
    .mutation(({ ctx, input }) => updateExample(ctx.db, input, new Date(ctx.now()))),

  deleteExample: adminProcedure
    .meta(rest('DELETE', '/{id}', 'Delete an example (and the evaluation case run from it)'))
    .input(idSchema)
    .output(z.object({ deleted: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await deleteExample(ctx.db, input.id);
      return { deleted: true as const };
    }),
};
