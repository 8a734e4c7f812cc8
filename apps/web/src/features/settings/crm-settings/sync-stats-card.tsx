import { RefreshCw } from 'lucide-react';
import { useCallback, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { SELECT_PROVIDER_FIRST, SYNC_FAILED, TEST_SYNC_FAILED, toastCrmFailure } from './crm-toasts';
import { SyncProgress, useSyncStatus } from './sync-progress';

function formatWhen(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString() : 'Never';
}

/** Sync stats of spec §3, Sync now and Test sync, and the background sync's progress (ADR 024). */
export function SyncStatsCard({ hasProvider }: { hasProvider: boolean }) {
  const id = useId();
  const utils = trpc.useUtils();
  const stats = trpc.crm.syncStats.useQuery();
  const refresh = useCallback(
    () =>
      Promise.all([
        utils.crm.syncStats.invalidate(),
        utils.crm.getSettings.invalidate(),
        utils.crm.syncStatus.invalidate(),
      ]),
    [utils],
  );
  const status = useSyncStatus(refresh);
  const sync = trpc.crm.syncLeads.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (answer) => {
      toast.success(answer.message);
      // The sync goes on in the background: its status is polled until it finishes.
      void refresh();
    },
    onError: (err) => toastCrmFailure(err, SYNC_FAILED),
  });
  const testSync = trpc.crm.testSync.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (answer) => {
      if (answer.success) toast.success(answer.message);
      else toast.error(answer.message);
      void refresh();
    },
    onError: (err) => toastCrmFailure(err, TEST_SYNC_FAILED),
  });

  function run(action: typeof sync | typeof testSync) {
    if (!hasProvider) {
      toast.error(SELECT_PROVIDER_FIRST);
      return;
    }
    action.mutate();
  }

  const items = stats.data
    ? [
        { label: 'Total leads', value: stats.data.statistics.totalLeads, testId: 'crm-total-leads' },
        { label: 'Synced', value: stats.data.statistics.syncedLeads, testId: 'crm-synced-leads' },
        { label: 'Pending', value: stats.data.statistics.pendingLeads, testId: 'crm-pending-leads' },
      ]
    : [];
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <h3 id={`${id}-title`} className="font-medium">
            Lead sync
          </h3>
          <p className="text-muted-foreground text-sm">
            Last sync: {formatWhen(stats.data?.lastSyncAt ?? null)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => run(testSync)} disabled={testSync.isPending}>
            {testSync.isPending ? <Spinner /> : null}
            Test sync
          </Button>
          <Button size="sm" onClick={() => run(sync)} disabled={sync.isPending || status.isActive}>
            {sync.isPending || status.isActive ? <Spinner aria-hidden /> : <RefreshCw aria-hidden />}
            Sync now
          </Button>
        </div>
      </div>
      {stats.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : stats.isError ? (
        <p className="text-destructive text-sm">The sync statistics could not be loaded.</p>
      ) : (
        <dl className="grid grid-cols-3 gap-2">
          {items.map((item) => (
            <div key={item.label} className="flex flex-col gap-1 rounded-md bg-muted/50 p-3">
              <dt className="text-muted-foreground text-xs">{item.label}</dt>
              <dd data-testid={item.testId} className="font-semibold text-xl tabular-nums">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <SyncProgress status={status} />
    </section>
  );
}
