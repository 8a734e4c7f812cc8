import type { AppRouter } from '@leadpath/api';
import { MAX_BATCH_CALLS, UNBATCHED_PROCEDURES } from '@leadpath/core';
import { httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import { impersonationHeaders } from './impersonation';

export const trpc = createTRPCReact<AppRouter>();

const unbatched = new Set(UNBATCHED_PROCEDURES);

/**
 * No transformer: the server answers plain JSON, dates as ISO strings. Calls go in batches of at most
 * MAX_BATCH_CALLS; the procedures anyone may call go alone, as the server refuses them in a batch.
 */
export function createTrpcClient() {
  const options = {
    url: '/trpc',
    headers: () => impersonationHeaders(),
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      fetch(input, { ...init, credentials: 'same-origin' }),
  };
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => unbatched.has(op.path),
        true: httpLink(options),
        false: httpBatchLink({ ...options, maxItems: MAX_BATCH_CALLS }),
      }),
    ],
  });
}
