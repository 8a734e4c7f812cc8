import type { RouterOutputs } from '@leadpath/api';
import { useEffect, useRef } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { trpc } from '@/lib/trpc';

type SyncStatus = RouterOutputs['crm']['syncStatus'];

/** Polled this often while a sync is queued, running or waiting on the CRM's rate limit. */
export const SYNC_POLL_MS = 2_000;

const active = (status: SyncStatus | undefined) =>
  status?.state === 'queued' || status?.state === 'running' || status?.state === 'waiting';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleTimeString() : '');
const count = (n: number) => n.toLocaleString();

/** The background sync's status (ADR 024), polled while it runs; `onFinished` when it stops running. */
export function useSyncStatus(onFinished: () => void) {
  const status = trpc.crm.syncStatus.useQuery(undefined, {
    refetchInterval: (query) => (active(query.state.data) ? SYNC_POLL_MS : false),
  });
  const wasActive = useRef(false);
  const isActive = active(status.data);
  useEffect(() => {
    if (wasActive.current && !isActive) onFinished();
    wasActive.current = isActive;
  }, [isActive, onFinished]);
  return { ...status, isActive };
}

function summaryOf(status: SyncStatus): string | null {
  const done = `${count(status.pushed)} pushed`;
  const progress = `${done}, ${count(status.pending)} pending`;
  switch (status.state) {
    case 'queued':
      return `Sync queued: ${progress}`;
    case 'running':
      return `Syncing in the background: ${progress}`;
    case 'waiting':
      return `The CRM is limiting requests; the sync resumes at ${when(status.resumeAt)}: ${progress}`;
    case 'failed':
      return `The last sync stopped: ${status.lastError ?? 'unknown error'}`;
    default:
      if (!status.finishedAt) return null;
      return `Last sync finished at ${when(status.finishedAt)}: ${done}${status.failed > 0 ? `, ${count(status.failed)} failed` : ''}`;
  }
}

/** One line under the statistics: queued, running (with a bar), waiting until, failed, or finished. */
export function SyncProgress({ status }: { status: ReturnType<typeof useSyncStatus> }) {
  if (status.isPending) return <Skeleton className="h-5 w-2/3" />;
  if (status.isError)
    return <p className="text-destructive text-sm">The sync progress could not be loaded.</p>;
  const text = summaryOf(status.data);
  if (!text) return null;
  const total = status.data.pushed + status.data.pending;
  const percent = total === 0 ? 100 : Math.round((status.data.pushed / total) * 100);
  return (
    <div className="flex flex-col gap-2" data-testid="crm-sync-progress" data-state={status.data.state}>
      <p
        className={
          status.data.state === 'failed' ? 'text-destructive text-sm' : 'text-muted-foreground text-sm'
        }
        role={status.data.state === 'failed' ? 'alert' : 'status'}
      >
        {status.isActive ? <Spinner aria-hidden className="mr-2 inline size-3.5 align-[-2px]" /> : null}
        {text}
      </p>
      {status.isActive ? (
        <div
          role="progressbar"
          aria-label="Sync progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      ) : null}
    </div>
  );
}
