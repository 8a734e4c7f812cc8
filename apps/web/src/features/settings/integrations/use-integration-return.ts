import { catalogueEntryOf, type IntegrationKey, integrationKeys } from '@leadpath/core';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';

export const CONNECTION_FAILED = 'connection failed, please try again';

// The return is handled once per page visit, even when the section mounts twice (StrictMode, reopening).
let handledReturnKey: string | null = null;

function titleOf(provider: unknown): string | null {
  return typeof provider === 'string' && (integrationKeys as readonly string[]).includes(provider)
    ? catalogueEntryOf(provider as IntegrationKey).title
    : null;
}

/**
 * Reads ?success=&provider= after a connect flow (spec §2): true shows a success toast and
 * confetti; any other value the failure toast. The parameters are then dropped from the URL.
 */
export function useIntegrationReturn(): { confetti: boolean; endConfetti: () => void } {
  const location = useRouterState({ select: (state) => state.location });
  const navigate = useNavigate();
  const [confetti, setConfetti] = useState(false);
  const search = location.search as Record<string, unknown>;
  const hasReturn = 'success' in search;

  useEffect(() => {
    if (!hasReturn) return;
    const key = `${location.state.key ?? ''}${location.href}`;
    if (handledReturnKey !== key) {
      handledReturnKey = key;
      // The router parses "true" as JSON: both forms count as success.
      if (search.success === true || search.success === 'true') {
        const title = titleOf(search.provider);
        toast.success(title ? `${title} connected successfully` : 'App connected successfully');
        setConfetti(true);
      } else {
        toast.error(CONNECTION_FAILED);
      }
    }
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => {
        const { success: _success, provider: _provider, ...rest } = previous;
        return rest;
      },
      replace: true,
    } as Parameters<typeof navigate>[0]);
  }, [hasReturn, location, search, navigate]);

  return { confetti, endConfetti: () => setConfetti(false) };
}
