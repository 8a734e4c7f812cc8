import { companies } from '@leadpath/db';
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { createTRPCRouter, featureProcedure } from '../trpc.ts';

export const countSchema = z.object({ count: z.number().int().nonnegative() });

export const companiesRouter = createTRPCRouter({
  count: featureProcedure('companies')
    .meta({
      rest: {
        method: 'GET',
        path: '/companiesProspecting/count',
        summary: 'How many companies the user has',
        tags: ['Companies'],
        permission: 'analytics:read',
      },
    })
    .output(countSchema)
    .query(({ ctx }) => {
      const row = ctx.db
        .select({ count: count() })
        .from(companies)
        .where(eq(companies.ownerId, ctx.user.id))
        .get();
      return { count: row?.count ?? 0 };
    }),
});
