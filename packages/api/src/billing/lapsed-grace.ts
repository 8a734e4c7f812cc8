import { subscriptionAccess } from '@leadpath/core';
import { type Db, subscriptions, type UserRow } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { setUserPlan } from './set-plan.ts';

/**
 * A past-due subscription whose grace period has ended no longer carries its plan: the user falls
 * back to Free (expired). Checked when the user's request arrives; a later successful payment
 * (the provider's subscription.updated) restores the plan.
 */
export function settleLapsedGrace(db: Db, user: UserRow, now: number): UserRow {
  if (user.tier === 'Free') return user;
  const row = db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).get();
  if (row?.status !== 'past_due') return user;
  if (subscriptionAccess('past_due', row.graceUntil?.getTime() ?? null, now) !== 'ended') return user;
  return setUserPlan(db, user, 'Free', { source: 'grace-ended', period: row.period }, now);
}
