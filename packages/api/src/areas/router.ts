import { canUseFeature, type FeatureKey, featureKeys } from '@leadpath/core';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { authedProcedure, createTRPCRouter, PICK_A_PLAN } from '../trpc.ts';

/** Areas once named without describing that are built now: the gate still answers for them. */
const builtAreas: readonly FeatureKey[] = ['power-dialer', 'go-to-market', 'ai-training'];

/** Areas the spec names without describing (DECISIONS.md §6): gated on the server, honest about their state. */
export const areasRouter = createTRPCRouter({
  status: authedProcedure
    .input(z.object({ feature: z.enum(featureKeys) }))
    .output(z.object({ feature: z.enum(featureKeys), available: z.boolean(), message: z.string() }))
    .query(({ ctx, input }) => {
      if (!canUseFeature(ctx.user, input.feature, ctx.now()))
        throw new TRPCError({ code: 'FORBIDDEN', message: PICK_A_PLAN });
      if (builtAreas.includes(input.feature))
        return { feature: input.feature, available: true, message: 'This area is available.' };
      return { feature: input.feature, available: false, message: 'This area is not available yet.' };
    }),
});
