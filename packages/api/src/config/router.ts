import { z } from 'zod';
import { createTRPCRouter, publicProcedure } from '../trpc.ts';

/** The few configuration values the web app needs; nothing secret. */
export const configRouter = createTRPCRouter({
  public: publicProcedure
    .output(z.object({ agentEmailsUrl: z.string() }))
    .query(({ ctx }) => ({ agentEmailsUrl: ctx.config.agentEmailsUrl })),
});
