/** The sidebar of spec §2 as data; the web app maps icon names to components. */
import { type AccessSubject, canUseFeature } from './access.ts';
import type { FeatureKey } from './features.ts';

export interface NavigationItem {
  title: string;
  url: string;
  feature: FeatureKey;
  icon: string;
  color: string;
  description: string;
  /** '_blank' for items that open an external site in a new tab. */
  target?: '_blank';
  /** True when url comes from configuration (AGENT_EMAILS_URL) rather than this table. */
  external?: boolean;
}

export const mainNavigation: readonly NavigationItem[] = [
  {
    title: 'Home',
    url: '/dashboard',
    feature: 'home',
    icon: 'house',
    color: 'text-sky-500',
    description: 'Your day at a glance',
  },
  {
    title: 'Power Dialer',
    url: '/dashboard/dialer',
    feature: 'power-dialer',
    icon: 'phone',
    color: 'text-emerald-500',
    description: 'AI-assisted calling',
  },
  {
    title: 'Agent Emails',
    url: 'https://agents.example.com',
    feature: 'agent-emails',
    icon: 'mail',
    color: 'text-violet-500',
    description: 'Email agents, on their own site',
    target: '_blank',
    external: true,
  },
  {
    title: 'Companies',
    url: '/dashboard/companies',
    feature: 'companies',
    icon: 'building-2',
    color: 'text-amber-500',
    description: 'Accounts you prospect',
  },
  {
    title: 'Prospects',
    url: '/dashboard/prospects',
    feature: 'prospects',
    icon: 'users',
    color: 'text-rose-500',
    description: 'People you reach out to',
  },
  {
    title: 'Go-to-market',
    url: '/dashboard/go-to-market',
    feature: 'go-to-market',
    icon: 'target',
    color: 'text-orange-500',
    description: 'Plan your go-to-market',
  },
  {
    title: 'Custom outreach',
    url: '/dashboard/custom-outreach',
    feature: 'custom-outreach',
    icon: 'send',
    color: 'text-teal-500',
    description: 'Hand-written sequences',
  },
  {
    title: 'LinkedIn Analytics',
    url: '/dashboard/analytics',
    feature: 'linkedin-analytics',
    icon: 'chart-column',
    color: 'text-blue-500',
    description: 'How your outreach performs',
  },
  {
    title: 'LinkedIn sequence upload',
    url: '/dashboard/upload-linkedin-sequence',
    feature: 'linkedin-sequence',
    icon: 'upload',
    color: 'text-indigo-500',
    description: 'Upload a LinkedIn sequence',
  },
  {
    title: 'LinkedIn messaging',
    url: '/dashboard/linkedin-messaging',
    feature: 'linkedin-messaging',
    icon: 'message-square',
    color: 'text-cyan-500',
    description: 'Your LinkedIn inbox',
  },
  {
    title: 'AI Training',
    url: '/dashboard/ai-training',
    feature: 'ai-training',
    icon: 'brain',
    color: 'text-fuchsia-500',
    description: 'Train the agents (staff only)',
  },
];

export const settingsAndTools = [
  { title: 'Settings', url: '/dashboard/settings', icon: 'settings' },
  { title: 'Domains', url: '/dashboard/domains', icon: 'globe' },
  { title: 'Mailboxes', url: '/dashboard/mailboxes', icon: 'inbox' },
] as const;

export interface QuickAction {
  title: string;
  url: string;
  icon: string;
  /** The feature behind the page it opens: hidden, like a main item, when that feature is not allowed. */
  feature: FeatureKey;
}

export const quickActions: readonly QuickAction[] = [
  { title: 'New GTM', url: '/dashboard/gtm-playbooks', icon: 'plus', feature: 'go-to-market' },
  { title: 'Analytics', url: '/dashboard/analytics', icon: 'chart-line', feature: 'linkedin-analytics' },
];

/**
 * The sidebar's one rule (spec §6): an item is shown when its feature is allowed. Home is the
 * exception: it stays for every signed-in, active user, since it holds the upgrade path and the
 * data export of an expired trial (ADR 034).
 */
export function canSeeNavigationItem(user: AccessSubject, feature: FeatureKey, now: number): boolean {
  if (feature === 'home') return !user.isDeactivated;
  return canUseFeature(user, feature, now);
}

/** The navigation items this user may see. */
export function visibleNavigation(user: AccessSubject, now: number): NavigationItem[] {
  return mainNavigation.filter((item) => canSeeNavigationItem(user, item.feature, now));
}

/** The quick actions this user may see, by the same rule as the main items. */
export function visibleQuickActions(user: AccessSubject, now: number): QuickAction[] {
  return quickActions.filter((action) => canSeeNavigationItem(user, action.feature, now));
}

/** An item is active when the path starts with its url; Home only on /dashboard or / (spec §2). */
export function isNavigationItemActive(itemUrl: string, pathname: string): boolean {
  if (itemUrl === '/dashboard')
    return pathname === '/dashboard' || pathname === '/dashboard/' || pathname === '/';
  return pathname.startsWith(itemUrl);
}
