import { type Db, limitCounters } from '@leadpath/db';
import { and, eq, gt, lte, sql } from 'drizzle-orm';

/**
 * At most `max` events per key in a window of `windowMs` that opens with the key's first event (not
 * on the clock's boundaries): a burst is held for one window from its start, as the sliding window
 * held it (ADR 050). `scope` names the limit in limit_counters.
 */
export interface AnchoredLimit {
  scope: string;
  max: number;
  windowMs: number;
}

/** The key's events in its open window, and when that window opened. */
export interface AnchoredCount {
  count: number;
  windowStart: number;
}

const keyIs = (limit: AnchoredLimit, key: string) =>
  and(eq(limitCounters.scope, limit.scope), eq(limitCounters.key, key));

/** The key's open window, or null when it has none (never counted, or its window is over). */
export async function openWindowOf(
  db: Db,
  limit: AnchoredLimit,
  key: string,
  now: number,
): Promise<AnchoredCount | null> {
  const row = await db
    .select({ count: limitCounters.count, windowStart: limitCounters.windowStart })
    .from(limitCounters)
    .where(and(keyIs(limit, key), gt(limitCounters.windowStart, now - limit.windowMs)))
    .get();
  return row && row.count > 0 ? row : null;
}

/** Seconds until the key may count again, or null when it is under its limit now. */
export async function waitOf(db: Db, limit: AnchoredLimit, key: string, now: number): Promise<number | null> {
  const open = await openWindowOf(db, limit, key, now);
  if (!open || open.count < limit.max) return null;
  return Math.max(1, Math.ceil((open.windowStart + limit.windowMs - now) / 1000));
}

/** One more event: added to the open window, or the first of a new one opening now. Answers the window. */
export async function countOne(
  db: Db,
  limit: AnchoredLimit,
  key: string,
  now: number,
): Promise<AnchoredCount> {
  const open = sql`${limitCounters.windowStart} > ${now - limit.windowMs}`;
  const row = await db
    .insert(limitCounters)
    .values({ scope: limit.scope, key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: [limitCounters.scope, limitCounters.key],
      set: {
        count: sql`case when ${open} then ${limitCounters.count} + 1 else 1 end`,
        windowStart: sql`case when ${open} then ${limitCounters.windowStart} else excluded.window_start end`,
      },
    })
    .returning({ count: limitCounters.count, windowStart: limitCounters.windowStart })
    .get();
  if (!row) throw new Error(`limit ${limit.scope}: the counter of a key was not written`);
  return row;
}

/** Takes back one event counted in the window that opened at `windowStart` (a later window is left alone). */
export async function takeBackOne(
  db: Db,
  limit: AnchoredLimit,
  key: string,
  windowStart: number,
): Promise<void> {
  await db
    .update(limitCounters)
    .set({ count: sql`${limitCounters.count} - 1` })
    .where(and(keyIs(limit, key), eq(limitCounters.windowStart, windowStart), gt(limitCounters.count, 0)))
    .run();
}

/** Forgets the key's events (a right password clears its address's wrong ones). */
export async function clearKey(db: Db, limit: AnchoredLimit, key: string): Promise<void> {
  await db.delete(limitCounters).where(keyIs(limit, key)).run();
}

/** Rows whose window is over: keys nobody has used since cost nothing. */
export async function sweepClosed(db: Db, limit: AnchoredLimit, now: number): Promise<void> {
  await db
    .delete(limitCounters)
    .where(and(eq(limitCounters.scope, limit.scope), lte(limitCounters.windowStart, now - limit.windowMs)))
    .run();
}
