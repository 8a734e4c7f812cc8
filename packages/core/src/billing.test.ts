import { describe, expect, it } from 'vitest';
import {
  PAYMENT_GRACE_MS,
  planChange,
  planChangeLabel,
  roleForPlan,
  subscriptionAccess,
  topPlan,
  yearlySaving,
} from './billing.ts';

describe('plan changes', () => {
  it('names each change truthfully', () => {
    const premiumMonthly = { plan: 'Premium', period: 'monthly' } as const;
    expect(planChange(null, { plan: 'Starter', period: 'monthly' })).toBe('upgrade');
    expect(planChange(premiumMonthly, premiumMonthly)).toBe('current');
    expect(planChange(premiumMonthly, { plan: 'Pro', period: 'monthly' })).toBe('upgrade');
    expect(planChange(premiumMonthly, { plan: 'Starter', period: 'yearly' })).toBe('downgrade');
    expect(planChange(premiumMonthly, { plan: 'Premium', period: 'yearly' })).toBe('switch-to-yearly');
    expect(planChange({ plan: 'Premium', period: 'yearly' }, premiumMonthly)).toBe('switch-to-monthly');
    expect(planChangeLabel('downgrade', 'Starter')).toBe('Downgrade to Starter');
    expect(planChangeLabel('switch-to-yearly', 'Premium')).toBe('Switch to yearly');
  });

  it('the top plan has nothing above it', () => {
    for (const plan of ['Starter', 'Premium'] as const) {
      expect(planChange({ plan: topPlan, period: 'monthly' }, { plan, period: 'monthly' })).toBe('downgrade');
    }
  });

  it('yearly shows the saving against twelve months', () => {
    expect(yearlySaving('Starter')).toBe(288);
    expect(yearlySaving('Premium')).toBe(1488);
    expect(yearlySaving('Pro')).toBe(2988);
  });
});

describe('subscription access', () => {
  const now = Date.UTC(2026, 10, 23);
  it('past due keeps access during the grace period, then ends', () => {
    expect(PAYMENT_GRACE_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(subscriptionAccess('active', null, now)).toBe('active');
    expect(subscriptionAccess('past_due', now + PAYMENT_GRACE_MS, now)).toBe('grace');
    expect(subscriptionAccess('past_due', now + PAYMENT_GRACE_MS, now + PAYMENT_GRACE_MS)).toBe('ended');
    expect(subscriptionAccess('canceled', null, now)).toBe('ended');
  });
});

describe('roleForPlan', () => {
  it('moves the role with the plan, except for Admin staff', () => {
    expect(roleForPlan({ role: 'Free' }, 'Premium')).toBe('Premium');
    expect(roleForPlan({ role: 'Pro' }, 'Free')).toBe('Free');
    expect(roleForPlan({ role: 'Admin' }, 'Starter')).toBe('Admin');
  });
});
