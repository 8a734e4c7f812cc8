import type { AppRouter } from '@leadpath/api';
import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import { impersonationHeaders } from './impersonation';

export const trpc = createTRPCReact<AppRouter>();

/** No transformer: the server answers plain JSON, dates as ISO strings. */
export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        headers: () => impersonationHeaders(),
        fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
      }),
    ],
  });
}
