import { catalogueEntryOf, integrationKeys, integrationReturnPath } from '@leadpath/core';
import { sandboxDecisionSchema, sandboxSessionSchema } from '@leadpath/core/schemas/integrations';
import type { SandboxConnector } from '@leadpath/integrations';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { Context } from '../context.ts';
import { accessProcedure, createTRPCRouter } from '../trpc.ts';
import { assertMayConnect } from './user-integrations.ts';

export const SANDBOX_OFF = 'The sandbox consent page is not in use: apps connect through the auth service.';
export const SANDBOX_SESSION_EXPIRED =
  'This connect link is invalid or has expired. Please connect the app again.';

function sandboxOf(ctx: Context): SandboxConnector {
  const { connector } = ctx.services;
  if (connector.kind !== 'sandbox') throw new TRPCError({ code: 'NOT_FOUND', message: SANDBOX_OFF });
  return connector;
}

/** The built-in consent page's two calls: read the pending session, then Allow or Deny it. */
export const integrationsSandboxRouter = createTRPCRouter({
  session: accessProcedure
    .input(sandboxSessionSchema)
    .output(
      z.object({
        providerConfigKey: z.enum(integrationKeys),
        title: z.string(),
        image: z.string(),
        expiresAt: z.string(),
      }),
    )
    .query(async ({ ctx, input }) => {
      const session = await sandboxOf(ctx).readSession(ctx.user.id, input.providerConfigKey, input.session);
      if (!session) throw new TRPCError({ code: 'NOT_FOUND', message: SANDBOX_SESSION_EXPIRED });
      const entry = catalogueEntryOf(input.providerConfigKey);
      return {
        providerConfigKey: input.providerConfigKey,
        title: entry.title,
        image: entry.image,
        expiresAt: session.expiresAt.toISOString(),
      };
    }),

  /** Allow hands back the connection id the real flow's Connect UI would; Deny hands back the failed return. */
  decide: accessProcedure
    .input(sandboxDecisionSchema)
    .output(z.object({ connectionId: z.string().nullable(), returnTo: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const sandbox = sandboxOf(ctx);
      if (input.decision === 'allow') assertMayConnect(ctx.user, input.providerConfigKey, ctx.now());
      const result = await sandbox.decide(
        ctx.user.id,
        input.providerConfigKey,
        input.session,
        input.decision,
      );
      if (!result) throw new TRPCError({ code: 'NOT_FOUND', message: SANDBOX_SESSION_EXPIRED });
      return {
        connectionId: result.connectionId,
        returnTo: integrationReturnPath(input.providerConfigKey, result.connectionId !== null),
      };
    }),
});
