import { correctReplyClassSchema } from '@leadpath/core/schemas/assist';
import { inboxMessageIdSchema } from '@leadpath/core/schemas/inbox';
import { draftRequestSchema, stepDraftSchema } from '@leadpath/core/schemas/writer';
import { z } from 'zod';
import { emailItem, inboxItemSchema, ownInboundMessage } from '../mailboxes/inbox.ts';
import { authedProcedure, createTRPCRouter, featureProcedure } from '../trpc.ts';
import { decideValue, enrichmentOf, enrichProspects } from './enrichment/apply-values.ts';
import { enrichmentRunOf, startEnrichmentRun } from './enrichment/enrichment-run.ts';
import {
  decideValueSchema,
  enrichmentRunSchema,
  enrichProspectSchema,
  enrichSelectionSchema,
  prospectEnrichmentSchema,
} from './enrichment/enrichment-schemas.ts';
import { languageModelOf } from './language-model/services.ts';
import { correctReplyClass } from './replies/inbound/correct-reply-class.ts';
import { draftStep } from './writer/draft-step.ts';

const prospectsProcedure = featureProcedure('prospects');
const outreachProcedure = featureProcedure('custom-outreach');
const tags = ['Enrichment'];

/** Issue 33: enrichment and the writer, through one language-model seam (ADR 044). */
export const assistRouter = createTRPCRouter({
  enrichProspect: prospectsProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/prospects/{id}/enrich',
        summary:
          'Enrich one prospect now: values found are kept with their source; empty fields (and those in overwrite) are filled',
        tags,
        permission: 'leads:enrich',
      },
    })
    .input(enrichProspectSchema)
    .output(prospectEnrichmentSchema)
    .mutation(async ({ ctx, input }) => {
      await enrichmentOf(ctx.db, ctx.user.id, input.id);
      await enrichProspects(ctx.db, ctx.user.id, [input.id], input.overwrite, ctx.now());
      return enrichmentOf(ctx.db, ctx.user.id, input.id);
    }),

  enrichSelection: prospectsProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/prospects/enrich',
        summary:
          'Enrich up to 10,000 prospects as a background run; poll GET /api/enrichment-runs/{id} for progress',
        tags,
        permission: 'leads:enrich',
        errors: [400],
      },
    })
    .input(enrichSelectionSchema)
    .output(z.object({ runId: z.string(), jobId: z.string(), total: z.number().int() }))
    .mutation(({ ctx, input }) => startEnrichmentRun(ctx.db, ctx.user.id, input, ctx.now())),

  enrichmentRun: prospectsProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/enrichment-runs/{id}',
        summary: 'A bulk enrichment run and its progress',
        tags,
        permission: 'leads:enrich',
      },
    })
    .input(z.object({ id: z.string().min(1) }))
    .output(enrichmentRunSchema)
    .query(({ ctx, input }) => enrichmentRunOf(ctx.db, ctx.user.id, input.id)),

  prospectEnrichment: prospectsProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/prospects/{id}/enrichment',
        summary:
          'Every value enrichment found for a prospect, with source, confidence, time and whether it was applied',
        tags,
        permission: 'leads:read',
      },
    })
    .input(z.object({ id: z.string().min(1) }))
    .output(prospectEnrichmentSchema)
    .query(({ ctx, input }) => enrichmentOf(ctx.db, ctx.user.id, input.id)),

  // Session only: the drawer's Apply and Dismiss.
  decideEnrichment: prospectsProcedure
    .input(decideValueSchema)
    .output(prospectEnrichmentSchema)
    .mutation(({ ctx, input }) => decideValue(ctx.db, ctx.user.id, input, ctx.now())),

  draftStep: outreachProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/writer/draft',
        summary:
          'Draft a sequence step from its goal (and a prospect’s fields): three subject lines and a body, labelled with who wrote it',
        tags: ['Writer'],
        permission: 'campaigns:write',
        errors: [400, 422, 503],
      },
    })
    .input(draftRequestSchema)
    .output(stepDraftSchema)
    .mutation(({ ctx, input }) =>
      draftStep(languageModelOf(ctx.services), ctx.db, ctx.user.id, input, ctx.now()),
    ),

  replyClass: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/mailboxes/inbox/{id}/class',
        summary:
          'An inbound mail with its class (interested, out of office, not now...), who decided it and the date it named',
        tags: ['Mailboxes'],
        permission: 'campaigns:read',
        errors: [404],
      },
    })
    .input(inboxMessageIdSchema)
    .output(inboxItemSchema)
    .query(async ({ ctx, input }) => emailItem(await ownInboundMessage(ctx.db, ctx.user.id, input.id))),

  correctReplyClass: authedProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/mailboxes/inbox/{id}/class',
        summary:
          'Correct a reply’s class; the correction is kept and its effect applied (stop, unsubscribe, pause until resumeOn, or the end of a pause)',
        tags: ['Mailboxes'],
        permission: 'campaigns:write',
        errors: [400, 404],
      },
    })
    .input(correctReplyClassSchema)
    .output(inboxItemSchema)
    .mutation(async ({ ctx, input }) =>
      emailItem(await correctReplyClass(ctx.db, ctx.user.id, input, ctx.now())),
    ),
});
