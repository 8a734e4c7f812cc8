import { createTRPCRouter, featureProcedure } from '../trpc.ts';
import { homeChecklistOf, homeChecklistSchema } from './checklist.ts';

export const homeRouter = createTRPCRouter({
  checklist: featureProcedure('home')
    .output(homeChecklistSchema)
    .query(({ ctx }) => homeChecklistOf(ctx.db, ctx.user.id)),
});
