import { prospects } from '@leadpath/db';
import { count, eq } from 'drizzle-orm';
import { createTRPCRouter, featureProcedure } from '../trpc.ts';
import { countSchema } from './companies.ts';

export const prospectsRouter = createTRPCRouter({
  count: featureProcedure('prospects')
    .meta({
      rest: {
        method: 'GET',
        path: '/prospects/count',
        summary: 'How many prospects the user has',
        tags: ['Prospects'],
        permission: 'analytics:read',
      },
    })
    .output(countSchema)
    .query(({ ctx }) => {
      const row = ctx.db
        .select({ count: count() })
        .from(prospects)
        .where(eq(prospects.ownerId, ctx.user.id))
        .get();
      return { count: row?.count ?? 0 };
    }),
});
