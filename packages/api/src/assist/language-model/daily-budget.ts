import type { AppDatabase } from '@leadpath/db';
import { takeFromWindows } from '../../limits/window-counters.ts';

const DAY_MS = 86_400_000;

/** Takes one call from a person's daily allowance; false when it is used up. */
export type TakeFromBudget = (userId: string) => Promise<boolean>;

/** Calls per user per UTC day, counted in the database so every instance shares the count. */
export function dailyCallBudget(db: AppDatabase, now: () => number, callsPerDay: number): TakeFromBudget {
  const limit = { scope: 'llm:calls-per-day', max: callsPerDay, windowMs: DAY_MS };
  return async (userId) => (await takeFromWindows(db, [{ limit, key: userId }], now())) === null;
}
