import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/**
 * Whether the page was opened by the checkout's success redirect
 * (/dashboard/settings?section=billing&checkout=done). Once the router has settled, the parameter
 * is dropped from the URL, so a reload or a shared link does not announce the payment again; the
 * notice stays while the section is open.
 */
export function useCheckoutReturn(): boolean {
  const location = useRouterState({ select: (state) => state.location });
  const settled = useRouterState({ select: (state) => state.status === 'idle' });
  const navigate = useNavigate();
  const search = location.search as Record<string, unknown>;
  const returned = search.checkout === 'done';
  const [done] = useState(returned);

  useEffect(() => {
    if (!returned || !settled) return;
    const { checkout: _checkout, ...rest } = search;
    void navigate({ to: location.pathname, search: rest, replace: true } as Parameters<typeof navigate>[0]);
  }, [returned, settled, search, location.pathname, navigate]);

  return done;
}
