import { subscriptionAccess } from '@leadpath/core';
import {
  type AppDatabase,
  type Db,
  preparedGet,
  preparedOnce,
  type SubscriptionRow,
  subscriptions,
  type UserRow,
  users,
} from '@leadpath/db';
import { eq, sql } from 'drizzle-orm';
import { setUserPlan } from './set-plan.ts';

/**
 * What time alone ends, settled when the user's request arrives: a canceled subscription whose paid
 * period is over, or a past-due one whose grace period has ended, no longer carries its plan and the
 * user falls back to Free (expired). A later successful payment (subscription.updated) restores it.
 */
// Every signed-in request reads it: built and prepared once (it was a quarter of a request's CPU).
const subscriptionOf = preparedOnce((db) =>
  db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .prepare(),
);

export async function settleLapsedGrace(db: AppDatabase, user: UserRow, now: number): Promise<UserRow> {
  if (user.tier === 'Free') return user;
  const row = await preparedGet(subscriptionOf(db), { userId: user.id });
  if (!lapsed(row, now)) return user;
  // Two requests of the same user may arrive together: the state is read again and the plan changed
  // once, in one transaction (a second request finds the user on Free already).
  return db.transaction(async (tx) => {
    const current = await tx.select().from(users).where(eq(users.id, user.id)).get();
    if (!current) return user;
    return settle(tx, current, now);
  });
}

async function settle(db: Db, user: UserRow, now: number): Promise<UserRow> {
  if (user.tier === 'Free') return user;
  const row = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).get();
  if (row && periodOfCanceledSubscriptionIsOver(row, now)) return endCanceledSubscription(db, user, row, now);
  if (!row || !graceEnded(row, now)) return user;
  return setUserPlan(db, user, 'Free', { source: 'grace-ended', period: row.period }, now);
}

/** Whether time alone has ended the subscription's plan (what settle acts on). */
const lapsed = (row: SubscriptionRow | undefined, now: number) =>
  row !== undefined && (periodOfCanceledSubscriptionIsOver(row, now) || graceEnded(row, now));

const graceEnded = (row: SubscriptionRow, now: number) =>
  row.status === 'past_due' &&
  subscriptionAccess('past_due', row.graceUntil?.getTime() ?? null, now) === 'ended';

const periodOfCanceledSubscriptionIsOver = (row: SubscriptionRow, now: number) =>
  row.cancelAtPeriodEnd &&
  row.status !== 'canceled' &&
  row.currentPeriodEnd !== null &&
  row.currentPeriodEnd.getTime() <= now;

/**
 * A subscription canceled in the portal ends with the period paid for, as the provider ends it then
 * (Stripe's customer.subscription.deleted, which may arrive later and then changes nothing).
 */
async function endCanceledSubscription(
  db: Db,
  user: UserRow,
  row: SubscriptionRow,
  now: number,
): Promise<UserRow> {
  await db
    .update(subscriptions)
    .set({ status: 'canceled', cancelAtPeriodEnd: false, graceUntil: null, updatedAt: new Date(now) })
    .where(eq(subscriptions.userId, row.userId))
    .run();
  return setUserPlan(db, user, 'Free', { source: 'provider', period: row.period }, now);
}
