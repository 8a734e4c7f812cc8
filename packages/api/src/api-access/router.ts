import { randomUUID } from 'node:crypto';
import { type ApiPermission, apiPermissions, DAY_MS, hasProductAccess, maskApiKey } from '@leadpath/core';
import {
  apiKeyIdSchema,
  createApiKeySchema,
  updateApiAccessSettingsSchema,
  updateApiKeySchema,
} from '@leadpath/core/schemas/api-access';
import { VERIFY_EMAIL_FIRST } from '@leadpath/core/schemas/sign-up';
import { type ApiKeyRow, apiAccessSettings, apiKeys, apiRateLimitCounters } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { accessProcedure, createTRPCRouter, PICK_A_PLAN, selfOnlyProcedure } from '../trpc.ts';
import { generateApiKey } from './api-key-secret.ts';
import { apiAccessSettingsSchema, readApiAccessSettings } from './settings.ts';

export const API_ACCESS_OFF = 'API access is turned off. Turn it on in Settings, API Access.';
export const API_KEY_NOT_FOUND = 'API key not found';
export const maxKeysReached = (maxKeys: number) =>
  `You have reached the limit of ${maxKeys} API ${maxKeys === 1 ? 'key' : 'keys'}. Delete a key or raise the limit.`;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  /** The prefix followed by 32 asterisks (spec §4). */
  maskedKey: z.string(),
  permissions: z.array(z.enum(apiPermissions as [ApiPermission, ...ApiPermission[]])),
  isActive: z.boolean(),
  isExpired: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  usageCount: z.number().int(),
  lastUsed: z.string().nullable(),
  lastIpAddress: z.string().nullable(),
});

function toApiKey(row: ApiKeyRow, now: number): z.infer<typeof apiKeySchema> {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    maskedKey: maskApiKey(row.prefix),
    permissions: row.permissions,
    isActive: row.isActive,
    isExpired: row.expiresAt !== null && row.expiresAt.getTime() <= now,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    usageCount: row.usageCount,
    lastUsed: row.lastUsed?.toISOString() ?? null,
    lastIpAddress: row.lastIpAddress,
  };
}

const liveKeysOf = (userId: string) => and(eq(apiKeys.userId, userId), isNull(apiKeys.deletedAt));

/** Only the owner makes keys: an Admin acting for them never walks away with a working key. */
const ownerWithAccessProcedure = selfOnlyProcedure.use(({ ctx, next }) => {
  if (!hasProductAccess(ctx.user, ctx.now()))
    throw new TRPCError({ code: 'FORBIDDEN', message: PICK_A_PLAN });
  return next();
});

export const apiAccessRouter = createTRPCRouter({
  settings: accessProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api-access/settings',
        summary: 'API access settings: on/off, key limit, default expiration, allowed origins, rate limits',
        tags: ['API access'],
        permission: null,
      },
    })
    .output(apiAccessSettingsSchema)
    .query(({ ctx }) => readApiAccessSettings(ctx.db, ctx.user.id)),

  updateSettings: accessProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/api-access/settings',
        summary: 'Turn API access on or off, or change its limits',
        description:
          'A partial update: send any of the fields, the others are kept; rateLimit may hold only the windows that change.',
        tags: ['API access'],
        permission: null,
      },
    })
    .input(updateApiAccessSettingsSchema)
    .output(apiAccessSettingsSchema)
    .mutation(({ ctx, input }) =>
      ctx.db.transaction(async (tx) => {
        const current = await readApiAccessSettings(tx, ctx.user.id);
        const next = {
          enabled: input.enabled ?? current.enabled,
          maxKeys: input.maxKeys ?? current.maxKeys,
          defaultExpiration: input.defaultExpiration ?? current.defaultExpiration,
          allowedOrigins: input.allowedOrigins ?? current.allowedOrigins,
          ...current.rateLimit,
          ...input.rateLimit,
          updatedAt: new Date(ctx.now()),
        };
        await tx
          .insert(apiAccessSettings)
          .values({ userId: ctx.user.id, ...next })
          .onConflictDoUpdate({ target: apiAccessSettings.userId, set: next })
          .run();
        return readApiAccessSettings(tx, ctx.user.id);
      }),
    ),

  keys: accessProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api-access/keys',
        summary: 'The API keys, masked, with their permissions and usage',
        tags: ['API access'],
        permission: null,
      },
    })
    .output(z.object({ keys: z.array(apiKeySchema) }))
    .query(async ({ ctx }) => {
      const rows = await ctx.db
        .select()
        .from(apiKeys)
        .where(liveKeysOf(ctx.user.id))
        .orderBy(asc(apiKeys.createdAt))
        .all();
      return { keys: rows.map((row) => toApiKey(row, ctx.now())) };
    }),

  createKey: ownerWithAccessProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api-access/keys',
        summary:
          'Create an API key; the full key is in this answer only. 403 until the email address is confirmed',
        tags: ['API access'],
        permission: null,
      },
    })
    .input(createApiKeySchema)
    .output(apiKeySchema.extend({ key: z.string() }))
    .mutation(({ ctx, input }) => {
      // A key acts without a browser: only an owner who proved the address may make one.
      if (!ctx.user.emailVerifiedAt) throw new TRPCError({ code: 'FORBIDDEN', message: VERIFY_EMAIL_FIRST });
      return ctx.db.transaction(async (tx) => {
        const settings = await readApiAccessSettings(tx, ctx.user.id);
        if (!settings.enabled) throw new TRPCError({ code: 'FORBIDDEN', message: API_ACCESS_OFF });
        const existing =
          (await tx.select({ n: count() }).from(apiKeys).where(liveKeysOf(ctx.user.id)).get())?.n ?? 0;
        if (existing >= settings.maxKeys)
          throw new TRPCError({ code: 'BAD_REQUEST', message: maxKeysReached(settings.maxKeys) });
        const { key, prefix, hash } = generateApiKey();
        const now = ctx.now();
        const row = await tx
          .insert(apiKeys)
          .values({
            id: randomUUID(),
            userId: ctx.user.id,
            name: input.name,
            prefix,
            hash,
            permissions: input.permissions,
            createdAt: new Date(now),
            expiresAt: input.expiresIn === 0 ? null : new Date(now + input.expiresIn * DAY_MS),
          })
          .returning()
          .get();
        return { ...toApiKey(row, now), key };
      });
    }),

  updateKey: accessProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/api-access/keys/{id}',
        summary: 'Activate or deactivate an API key',
        tags: ['API access'],
        permission: null,
      },
    })
    .input(updateApiKeySchema)
    .output(apiKeySchema)
    .mutation(async ({ ctx, input }) => {
      const row = await ctx.db
        .update(apiKeys)
        .set({ isActive: input.isActive })
        .where(and(eq(apiKeys.id, input.id), liveKeysOf(ctx.user.id)))
        .returning()
        .get();
      if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: API_KEY_NOT_FOUND });
      return toApiKey(row, ctx.now());
    }),

  deleteKey: accessProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api-access/keys/{id}',
        summary: 'Delete an API key; it stops working at once',
        tags: ['API access'],
        permission: null,
      },
    })
    .input(apiKeyIdSchema)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) =>
      ctx.db.transaction(async (tx) => {
        const row = await tx
          .update(apiKeys)
          .set({ deletedAt: new Date(ctx.now()), isActive: false })
          .where(and(eq(apiKeys.id, input.id), liveKeysOf(ctx.user.id)))
          .returning({ id: apiKeys.id })
          .get();
        if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: API_KEY_NOT_FOUND });
        await tx.delete(apiRateLimitCounters).where(eq(apiRateLimitCounters.keyId, row.id)).run();
        return { success: true as const };
      }),
    ),
});
