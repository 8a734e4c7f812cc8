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

// A failure is the screens' to show (the query keeps its error); nothing is thrown here.
const ignore = () => undefined;
// The screens that ask these show a failure themselves (no toast).
const quiet = { meta: { globalErrorToast: false } } as const;
const once = { ...quiet, retry: false } as const;

/**
 * What every dashboard page asks first: the user (the sidebar, Home and the banners need it before
 * they ask anything else) and the subscription (the past-due banner). Started from the route, they
 * travel beside the route's chunks instead of after the frame has rendered.
 */
export function prefetchDashboardStart(): void {
  // Only what is not in the cache yet: a later navigation leaves refreshing to the screens, as before.
  utils.user.fetch.ensureData().catch(ignore);
  utils.billing.subscription.ensureData(undefined, quiet).catch(ignore);
  // The sidebar's links (sign-up, help) wait on it; asked in the same tick, it joins the same batch.
  prefetchPublicConfig();
}

/** What the sign-in page's links and the sidebar show depends on it (kept for the page's life). */
export function prefetchPublicConfig(): void {
  utils.config.public.ensureData().catch(ignore);
}

/**
 * Home's first numbers (the checklist is its largest text most days), asked the moment the user has
 * loaded, not once React has rendered Home with it (a few hundred milliseconds on a phone). Only what
 * Home itself would ask (HomeOverview: product access, the dialer's feature), with its options, so
 * nobody gets a refused call Home would not have made.
 */
export function prefetchHome(): void {
  utils.user.fetch
    .ensureData()
    .then((user) => {
      const now = Date.now();
      if (!hasProductAccess(user, now)) return;
      utils.home.checklist.ensureData(undefined, once).catch(ignore);
      utils.prospects.summary.ensureData(undefined, once).catch(ignore);
      if (canUseFeature(user, 'power-dialer', now))
        utils.dialer.today.ensureData(undefined, once).catch(ignore);
    })
    .catch(ignore);
}

/**
 * Prospects' first page and its saved filters (the page's largest text on a phone is their sentence),
 * asked with the user's batch instead of after the page has rendered: the first render then has them,
 * and no render of the page waits for them after it (ADR 089). The input is the one the page asks for
 * on its plain address (prospects-page.tsx: newest first, a page of 25), so the page finds it in the
 * cache; an address with filters or a page asks what it says once rendered.
 */
export function prefetchProspects(): void {
  utils.prospects.list.ensureData({ sort: 'createdAt', direction: 'desc', limit: 25 }, quiet).catch(ignore);
  utils.prospects.savedFilters.list.ensureData(undefined, quiet).catch(ignore);
}

/**
 * A sequence page's gate and its sequence, asked with the user's batch (ADR 089). The sequence only
 * once the gate lets the user in, with the page's options, so nobody gets a refused call the page
 * would not have made.
 */
export function prefetchSequence(id: string): void {
  utils.areas.status
    .ensureData({ feature: 'custom-outreach' }, once)
    .then(() => utils.sequences.get.ensureData({ id }, once))
    .catch(ignore);
}
