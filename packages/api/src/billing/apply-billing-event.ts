import { PAYMENT_GRACE_MS, type Plan } from '@leadpath/core';
import {
  type AppDatabase,
  billingEvents,
  type Db,
  type SubscriptionRow,
  subscriptions,
  users,
} from '@leadpath/db';
import type { BillingEvent, ProviderSubscription } from '@leadpath/integrations';
import { eq } from 'drizzle-orm';
import { setUserPlan } from './set-plan.ts';

export interface BillingEventResult {
  /** What handling did, in words; also kept in billing_events. */
  outcome:
    | 'applied'
    | 'already handled'
    | 'older than the state we hold'
    | 'no matching customer'
    | 'not one of our prices'
    | 'an earlier subscription';
  userId: string | null;
}

const result = (outcome: BillingEventResult['outcome'], userId: string | null = null) => ({
  outcome,
  userId,
});

async function subscriptionRowOf(
  db: Db,
  by: { userId?: string | null; subscriptionId?: string | null; customerId?: string | null },
): Promise<SubscriptionRow | undefined> {
  if (by.userId) {
    const row = await db.select().from(subscriptions).where(eq(subscriptions.userId, by.userId)).get();
    if (row) return row;
  }
  if (by.subscriptionId) {
    const row = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionId, by.subscriptionId))
      .get();
    if (row) return row;
  }
  if (by.customerId)
    return await db.select().from(subscriptions).where(eq(subscriptions.customerId, by.customerId)).get();
  return undefined;
}

const userOf = (db: Db, userId: string) => db.select().from(users).where(eq(users.id, userId)).get();

/** The first completed checkout ties the provider's customer to our user. */
async function linkCustomer(
  db: Db,
  event: Extract<BillingEvent, { type: 'checkout.session.completed' }>,
  now: number,
) {
  if (!event.userId || !(await userOf(db, event.userId))) return result('no matching customer');
  const existing = await subscriptionRowOf(db, { userId: event.userId });
  if (existing) {
    await db
      .update(subscriptions)
      .set({
        customerId: event.customerId,
        subscriptionId: event.subscriptionId ?? existing.subscriptionId,
        updatedAt: new Date(now),
      })
      .where(eq(subscriptions.userId, event.userId))
      .run();
  } else {
    await db
      .insert(subscriptions)
      .values({
        userId: event.userId,
        customerId: event.customerId,
        subscriptionId: event.subscriptionId,
        lastEventAt: new Date(0),
        updatedAt: new Date(now),
      })
      .run();
  }
  return result('applied', event.userId);
}

/** The plan a subscription state gives: its plan while active or in its grace period, Free once canceled. */
function tierOf(subscription: ProviderSubscription): Plan | null {
  if (subscription.status === 'canceled') return 'Free';
  return subscription.plan;
}

async function applySubscription(
  db: Db,
  event: BillingEvent & { subscription: ProviderSubscription },
  now: number,
) {
  const sub = event.subscription;
  let row = await subscriptionRowOf(db, sub);
  if (!row) {
    // A subscription event before checkout.session.completed: its metadata names our user.
    if (!sub.userId || !(await userOf(db, sub.userId))) return result('no matching customer');
    await db
      .insert(subscriptions)
      .values({
        userId: sub.userId,
        customerId: sub.customerId,
        subscriptionId: sub.subscriptionId,
        lastEventAt: new Date(0),
        updatedAt: new Date(now),
      })
      .run();
    row = (await subscriptionRowOf(db, { userId: sub.userId })) as SubscriptionRow;
  }
  if (event.created < row.lastEventAt.getTime()) return result('older than the state we hold', row.userId);
  // The end of a subscription the user has since replaced changes nothing.
  if (sub.status === 'canceled' && row.subscriptionId && row.subscriptionId !== sub.subscriptionId)
    return result('an earlier subscription', row.userId);
  if (!sub.plan || !sub.period) return result('not one of our prices', row.userId);

  const graceUntil = sub.status === 'past_due' ? (row.graceUntil ?? new Date(now + PAYMENT_GRACE_MS)) : null;
  await db
    .update(subscriptions)
    .set({
      customerId: sub.customerId,
      subscriptionId: sub.subscriptionId,
      plan: sub.plan,
      period: sub.period,
      status: sub.status,
      currentPeriodEnd: sub.currentPeriodEnd === null ? null : new Date(sub.currentPeriodEnd),
      graceUntil,
      cancelAtPeriodEnd: sub.status !== 'canceled' && sub.cancelAtPeriodEnd === true,
      lastEventAt: new Date(event.created),
      updatedAt: new Date(now),
    })
    .where(eq(subscriptions.userId, row.userId))
    .run();

  const user = await userOf(db, row.userId);
  const tier = tierOf(sub);
  // Past due keeps the plan while the grace period lasts, unless the grace already ran out.
  const graceOver = sub.status === 'past_due' && graceUntil !== null && graceUntil.getTime() <= now;
  if (user && tier)
    await setUserPlan(
      db,
      user,
      graceOver ? 'Free' : tier,
      { source: 'provider', eventId: event.id, period: sub.period },
      now,
    );
  return result('applied', row.userId);
}

/** A failed renewal: past due from now, with access until the grace period ends. */
async function markPastDue(
  db: Db,
  event: Extract<BillingEvent, { type: 'invoice.payment_failed' }>,
  now: number,
) {
  const row = await subscriptionRowOf(db, {
    subscriptionId: event.subscriptionId,
    customerId: event.customerId,
  });
  if (!row) return result('no matching customer');
  await db
    .update(subscriptions)
    .set({
      status: 'past_due',
      graceUntil: row.graceUntil ?? new Date(now + PAYMENT_GRACE_MS),
      updatedAt: new Date(now),
    })
    .where(eq(subscriptions.userId, row.userId))
    .run();
  return result('applied', row.userId);
}

function handle(db: Db, event: BillingEvent, now: number): Promise<BillingEventResult> {
  switch (event.type) {
    case 'checkout.session.completed':
      return linkCustomer(db, event, now);
    case 'invoice.payment_failed':
      return markPastDue(db, event, now);
    default:
      return applySubscription(db, event, now);
  }
}

/**
 * Applies one provider event (Stripe's webhook or the sandbox's pages), once: the event id is kept,
 * so a redelivery changes nothing; an event older than the state we hold is recorded and ignored.
 */
export function applyBillingEvent(
  db: AppDatabase,
  event: BillingEvent,
  now: number,
): Promise<BillingEventResult> {
  // The check of the event id, the handling and the record of the id are one transaction: a redelivery
  // arriving meanwhile waits, then finds the id and changes nothing.
  return db.transaction(async (tx) => {
    if (
      await tx
        .select({ id: billingEvents.id })
        .from(billingEvents)
        .where(eq(billingEvents.id, event.id))
        .get()
    )
      return result('already handled');
    const handled = await handle(tx, event, now);
    await tx
      .insert(billingEvents)
      .values({
        id: event.id,
        type: event.type,
        userId: handled.userId,
        outcome: handled.outcome,
        receivedAt: new Date(now),
      })
      .run();
    return handled;
  });
}
