import { needsFirstAdmin } from '@/features/setup/setup-status';
import {
  prefetchDashboardStart,
  prefetchHome,
  prefetchProspects,
  prefetchPublicConfig,
  prefetchSequence,
} from './api-clients';

// A sequence's page (its id, a UUID), not the area's other pages (tasks, settings, new).
const SEQUENCE_PAGE = /^\/dashboard\/custom-outreach\/([\da-f-]{36})\/?$/i;

/**
 * The first page's code and data, asked for while the entry runs, before React's first pass and the
 * router's (ADR 075): on a phone that pass is a few hundred milliseconds the downloads need not wait.
 * The router asks for the same modules and data again and gets these (modules load once; the query
 * cache and the setup status share what is in flight), so a path missing here only loads later.
 */
export function startEarly(pathname: string): void {
  if (pathname === '/login') {
    void needsFirstAdmin();
    // "Create an account" under the form waits on it: the page's largest text on a phone.
    prefetchPublicConfig();
    void import('@/features/auth/login-page');
    return;
  }
  if (pathname !== '/dashboard' && !pathname.startsWith('/dashboard/')) return;
  const home = pathname === '/dashboard' || pathname === '/dashboard/';
  // One batch: the user, the subscription and the public config; Home's numbers once the user is in.
  prefetchDashboardStart();
  if (home) prefetchHome();
  // The page's own first data in the same batch (ADR 089): only the plain address of Prospects.
  if (/^\/dashboard\/prospects\/?$/.test(pathname) && !window.location.search) prefetchProspects();
  const sequenceId = SEQUENCE_PAGE.exec(pathname)?.[1];
  if (sequenceId) prefetchSequence(sequenceId);
  void import('./dashboard-layout');
  if (home) void import('@/features/home/dashboard-home');
  // In a task of its own before the first render, not inside a render after the first paint (ADR 081);
  // imported, not in the entry: the frame loads the module anyway, the sign-in page need not.
  void import('@/lib/local-format').then((module) => setTimeout(module.prepareLocaleFormats, 0));
}
