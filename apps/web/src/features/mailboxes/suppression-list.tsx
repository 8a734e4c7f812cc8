import { BanIcon, RotateCwIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const reasonLabels = { unsubscribed: 'Unsubscribed', bounced: 'Bounced', manual: 'Added by hand' } as const;

/** The suppression list (issue 20): addresses no sequence mails again; what came back is in the inbox. */
export function SuppressionList() {
  const suppressions = trpc.inbound.suppressions.useQuery(undefined, { meta: { globalErrorToast: false } });
  return (
    <section aria-labelledby="suppressions-heading" className="flex min-w-0 flex-col gap-3">
      <h2 id="suppressions-heading" className="font-semibold text-lg">
        Suppression list
      </h2>
      {suppressions.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading the suppression list"
          className="flex flex-col gap-2"
        >
          <Skeleton className="h-10 w-full" />
        </div>
      ) : suppressions.isError ? (
        <LoadError
          title="The suppression list could not be loaded"
          error={suppressions.error}
          retry={() => suppressions.refetch()}
        />
      ) : suppressions.data.addresses.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-6 text-center">
          <BanIcon aria-hidden className="size-6 text-muted-foreground" />
          <p className="text-muted-foreground text-sm">
            No suppressed address. Addresses that bounce or ask to be removed are never mailed again.
          </p>
        </div>
      ) : (
        <ul aria-label="Suppressed addresses" className="flex flex-col divide-y rounded-lg border">
          {suppressions.data.addresses.map((address) => (
            <li key={address.email} className="flex min-w-0 flex-wrap items-center gap-2 p-3 text-sm">
              <span className="min-w-0 truncate font-medium">{address.email}</span>
              <Badge variant="outline">{reasonLabels[address.reason]}</Badge>
              <time dateTime={address.createdAt} className="ml-auto shrink-0 text-muted-foreground text-xs">
                {dateFormat.format(new Date(address.createdAt))}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LoadError({ title, error, retry }: { title: string; error: unknown; retry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{errorMessage(error)}</p>
        <Button variant="outline" size="sm" className="text-foreground" onClick={retry}>
          <RotateCwIcon aria-hidden />
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
