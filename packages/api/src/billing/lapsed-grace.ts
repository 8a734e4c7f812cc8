import { subscriptionAccess } from '@leadpath/core';
import { type Db, type SubscriptionRow, subscriptions, type UserRow } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { setUserPlan } from './set-plan.ts';

/**
 * What time alone ends, settled when the user's request arrives: a canceled subscription whose paid
 * period is over, or a past-due one whose grace period has ended, no longer carries its plan and the
 * user falls back to Free (expired). A later successful payment (subscription.updated) restores it.
 */
export function settleLapsedGrace(db: Db, user: UserRow, now: number): UserRow {
  if (user.tier === 'Free') return user;
  const row = db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).get();
  if (row && periodOfCanceledSubscriptionIsOver(row, now)) return endCanceledSubscription(db, user, row, now);
  if (row?.status !== 'past_due') return user;
  if (subscriptionAccess('past_due', row.graceUntil?.getTime() ?? null, now) !== 'ended') return user;
  return setUserPlan(db, user, 'Free', { source: 'grace-ended', period: row.period }, now);
}

const periodOfCanceledSubscriptionIsOver = (row: SubscriptionRow, now: number) =>
  row.cancelAtPeriodEnd &&
  row.status !== 'canceled' &&
  row.currentPeriodEnd !== null &&
  row.currentPeriodEnd.getTime() <= now;

/**
 * A subscription canceled in the portal ends with the period paid for, as the provider ends it then
 * (Stripe's customer.subscription.deleted, which may arrive later and then changes nothing).
 */
function endCanceledSubscription(db: Db, user: UserRow, row: SubscriptionRow, now: number): UserRow {
  db.update(subscriptions)
    .set({ status: 'canceled', cancelAtPeriodEnd: false, graceUntil: null, updatedAt: new Date(now) })
    .where(eq(subscriptions.userId, row.userId))
    .run();
  return setUserPlan(db, user, 'Free', { source: 'provider', period: row.period }, now);
}
