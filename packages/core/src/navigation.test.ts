import { describe, expect, it } from 'vitest';
import { DAY_MS } from './access.ts';
import {
  isNavigationItemActive,
  mainNavigation,
  visibleNavigation,
  visibleQuickActions,
} from './navigation.ts';

const now = Date.UTC(2026, 0, 1);
const titles = (items: { title: string }[]) => items.map((i) => i.title);

describe('navigation', () => {
  it('lists the eleven items of spec §2 in order', () => {
    expect(titles([...mainNavigation])).toEqual([
      'Home',
      'Power Dialer',
      'Agent Emails',
      'Companies',
      'Prospects',
      'Go-to-market',
      'Custom outreach',
      'LinkedIn Analytics',
      'LinkedIn sequence upload',
      'LinkedIn messaging',
      'AI Training',
    ]);
  });

  it('hides Power Dialer, Agent Emails and AI Training from a Free user in trial', () => {
    const seen = titles(visibleNavigation({ role: 'Free', trialEndDate: now + DAY_MS }, now));
    expect(seen).not.toContain('Power Dialer');
    expect(seen).not.toContain('Agent Emails');
    expect(seen).not.toContain('AI Training');
    expect(seen).toContain('Companies');
  });

  it('shows AI Training to Admin only', () => {
    expect(titles(visibleNavigation({ role: 'Admin' }, now))).toContain('AI Training');
    expect(titles(visibleNavigation({ role: 'Pro' }, now))).not.toContain('AI Training');
    expect(visibleNavigation({ role: 'Pro' }, now)).toHaveLength(10);
  });

  it('shows an expired Free user only Home, where the upgrade path and the data export are', () => {
    expect(titles(visibleNavigation({ role: 'Free', trialEndDate: now - 1 }, now))).toEqual(['Home']);
  });

  it('shows a deactivated user nothing, not even Home', () => {
    expect(visibleNavigation({ role: 'Pro', isDeactivated: true }, now)).toEqual([]);
  });

  it('hides the quick actions whose feature is not allowed, like the main items', () => {
    expect(titles(visibleQuickActions({ role: 'Free', trialEndDate: now - 1 }, now))).toEqual([]);
    expect(titles(visibleQuickActions({ role: 'Free', trialEndDate: now + DAY_MS }, now))).toEqual([
      'New GTM',
      'Analytics',
    ]);
    expect(titles(visibleQuickActions({ role: 'Pro' }, now))).toEqual(['New GTM', 'Analytics']);
  });

  it('marks Home active only on /dashboard or /', () => {
    expect(isNavigationItemActive('/dashboard', '/dashboard')).toBe(true);
    expect(isNavigationItemActive('/dashboard', '/')).toBe(true);
    expect(isNavigationItemActive('/dashboard', '/dashboard/companies')).toBe(false);
  });

  it('marks an item active when the path starts with its url', () => {
    expect(isNavigationItemActive('/dashboard/companies', '/dashboard/companies')).toBe(true);
    expect(isNavigationItemActive('/dashboard/companies', '/dashboard/companies/x')).toBe(true);
    expect(isNavigationItemActive('/dashboard/companies', '/dashboard/prospects')).toBe(false);
  });
});
