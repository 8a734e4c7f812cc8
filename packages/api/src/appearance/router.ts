import { updateAppearanceSchema } from '@leadpath/core/schemas/appearance';
import { users } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { authedProcedure, createTRPCRouter } from '../trpc.ts';

export const appearanceRouter = createTRPCRouter({
  update: authedProcedure
    .input(updateAppearanceSchema)
    .output(z.object({ theme: z.enum(['light', 'dark']) }))
    .mutation(async ({ ctx, input }) => {
      await ctx.db
        .update(users)
        .set({ theme: input.theme, updatedAt: new Date(ctx.now()) })
        .where(eq(users.id, ctx.user.id))
        .run();
      return { theme: input.theme };
    }),
});
