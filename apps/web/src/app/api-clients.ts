import { createTRPCQueryUtils } from '@trpc/react-query';
import { createTrpcClient } from '@/lib/trpc';
import { createQueryClient } from './query-client';

/*
 * The page's one query cache and tRPC client, made before React renders so the router can start the
 * dashboard's first requests while the page's code is still loading (ADR 075); Providers hands the same
 * two to React.
 */
export const queryClient = createQueryClient();
export const trpcClient = createTrpcClient();
const utils = createTRPCQueryUtils({ queryClient, client: trpcClient });

/**
 * What every dashboard page asks first: the user (the sidebar, Home and the banners need it before
 * they ask anything else) and the subscription (the past-due banner). Started from the route, they
 * travel beside the route's chunks instead of after the frame has rendered.
 */
export function prefetchDashboardStart(): void {
  // Only what is not in the cache yet: a later navigation leaves refreshing to the screens, as before.
  // A failure is the screens' to show (the query keeps its error); nothing is thrown here.
  const ignore = () => undefined;
  utils.user.fetch.ensureData().catch(ignore);
  utils.billing.subscription.ensureData(undefined, { meta: { globalErrorToast: false } }).catch(ignore);
}
