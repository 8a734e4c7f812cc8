import { trpc } from '@/lib/trpc';

/** After any change: the lists, the sidebar counts and the home numbers all refetch. */
export function useLeadsInvalidation() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.prospects.invalidate(), utils.companies.invalidate()]);
}
