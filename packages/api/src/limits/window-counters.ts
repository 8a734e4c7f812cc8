import { type AppDatabase, type Db, limitCounters } from '@leadpath/db';
import { and, eq, lt, sql } from 'drizzle-orm';

/** At most `max` events per key in each fixed window of `windowMs`; `scope` names the limit in the table. */
export interface WindowLimit {
  scope: string;
  max: number;
  windowMs: number;
}

export interface WindowCount {
  limit: WindowLimit;
  key: string;
}

const windowStartOf = (limit: WindowLimit, now: number) => Math.floor(now / limit.windowMs) * limit.windowMs;

/** Seconds until the key is under its limit again, or null when it is under now. */
async function waitFor(db: Db, { limit, key }: WindowCount, now: number): Promise<number | null> {
  const start = windowStartOf(limit, now);
  const row = await db
    .select({ windowStart: limitCounters.windowStart, count: limitCounters.count })
    .from(limitCounters)
    .where(and(eq(limitCounters.scope, limit.scope), eq(limitCounters.key, key)))
    .get();
  const used = row && row.windowStart === start ? row.count : 0;
  return used < limit.max ? null : Math.ceil((start + limit.windowMs - now) / 1000);
}

/** One more event for the key: the row moves to the current window (count 1) or adds one to it. */
async function countOne(db: Db, { limit, key }: WindowCount, now: number): Promise<void> {
  const windowStart = windowStartOf(limit, now);
  await db
    .insert(limitCounters)
    .values({ scope: limit.scope, key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [limitCounters.scope, limitCounters.key],
      set: {
        count: sql`case when ${limitCounters.windowStart} = excluded.window_start then ${limitCounters.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .run();
}

/** Rows of finished windows: keys nobody has used since cost nothing. */
async function sweepFinished(db: Db, limit: WindowLimit, now: number): Promise<void> {
  await db
    .delete(limitCounters)
    .where(
      and(eq(limitCounters.scope, limit.scope), lt(limitCounters.windowStart, windowStartOf(limit, now))),
    )
    .run();
}

/** A refusal: the used-up limit that frees up last, and the seconds until it does. */
export interface WindowRefusal {
  limit: WindowLimit;
  retryAfterSeconds: number;
}

/**
 * Counts one event against every given limit, or none when any is used up: then returns the refusal
 * with the longest wait (null when counted). One immediate transaction, so racing requests, from
 * several instances too, never both take the last slot.
 */
export async function takeFromWindows(
  db: AppDatabase,
  counts: WindowCount[],
  now: number,
): Promise<WindowRefusal | null> {
  return db.transaction(
    async (tx) => {
      let refusal: WindowRefusal | null = null;
      for (const count of counts) {
        const wait = await waitFor(tx, count, now);
        if (wait !== null && (!refusal || wait > refusal.retryAfterSeconds))
          refusal = { limit: count.limit, retryAfterSeconds: wait };
      }
      if (refusal) return refusal;
      for (const count of counts) {
        await sweepFinished(tx, count.limit, now);
        await countOne(tx, count, now);
      }
      return null;
    },
    { behavior: 'immediate' },
  );
}
