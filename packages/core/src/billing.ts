/** Plan order, plan-change wording and the payment grace period of spec §6. Pure rules. */
import { type BillingPeriod, planPricing } from './constants.ts';
import type { PaidPlan, Plan, Role } from './roles.ts';

/** After a failed payment access continues this long (past_due), then it ends. */
export const PAYMENT_GRACE_DAYS = 7;
export const PAYMENT_GRACE_MS = PAYMENT_GRACE_DAYS * 24 * 60 * 60 * 1000;

/** Display order only (Starter < Premium < Pro): which change is an upgrade and which a downgrade. */
export const planOrder: Record<PaidPlan, number> = { Starter: 1, Premium: 2, Pro: 3 };

/** The most expensive plan: it is never offered an upgrade. */
export const topPlan: PaidPlan = 'Pro';

export type PlanChoice = { plan: PaidPlan; period: BillingPeriod };

export type PlanChange = 'current' | 'upgrade' | 'downgrade' | 'switch-to-yearly' | 'switch-to-monthly';

/** What choosing `target` means for someone on `current` (null: no paid plan, so any plan is an upgrade). */
export function planChange(current: PlanChoice | null, target: PlanChoice): PlanChange {
  if (!current) return 'upgrade';
  if (current.plan === target.plan) {
    if (current.period === target.period) return 'current';
    return target.period === 'yearly' ? 'switch-to-yearly' : 'switch-to-monthly';
  }
  return planOrder[target.plan] > planOrder[current.plan] ? 'upgrade' : 'downgrade';
}

/** The button wording, truthful about the change. */
export function planChangeLabel(change: PlanChange, target: PaidPlan): string {
  switch (change) {
    case 'current':
      return 'Current plan';
    case 'upgrade':
      return `Upgrade to ${target}`;
    case 'downgrade':
      return `Downgrade to ${target}`;
    case 'switch-to-yearly':
      return 'Switch to yearly';
    case 'switch-to-monthly':
      return 'Switch to monthly';
  }
}

/** Dollars a year saved by paying yearly instead of twelve months. */
export function yearlySaving(plan: PaidPlan): number {
  return planPricing[plan].monthly * 12 - planPricing[plan].yearly;
}

export type SubscriptionState = 'active' | 'past_due' | 'canceled';

/**
 * Whether a paid subscription still gives access: active does; past_due does until its grace
 * period ends (then it is 'ended'); canceled does not.
 */
export function subscriptionAccess(
  status: SubscriptionState,
  graceUntil: number | null,
  now: number,
): 'active' | 'grace' | 'ended' {
  if (status === 'active') return 'active';
  if (status === 'past_due' && graceUntil !== null && now < graceUntil) return 'grace';
  return 'ended';
}

/** The role that goes with a plan (spec §6: role and tier move together); Admin staff keep their role. */
export function roleForPlan(user: { role: Role }, tier: Plan): Role {
  return user.role === 'Admin' ? 'Admin' : tier;
}
