import {
  type AppDatabase,
  apiAccessSettings,
  apiKeys,
  apiRateLimitCounters,
  preparedAll,
  preparedGet,
  preparedRun,
  users,
} from '@leadpath/db';
import { eq, sql } from 'drizzle-orm';
import type { RateLimitStore } from '../limits/api-key-rate-limit.ts';

/**
 * The statements every API key call runs, built and prepared once per database (building a Drizzle
 * query costs far more than running a prepared one). Timestamps are bound as the numbers the
 * columns store (epoch milliseconds), through sql`` so no column encoder is involved. They run
 * through preparedGet/All/Run: Drizzle's own statement and mapping without its async frames (ADR 090).
 */
function prepareStatements(db: AppDatabase) {
  const keyAndOwner = db
    .select({ key: apiKeys, owner: users })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.prefix, sql.placeholder('prefix')))
    .prepare();
  const settings = db
    .select()
    .from(apiAccessSettings)
    .where(eq(apiAccessSettings.userId, sql.placeholder('userId')))
    .prepare();
  const counters = db
    .select()
    .from(apiRateLimitCounters)
    .where(eq(apiRateLimitCounters.keyId, sql.placeholder('keyId')))
    .prepare();
  const upsertCounter = db
    .insert(apiRateLimitCounters)
    .values({
      keyId: sql.placeholder('keyId'),
      window: sql.placeholder('window'),
      windowStart: sql.placeholder('windowStart'),
      count: sql.placeholder('count'),
    })
    .onConflictDoUpdate({
      target: [apiRateLimitCounters.keyId, apiRateLimitCounters.window],
      set: { windowStart: sql`excluded.window_start`, count: sql`excluded.count` },
    })
    .prepare();
  const recordUsage = db
    .update(apiKeys)
    .set({
      usageCount: sql`${apiKeys.usageCount} + 1`,
      lastUsed: sql`${sql.placeholder('lastUsedMs')}`,
      lastIpAddress: sql`${sql.placeholder('ip')}`,
    })
    .where(eq(apiKeys.id, sql.placeholder('id')))
    .prepare();

  const rateLimitStore: RateLimitStore = {
    read: (keyId) => preparedAll(counters, { keyId }),
    write: async (keyId, window, windowStart, count) => {
      await preparedRun(upsertCounter, { keyId, window, windowStart, count });
    },
  };

  return {
    /** The key with this prefix and its owner (null when the owner row is gone). */
    keyAndOwnerByPrefix: (prefix: string) => preparedGet(keyAndOwner, { prefix }),
    settingsRowOf: (userId: string) => preparedGet(settings, { userId }),
    rateLimitStore,
    /** One more use of the key, now (epoch ms), from this address. */
    recordUsage: async (id: string, now: number, ip: string): Promise<void> => {
      await preparedRun(recordUsage, { id, lastUsedMs: now, ip });
    },
  };
}

export type ApiKeyStatements = ReturnType<typeof prepareStatements>;

const cache = new WeakMap<AppDatabase, ApiKeyStatements>();

export function apiKeyStatementsOf(db: AppDatabase): ApiKeyStatements {
  let statements = cache.get(db);
  if (!statements) {
    statements = prepareStatements(db);
    cache.set(db, statements);
  }
  return statements;
}
