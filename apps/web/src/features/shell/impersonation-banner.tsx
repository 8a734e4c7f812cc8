import { EyeIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorStatus } from '@/lib/api-errors';
import { clearImpersonation, readImpersonation } from '@/lib/impersonation';
import { trpc } from '@/lib/trpc';

/** "Viewing as <name>" with Stop, on every dashboard page while an Admin acts for another user (spec §4). */
export function ImpersonationBanner() {
  // Read once: starting and stopping reload the page.
  const [record] = useState(readImpersonation);
  const user = trpc.user.fetch.useQuery(undefined, { enabled: record !== null });
  const stop = trpc.admin.stopImpersonate.useMutation({
    // Stopping must always work in the browser, even if the server could not log it.
    onSettled: () => {
      clearImpersonation();
      window.location.reload();
    },
  });

  // The server refuses the header to anyone but an Admin (e.g. someone else signed in on this browser):
  // the stale record goes, so the page works again.
  const refused = record !== null && errorStatus(user.error) === 403;
  useEffect(() => {
    if (!refused) return;
    clearImpersonation();
    window.location.reload();
  }, [refused]);

  if (!record) return null;
  const name = user.data ? user.data.name || user.data.email : record.targetUserEmail;
  const stopping = stop.isPending || stop.isSuccess;
  return (
    <div
      role="status"
      data-slot="impersonation-banner"
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border-amber-500/40 border-b bg-amber-100 px-4 py-2 text-amber-950 text-sm dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="flex min-w-0 items-center gap-2">
        <EyeIcon aria-hidden className="size-4 shrink-0" />
        <span className="truncate">
          Viewing as <strong className="font-semibold">{name}</strong>
          <span className="text-amber-900/80 dark:text-amber-100/70"> ({record.targetUserEmail})</span>
        </span>
      </p>
      <Button
        size="sm"
        variant="outline"
        className="h-7 border-amber-600/40 bg-transparent text-amber-950 hover:bg-amber-200 dark:text-amber-100 dark:hover:bg-amber-900"
        disabled={stopping}
        onClick={() => stop.mutate()}
      >
        {stopping ? <Spinner aria-hidden /> : null}
        Stop
      </Button>
    </div>
  );
}
