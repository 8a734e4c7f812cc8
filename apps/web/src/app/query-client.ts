import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorStatus, handleGlobalError } from '@/lib/api-errors';

/** `meta: { globalErrorToast: false }` lets a screen show a failure itself instead of the toast. */
interface AppMeta extends Record<string, unknown> {
  globalErrorToast?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

const MAX_RETRIES = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (err, query) => {
        if (query.meta?.globalErrorToast !== false) handleGlobalError(err);
      },
    }),
    mutationCache: new MutationCache({
      onError: (err, _variables, _context, mutation) => {
        if (mutation.meta?.globalErrorToast !== false) handleGlobalError(err);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx answer will not change on retry; network and 5xx errors might.
        retry: (failureCount, err) => {
          const status = errorStatus(err);
          return (status === undefined || status >= 500) && failureCount < MAX_RETRIES;
        },
      },
    },
  });
}
