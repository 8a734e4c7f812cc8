import { needsFirstAdmin } from '@/features/setup/setup-status';
import { prefetchDashboardStart } from './api-clients';

/**
 * The first page's code and data, asked for while the entry runs, before React's first pass and the
 * router's (ADR 075): on a phone that pass is a few hundred milliseconds the downloads need not wait.
 * The router asks for the same modules and data again and gets these (modules load once; the query
 * cache and the setup status share what is in flight), so a path missing here only loads later.
 */
export function startEarly(pathname: string): void {
  if (pathname === '/login') {
    void needsFirstAdmin();
    void import('@/features/auth/login-page');
    return;
  }
  if (pathname !== '/dashboard' && !pathname.startsWith('/dashboard/')) return;
  prefetchDashboardStart();
  void import('./dashboard-layout');
  if (pathname === '/dashboard' || pathname === '/dashboard/') void import('@/features/home/dashboard-home');
}
