import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { LoginPage } from '@/features/auth/login-page';
import { DashboardHome } from '@/features/home/dashboard-home';
import { AreaPlaceholder } from '@/features/shell/area-page';
import { areaPages } from '@/features/shell/area-pages';
import { DashboardLayout, DashboardShell } from './dashboard-layout';
import { DashboardNotFound, NotFoundPage } from './not-found-page';

const rootRoute = createRootRoute({ component: Outlet });

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/dashboard', replace: true });
  },
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (search: Record<string, unknown>): { callbackUrl?: string } =>
    typeof search.callbackUrl === 'string' ? { callbackUrl: search.callbackUrl } : {},
  component: function LoginRoute() {
    const { callbackUrl } = loginRoute.useSearch();
    return <LoginPage callbackUrl={callbackUrl} />;
  },
});

const PricingPage = lazy(() =>
  import('@/features/pricing/pricing-page').then((module) => ({ default: module.PricingPage })),
);

/** The upgrade page, inside the shell so the way back is the sidebar. */
const pricingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/pricing',
  component: () => (
    <DashboardShell>
      <Suspense fallback={null}>
        <PricingPage />
      </Suspense>
    </DashboardShell>
  ),
});

/** ?settings=<section id> opens the settings dialog over any dashboard page (dashboard-layout.tsx). */
const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  validateSearch: (search: Record<string, unknown>): { settings?: string } =>
    typeof search.settings === 'string' ? { settings: search.settings } : {},
  component: DashboardLayout,
  notFoundComponent: DashboardNotFound,
});

const dashboardIndexRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/',
  component: DashboardHome,
});

/** /dashboard/settings?section=<id> opens the dialog on that section; other parameters are kept. */
const settingsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'settings',
  beforeLoad: ({ search }) => {
    const { section, ...rest } = search as Record<string, unknown>;
    throw redirect({
      to: '/dashboard',
      search: { ...rest, settings: typeof section === 'string' ? section : 'edit-profile' },
      replace: true,
    });
  },
});

const adminRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'admin',
  component: lazyRouteComponent(() => import('@/features/admin/admin-page'), 'AdminPage'),
});

// The areas the spec names without describing (DECISIONS.md §6).
const areaRoutes = areaPages.map((area) =>
  createRoute({
    getParentRoute: () => dashboardRoute,
    path: area.path,
    component: () => <AreaPlaceholder area={area} />,
  }),
);

const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  pricingRoute,
  dashboardRoute.addChildren([dashboardIndexRoute, settingsRoute, adminRoute, ...areaRoutes]),
]);

export const router = createRouter({
  routeTree,
  defaultNotFoundComponent: NotFoundPage,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
