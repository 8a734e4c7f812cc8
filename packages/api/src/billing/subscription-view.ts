import { type Db, planChanges, subscriptions, type UserRow } from '@leadpath/db';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';

const HISTORY_LENGTH = 20;

export const subscriptionViewSchema = z.object({
  /** The plan the user is on now (the profile's tier). */
  plan: z.enum(['Free', 'Starter', 'Premium', 'Pro']),
  provider: z.enum(['stripe', 'sandbox']),
  subscription: z
    .object({
      plan: z.enum(['Starter', 'Premium', 'Pro']),
      period: z.enum(['monthly', 'yearly']),
      status: z.enum(['active', 'past_due', 'canceled']),
      /** When the current period ends: the renewal date, or the end of a canceled plan. Epoch ms. */
      currentPeriodEnd: z.number().nullable(),
      /** Past due: access ends then unless the payment goes through. Epoch ms. */
      graceUntil: z.number().nullable(),
      /** Canceled by the customer: it ends at currentPeriodEnd instead of renewing. */
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
  /** Whether the provider's portal can be opened (a customer exists). */
  hasCustomer: z.boolean(),
  history: z.array(
    z.object({
      at: z.number(),
      fromPlan: z.string(),
      toPlan: z.string(),
      period: z.enum(['monthly', 'yearly']).nullable(),
      source: z.enum(['provider', 'admin', 'grace-ended']),
    }),
  ),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const subscriptionRowOfUser = (db: Db, userId: string) =>
  db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).get();

/** The user's plan, subscription and plan history as Settings → Billing shows them. */
export async function subscriptionViewOf(
  db: Db,
  user: UserRow,
  provider: 'stripe' | 'sandbox',
): Promise<SubscriptionView> {
  const row = await subscriptionRowOfUser(db, user.id);
  const history = await db
    .select()
    .from(planChanges)
    .where(eq(planChanges.userId, user.id))
    .orderBy(desc(planChanges.createdAt))
    .limit(HISTORY_LENGTH)
    .all();
  return {
    plan: user.tier,
    provider,
    subscription:
      row?.status && row.plan && row.period
        ? {
            plan: row.plan,
            period: row.period,
            status: row.status,
            currentPeriodEnd: row.currentPeriodEnd?.getTime() ?? null,
            graceUntil: row.graceUntil?.getTime() ?? null,
            cancelAtPeriodEnd: row.cancelAtPeriodEnd,
          }
        : null,
    hasCustomer: row !== undefined,
    history: history.map((change) => ({
      at: change.createdAt.getTime(),
      fromPlan: change.fromTier,
      toPlan: change.toTier,
      period: change.period,
      source: change.source,
    })),
  };
}
