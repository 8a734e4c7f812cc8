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

export const quickActions = [
  { title: 'New GTM', url: '/dashboard/gtm-playbooks', icon: 'plus' },
  { title: 'Analytics', url: '/dashboard/analytics', icon: 'chart-line' },
] as const;

/** The navigation items this user may see: the feature gate decides, nothing else. */
export function visibleNavigation(user: AccessSubject, now: number): NavigationItem[] {
  return mainNavigation.filter((item) => canUseFeature(user, item.feature, now));
}

/** An item is active when the path starts with its url; Home only on /dashboard or / (spec §2). */
export function isNavigationItemActive(itemUrl: string, pathname: string): boolean {
  if (itemUrl === '/dashboard')
    return pathname === '/dashboard' || pathname === '/dashboard/' || pathname === '/';
  return pathname.startsWith(itemUrl);
}
