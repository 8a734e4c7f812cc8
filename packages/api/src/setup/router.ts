import { createFirstAdminSchema } from '@leadpath/core/schemas/setup';
import { z } from 'zod';
import { createTRPCRouter, publicProcedure } from '../trpc.ts';
import { userProfileSchema } from '../user/user-profile.ts';
import { createFirstAdmin, needsFirstAdmin } from './create-first-admin.ts';

const tags = ['Setup'];

/** The one-time "Create the first Admin" page of an install without demo data (DECISIONS.md §7). */
export const setupRouter = createTRPCRouter({
  status: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/setup/status',
        summary: 'Whether the install still needs its first Admin (it has no user yet)',
        tags,
        public: true,
        permission: null,
      },
    })
    .output(z.object({ needsFirstAdmin: z.boolean() }))
    .query(async ({ ctx }) => ({ needsFirstAdmin: await needsFirstAdmin(ctx.db) })),

  createFirstAdmin: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/setup/first-admin',
        summary: 'Create the first Admin of an empty install and sign them in; 409 once any user exists',
        tags,
        public: true,
        permission: null,
        errors: [400, 409],
      },
    })
    .input(createFirstAdminSchema)
    .output(z.object({ user: userProfileSchema }))
    .mutation(createFirstAdmin),
});
