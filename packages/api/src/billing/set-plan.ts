import { randomUUID } from 'node:crypto';
import { type BillingPeriod, type Plan, roleForPlan } from '@leadpath/core';
import { type Db, planChanges, type UserRow, users } from '@leadpath/db';
import { eq } from 'drizzle-orm';

export interface PlanChangeCause {
  source: 'provider' | 'admin' | 'grace-ended';
  actorId?: string | null;
  eventId?: string | null;
  period?: BillingPeriod | null;
}

/**
 * Puts a user on `tier` (role following it, spec §6) and writes the change to the plan history.
 * Back to Free means the expired-trial state: the trial, if any, ends now. No change, no row.
 */
export async function setUserPlan(
  db: Db,
  user: UserRow,
  tier: Plan,
  cause: PlanChangeCause,
  now: number,
): Promise<UserRow> {
  const role = roleForPlan(user, tier);
  if (user.tier === tier && user.role === role) return user;
  const trialEndDate =
    tier === 'Free' && (user.trialEndDate === null || user.trialEndDate.getTime() > now)
      ? new Date(now)
      : user.trialEndDate;
  await db
    .update(users)
    .set({ tier, role, trialEndDate, updatedAt: new Date(now) })
    .where(eq(users.id, user.id))
    .run();
  await db
    .insert(planChanges)
    .values({
      id: randomUUID(),
      userId: user.id,
      fromTier: user.tier,
      toTier: tier,
      fromRole: user.role,
      toRole: role,
      period: cause.period ?? null,
      source: cause.source,
      actorId: cause.actorId ?? null,
      eventId: cause.eventId ?? null,
      createdAt: new Date(now),
    })
    .run();
  return { ...user, tier, role, trialEndDate, updatedAt: new Date(now) };
}
