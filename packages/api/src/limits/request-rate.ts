import { type AppDatabase, inSharedCommit, limitCounters, preparedGet, preparedOnce } from '@leadpath/db';
import { and, eq, lt, sql } from 'drizzle-orm';

export { DEFAULT_REQUEST_RATE_LIMITS, type RequestRateLimits } from './limit-defaults.ts';

export const REQUEST_RATE_WINDOW_MS = 60_000;

export const tooManyCalls = (seconds: number) =>
  `Too many requests. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

export interface RequestRateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window starts over: RateLimit-Reset, and Retry-After when refused. */
  resetSeconds: number;
}

const SCOPE = 'request-rate';

/**
 * One statement counts `cost` calls unless they would pass the limit: the row moves to the current
 * minute or adds to it; a refusal writes nothing and returns no row. Atomic on both engines without a
 * transaction (an upsert locks its row), so instances racing for the last call never both get it.
 * Every cookie call runs it: built and prepared once per database.
 */
const countCalls = preparedOnce((db) =>
  db
    .insert(limitCounters)
    .values({
      scope: SCOPE,
      key: sql.placeholder('key'),
      windowStart: sql.placeholder('windowStart'),
      count: sql.placeholder('cost'),
    })
    .onConflictDoUpdate({
      target: [limitCounters.scope, limitCounters.key],
      set: {
        count: sql`case when ${limitCounters.windowStart} = excluded.window_start then ${limitCounters.count} + excluded.count else excluded.count end`,
        windowStart: sql`excluded.window_start`,
      },
      setWhere: sql`${limitCounters.windowStart} <> excluded.window_start or ${limitCounters.count} + excluded.count <= ${sql.placeholder('limit')}`,
    })
    .returning({ used: limitCounters.count })
    .prepare(),
);

/** Calls already counted for the key in the minute (a refusal reports what is left). */
const usedIn = preparedOnce((db) =>
  db
    .select({ used: limitCounters.count })
    .from(limitCounters)
    .where(
      and(
        eq(limitCounters.scope, SCOPE),
        eq(limitCounters.key, sql.placeholder('key')),
        eq(limitCounters.windowStart, sql.placeholder('windowStart')),
      ),
    )
    .prepare(),
);

/**
 * Calls per key in fixed one-minute windows on the clock, counted in the database (limit_counters)
 * so every app instance shares them. A refused request counts nothing. Finished minutes are swept at
 * most once a minute per instance, so idle keys cost nothing.
 */
export function createRequestRate(db: AppDatabase) {
  let sweptWindow = 0;

  async function sweep(start: number): Promise<void> {
    if (start === sweptWindow) return;
    sweptWindow = start;
    await db
      .delete(limitCounters)
      .where(and(eq(limitCounters.scope, SCOPE), lt(limitCounters.windowStart, start)))
      .run();
  }

  return {
    /** Counts `cost` calls (a /trpc batch counts each of its calls) against `limit` per minute. */
    async consume(key: string, limit: number, now: number, cost = 1): Promise<RequestRateDecision> {
      const start = Math.floor(now / REQUEST_RATE_WINDOW_MS) * REQUEST_RATE_WINDOW_MS;
      // Once a minute: the awaited call alone cost every request a promise.
      if (start !== sweptWindow) await sweep(start);
      const resetSeconds = Math.max(1, Math.ceil((start + REQUEST_RATE_WINDOW_MS - now) / 1000));
      // The requests of one turn of the event loop share a commit (ADR 082); each counts on its own.
      const { allowed, used } = await inSharedCommit(db, async () => {
        // A cost above the limit can never pass; it is not written at all (a new key would take it).
        const counted =
          cost <= limit
            ? await preparedGet(countCalls(db), { key, windowStart: start, cost, limit })
            : undefined;
        if (counted) return { allowed: true, used: counted.used };
        return { allowed: false, used: (await usedIn(db).get({ key, windowStart: start }))?.used ?? 0 };
      });
      return { allowed, limit, remaining: Math.max(0, limit - used), resetSeconds };
    },
  };
}

export type RequestRate = ReturnType<typeof createRequestRate>;
