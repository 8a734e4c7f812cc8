import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ShellHandOff } from '@/components/shell-hand-off';

const APP_NAME = 'Leadpath';

/** The title of the deepest matched route that names one (router.tsx, staticData.title). */
function usePageTitle(): string | null {
  return useRouterState({
    select: (state) => {
      // A path no route knows marks its nearest not-found boundary with `_notFound`, not a status.
      if (state.matches.some((match) => match.status === 'notFound' || match._notFound))
        return 'Page not found';
      for (let index = state.matches.length - 1; index >= 0; index -= 1) {
        const title = state.matches[index]?.staticData.title;
        if (title) return title;
      }
      return null;
    },
  });
}

/** Every page has its own <title>, so tabs, history and screen readers tell pages apart (issue 28). */
export function RootLayout() {
  const title = usePageTitle();
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
  return (
    <>
      {useShowsItsPage() ? <ShellHandOff /> : null}
      <Outlet />
    </>
  );
}

/**
 * Whether this render shows the page the shell stands for: the router has loaded every matched route.
 * The dashboard's frame hands off itself, once the page inside it has rendered (dashboard-layout.tsx),
 * and so does the sign-in page, once it knows whether to offer "Create an account" (login-page.tsx).
 */
function useShowsItsPage(): boolean {
  return useRouterState({
    select: (state) =>
      state.status === 'idle' &&
      !state.isLoading &&
      !state.matches.some((match) => match.routeId === '/login' || match.routeId.startsWith('/dashboard')),
  });
}
