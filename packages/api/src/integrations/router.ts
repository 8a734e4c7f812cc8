import { canUseIntegration, integrationCatalogue, integrationKeys } from '@leadpath/core';
import {
  deauthorizeIntegrationSchema,
  saveIntegrationSchema,
  startConnectSchema,
} from '@leadpath/core/schemas/integrations';
import { userIntegrations } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { accessProcedure, authedProcedure, createTRPCRouter } from '../trpc.ts';
import { integrationsSandboxRouter } from './sandbox.ts';
import {
  assertMayConnect,
  CONNECTION_NOT_CONFIRMED,
  connectedMessage,
  FAILED_TO_DEAUTHORIZE,
  findUserIntegration,
  listUserIntegrations,
  NOT_CONNECTED,
  saveUserIntegration,
  toUserIntegration,
  userIntegrationSchema,
  viaConnector,
} from './user-integrations.ts';

const catalogueAppSchema = z.object({
  id: z.enum(integrationKeys),
  integrationKey: z.enum(integrationKeys),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  documentationUrl: z.string(),
  /** When the user connected it; null while not installed. */
  date: z.string().nullable(),
  installed: z.boolean(),
  /** The integration gate of spec §6 for this user. */
  allowed: z.boolean(),
});

export const integrationsRouter = createTRPCRouter({
  list: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/user-integrations',
        summary: "The user's connected apps",
        tags: ['Integrations'],
        permission: null,
      },
    })
    .output(z.object({ integrations: z.array(userIntegrationSchema) }))
    .query(async ({ ctx }) => ({
      integrations: (await listUserIntegrations(ctx.db, ctx.user.id)).map(toUserIntegration),
    })),

  catalogue: authedProcedure
    .output(z.object({ apps: z.array(catalogueAppSchema) }))
    .query(async ({ ctx }) => {
      const installed = new Map(
        (await listUserIntegrations(ctx.db, ctx.user.id)).map((row) => [row.providerConfigKey, row]),
      );
      return {
        apps: integrationCatalogue.map((entry) => {
          const row = installed.get(entry.key);
          return {
            id: entry.key,
            integrationKey: entry.key,
            title: entry.title,
            description: entry.description,
            image: entry.image,
            documentationUrl: entry.documentationUrl,
            date: row ? row.addedDate.toISOString() : null,
            installed: row !== undefined,
            allowed: canUseIntegration(ctx.user, entry.key, ctx.now()),
          };
        }),
      };
    }),

  /** Where to send the browser to connect one app: the sandbox consent page or the auth service's. */
  connect: accessProcedure
    .input(startConnectSchema)
    .output(z.object({ url: z.string(), opensIn: z.enum(['same', 'popup']) }))
    .mutation(async ({ ctx, input }) => {
      assertMayConnect(ctx.user, input.providerConfigKey, ctx.now());
      const session = await viaConnector(() =>
        ctx.services.connector.startSession(
          { id: ctx.user.id, email: ctx.user.email, name: ctx.user.name },
          input.providerConfigKey,
        ),
      );
      return { url: session.url, opensIn: session.opensIn };
    }),

  /** Saves a connection only once the connector confirms it server-side; a browser's word is not enough. */
  save: accessProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/save-integration',
        summary: 'Record a connected app after the connect flow',
        tags: ['Integrations'],
        permission: null,
        errors: [502],
      },
    })
    .input(saveIntegrationSchema)
    .output(z.object({ success: z.literal(true), message: z.string(), integration: userIntegrationSchema }))
    .mutation(async ({ ctx, input }) => {
      assertMayConnect(ctx.user, input.providerConfigKey, ctx.now());
      const connectionId = await viaConnector(() =>
        ctx.services.connector.confirmConnection({
          userId: ctx.user.id,
          providerConfigKey: input.providerConfigKey,
          connectionId: input.connectionId,
        }),
      );
      if (!connectionId) throw new TRPCError({ code: 'BAD_REQUEST', message: CONNECTION_NOT_CONFIRMED });
      const row = await saveUserIntegration(
        ctx.db,
        ctx.user.id,
        input.providerConfigKey,
        connectionId,
        ctx.now(),
      );
      return {
        success: true,
        message: connectedMessage(input.providerConfigKey),
        integration: toUserIntegration(row),
      };
    }),

  /** Revokes the connection at the auth service, then forgets it; open to every signed-in user. */
  deauthorize: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/user-integrations/deauthorize',
        summary: 'Disconnect an app',
        tags: ['Integrations'],
        permission: null,
        errors: [502],
      },
    })
    .input(deauthorizeIntegrationSchema)
    .output(z.object({ success: z.boolean(), error: z.string().nullable() }))
    .mutation(async ({ ctx, input }) => {
      const row = await findUserIntegration(ctx.db, ctx.user.id, input.providerConfigKey);
      if (!row) return { success: false, error: NOT_CONNECTED };
      await viaConnector(
        () => ctx.services.connector.deleteConnection(row.providerConfigKey, row.connectionId),
        FAILED_TO_DEAUTHORIZE,
      );
      await ctx.db
        .delete(userIntegrations)
        .where(and(eq(userIntegrations.id, row.id), eq(userIntegrations.userId, ctx.user.id)))
        .run();
      return { success: true, error: null };
    }),

  sandbox: integrationsSandboxRouter,
});
