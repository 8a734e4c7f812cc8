import { canUseFeature, hasProductAccess } from '@leadpath/core';
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
  // The sidebar's links (sign-up, help) wait on it; asked in the same tick, it joins the same batch.
  prefetchPublicConfig();
}

/** What the sign-in page's links and the sidebar show depends on it (kept for the page's life). */
export function prefetchPublicConfig(): void {
  utils.config.public.ensureData().catch(() => undefined);
}

/**
 * Home's first numbers (the checklist is its largest text most days), asked the moment the user has
 * loaded, not once React has rendered Home with it (a few hundred milliseconds on a phone). Only what
 * Home itself would ask (HomeOverview: product access, the dialer's feature), with its options, so
 * nobody gets a refused call Home would not have made.
 */
export function prefetchHome(): void {
  const quiet = { meta: { globalErrorToast: false }, retry: false } as const;
  const ignore = () => undefined;
  utils.user.fetch
    .ensureData()
    .then((user) => {
      const now = Date.now();
      if (!hasProductAccess(user, now)) return;
      utils.home.checklist.ensureData(undefined, quiet).catch(ignore);
      utils.prospects.summary.ensureData(undefined, quiet).catch(ignore);
      if (canUseFeature(user, 'power-dialer', now))
        utils.dialer.today.ensureData(undefined, quiet).catch(ignore);
    })
    .catch(ignore);
}
