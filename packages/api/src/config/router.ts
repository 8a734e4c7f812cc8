import { z } from 'zod';
import { signUpEnabled } from '../signup/router.ts';
import { createTRPCRouter, publicProcedure } from '../trpc.ts';

/** The few configuration values the web app needs; nothing secret. */
export const configRouter = createTRPCRouter({
  public: publicProcedure
    .output(
      z.object({
        agentEmailsUrl: z.string(),
        signUpEnabled: z.boolean(),
        /** Payments go through the built-in sandbox checkout (no Stripe keys): no money moves. */
        billingSandbox: z.boolean(),
      }),
    )
    .query(({ ctx }) => ({
      agentEmailsUrl: ctx.config.agentEmailsUrl,
      signUpEnabled: signUpEnabled(ctx),
      billingSandbox: ctx.services.billing.kind === 'sandbox',
    })),
});
