import { describe, expect, it } from 'vitest';
import {
  type AccessSubject,
  canExportData,
  canUseFeature,
  canUseIntegration,
  DAY_MS,
  hasProductAccess,
  trialDaysRemaining,
  trialState,
  upgradePath,
} from './access.ts';
import { featureKeys, integrationKeys } from './features.ts';
import { paidPlans } from './roles.ts';

const now = Date.UTC(2026, 10, 23, 12, 0, 0);
const free = (
  trialEndDate: number | string | Date | null,
  extra: Partial<AccessSubject> = {},
): AccessSubject => ({
  role: 'Free',
  trialEndDate,
  ...extra,
});

describe('access rule', () => {
  it.each([...paidPlans, 'Admin' as const])('%s has access while not deactivated', (role) => {
    expect(hasProductAccess({ role }, now)).toBe(true);
  });

  it.each([...paidPlans, 'Admin' as const])('%s loses access when deactivated', (role) => {
    expect(hasProductAccess({ role, isDeactivated: true }, now)).toBe(false);
  });

  it('a deactivated Admin has no access', () => {
    expect(hasProductAccess({ role: 'Admin', isDeactivated: true }, now)).toBe(false);
  });

  it('a Free user whose trial ends in 1 ms has access', () => {
    expect(hasProductAccess(free(now + 1), now)).toBe(true);
  });

  it('a Free user whose trial ended 1 ms ago has no access', () => {
    expect(hasProductAccess(free(now - 1), now)).toBe(false);
  });

  it('a Free user whose trial ends exactly now has no access', () => {
    expect(hasProductAccess(free(now), now)).toBe(false);
  });

  it('a Free user in trial with hasAccess false has no access', () => {
    expect(hasProductAccess(free(now + DAY_MS, { hasAccess: false }), now)).toBe(false);
  });

  it('a Free user in trial with hasAccess null or true has access', () => {
    expect(hasProductAccess(free(now + DAY_MS, { hasAccess: null }), now)).toBe(true);
    expect(hasProductAccess(free(now + DAY_MS, { hasAccess: true }), now)).toBe(true);
  });

  it('a deactivated Free user in trial has no access', () => {
    expect(hasProductAccess(free(now + DAY_MS, { isDeactivated: true }), now)).toBe(false);
  });

  it('accepts the trial end as an ISO string or a Date', () => {
    expect(hasProductAccess(free(new Date(now + 1).toISOString()), now)).toBe(true);
    expect(hasProductAccess(free(new Date(now - 1)), now)).toBe(false);
  });
});

describe('trial state and days remaining', () => {
  it('is in trial before the end date and expired after it', () => {
    expect(trialState(free(now + 1), now)).toBe('in-trial');
    expect(trialState(free(now - 1), now)).toBe('expired');
    expect(trialState({ role: 'Pro', trialEndDate: now - 1 }, now)).toBe('not-on-trial');
    expect(trialState(free(null), now)).toBe('not-on-trial');
  });

  it('ends in 1 ms: 1 day remaining (ceiling)', () => {
    expect(trialDaysRemaining(free(now + 1), now)).toBe(1);
  });

  it('ends in exactly one day: 1 day remaining', () => {
    expect(trialDaysRemaining(free(now + DAY_MS), now)).toBe(1);
  });

  it('ends in one day and 1 ms: 2 days remaining', () => {
    expect(trialDaysRemaining(free(now + DAY_MS + 1), now)).toBe(2);
  });

  it('ended 1 ms ago: 0, never negative', () => {
    expect(trialDaysRemaining(free(now - 1), now)).toBe(0);
    expect(trialDaysRemaining(free(now - 30 * DAY_MS), now)).toBe(0);
  });

  it('seven days from now: 7', () => {
    expect(trialDaysRemaining(free(now + 7 * DAY_MS), now)).toBe(7);
  });

  it('applies only to Free users', () => {
    for (const role of [...paidPlans, 'Admin' as const]) {
      expect(trialDaysRemaining({ role, trialEndDate: now + DAY_MS }, now)).toBeNull();
    }
  });

  it('the day length is 86,400,000 ms', () => {
    expect(DAY_MS).toBe(86_400_000);
  });
});

describe('feature gate', () => {
  const inTrial = free(now + DAY_MS);

  it.each(['agent-emails', 'power-dialer', 'chat-interface'] as const)(
    'a Free user in trial cannot use %s',
    (f) => {
      expect(canUseFeature(inTrial, f, now)).toBe(false);
    },
  );

  it('every other feature but ai-training is open to a Free user in trial', () => {
    const open = featureKeys.filter(
      (f) => !['agent-emails', 'power-dialer', 'chat-interface', 'ai-training'].includes(f),
    );
    for (const f of open) expect(canUseFeature(inTrial, f, now)).toBe(true);
  });

  it('an expired Free user can use no feature', () => {
    for (const f of featureKeys) expect(canUseFeature(free(now - 1), f, now)).toBe(false);
  });

  it('paid plans use every feature but ai-training', () => {
    for (const role of paidPlans) {
      for (const f of featureKeys) expect(canUseFeature({ role }, f, now)).toBe(f !== 'ai-training');
    }
  });

  it('only Admin uses ai-training', () => {
    expect(canUseFeature({ role: 'Admin' }, 'ai-training', now)).toBe(true);
    expect(canUseFeature({ role: 'Pro' }, 'ai-training', now)).toBe(false);
  });

  it('a deactivated Admin uses nothing', () => {
    for (const f of featureKeys)
      expect(canUseFeature({ role: 'Admin', isDeactivated: true }, f, now)).toBe(false);
  });
});

describe('data export', () => {
  it('an expired trial still exports its prospects and companies', () => {
    expect(canExportData(free(now - 1), 'prospects', now)).toBe(true);
    expect(canExportData(free(now - 1), 'companies', now)).toBe(true);
  });

  it('a deactivated expired user exports nothing', () => {
    expect(canExportData(free(now - 1, { isDeactivated: true }), 'prospects', now)).toBe(false);
  });

  it('otherwise it follows the feature gate', () => {
    expect(canExportData(free(now + DAY_MS), 'prospects', now)).toBe(true);
    expect(canExportData({ role: 'Pro' }, 'companies', now)).toBe(true);
    expect(canExportData(free(now + DAY_MS, { hasAccess: false }), 'prospects', now)).toBe(false);
  });
});

describe('integration gate', () => {
  it('a Free user in trial may use linkedin, salesforce and hubspot only', () => {
    const allowed = integrationKeys.filter((k) => canUseIntegration(free(now + DAY_MS), k, now));
    expect(allowed.sort()).toEqual(['hubspot', 'linkedin', 'salesforce']);
  });

  it('an expired Free user may use none', () => {
    expect(integrationKeys.filter((k) => canUseIntegration(free(now - 1), k, now))).toEqual([]);
  });

  it('paid and Admin users may use every integration', () => {
    for (const role of [...paidPlans, 'Admin' as const]) {
      expect(integrationKeys.every((k) => canUseIntegration({ role }, k, now))).toBe(true);
    }
  });
});

describe('upgrade path', () => {
  it('leads Free users to /pricing', () => {
    expect(upgradePath(free(now + 1))).toBe('/pricing');
    expect(upgradePath({ role: 'Pro' })).toBeNull();
  });
});
