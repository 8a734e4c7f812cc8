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
    const params = new URLSearchParams(location.searchStr);
    params.delete('checkout');
    const query = params.toString();
    void navigate({ href: `${location.pathname}${query ? `?${query}` : ''}`, replace: true });
  }, [returned, settled, location.pathname, location.searchStr, navigate]);

  return done;
}
