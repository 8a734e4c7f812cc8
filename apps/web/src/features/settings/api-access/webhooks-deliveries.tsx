import type { RouterOutputs } from '@leadpath/api';
import { RotateCwIcon } from 'lucide-react';
import { SectionLoadError } from '@/components/section-load-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { formatDateTime } from './format-date';
import { DELIVERIES_FETCH_FAILED, toastWebhookFailure, WEBHOOK_ACTION_FAILED } from './webhooks-toasts';

type Delivery = RouterOutputs['webhooks']['deliveries']['deliveries'][number];

/** While a delivery waits for its first attempt or a retry, the log is read again this often. */
const POLL_MS = 2000;

function DeliveryStatus({ delivery }: { delivery: Delivery }) {
  if (delivery.status === 'delivered')
    return <Badge className="bg-emerald-600 text-white dark:bg-emerald-700">Delivered</Badge>;
  if (delivery.status === 'failed') return <Badge variant="destructive">Failed</Badge>;
  return delivery.attempts > 0 ? (
    <Badge className="bg-amber-500 text-black dark:bg-amber-600">Retrying</Badge>
  ) : (
    <Badge variant="secondary">Pending</Badge>
  );
}

const attemptsText = (d: Delivery) =>
  d.status === 'pending' && d.attempts > 0
    ? `${d.attempts} of ${d.maxAttempts} attempts`
    : `${d.attempts} ${d.attempts === 1 ? 'attempt' : 'attempts'}`;

function DeliveryRow({
  delivery,
  redelivering,
  onRedeliver,
}: {
  delivery: Delivery;
  redelivering: boolean;
  onRedeliver: () => void;
}) {
  const facts: [string, string][] = [
    ['Created', formatDateTime(delivery.createdAt)],
    ['Attempts', attemptsText(delivery)],
    ['Answer', delivery.responseStatus === null ? '—' : `HTTP ${delivery.responseStatus}`],
    [
      delivery.deliveredAt ? 'Delivered at' : delivery.nextAttemptAt ? 'Next attempt' : 'Last attempt',
      formatDateTime(
        delivery.deliveredAt ?? delivery.nextAttemptAt ?? delivery.lastAttemptAt ?? delivery.createdAt,
      ),
    ],
  ];
  return (
    <li
      aria-label={`${delivery.eventType} ${delivery.eventId}`}
      data-status={delivery.status}
      className="flex flex-col gap-2 rounded-md border p-3"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <DeliveryStatus delivery={delivery} />
          <span className="font-mono text-xs">{delivery.eventType}</span>
          <span className="break-all font-mono text-muted-foreground text-xs">{delivery.eventId}</span>
        </div>
        <Button variant="outline" size="sm" className="w-fit" disabled={redelivering} onClick={onRedeliver}>
          {redelivering ? <Spinner aria-hidden /> : <RotateCwIcon aria-hidden />}
          Redeliver<span className="sr-only"> {delivery.eventId}</span>
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-4">
        {facts.map(([term, value]) => (
          <div key={term} className="flex flex-col">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      {delivery.response ? (
        <details className="text-xs">
          <summary className="cursor-pointer text-muted-foreground">Response</summary>
          <pre className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap break-all rounded bg-muted p-2 font-mono">
            {delivery.response}
          </pre>
        </details>
      ) : null}
      <details className="text-xs">
        <summary className="cursor-pointer text-muted-foreground">Payload</summary>
        <pre className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap break-all rounded bg-muted p-2 font-mono">
          {delivery.payload}
        </pre>
      </details>
    </li>
  );
}

/** An endpoint's delivery log, newest first, read again while something is still on its way. */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const utils = trpc.useUtils();
  const log = trpc.webhooks.deliveries.useQuery(
    { id: endpointId },
    {
      meta: { globalErrorToast: false },
      refetchInterval: (query) =>
        query.state.data?.deliveries.some((d) => d.status === 'pending') ? POLL_MS : false,
    },
  );
  const redeliver = trpc.webhooks.redeliver.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: () => toast.success('Redelivery queued'),
    onError: (err) => toastWebhookFailure(err, WEBHOOK_ACTION_FAILED),
    onSettled: () => void utils.webhooks.deliveries.invalidate({ id: endpointId }),
  });

  if (log.isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading deliveries" className="flex flex-col gap-2">
        <Skeleton className="h-16 w-full" />
      </div>
    );
  if (log.isError)
    return <SectionLoadError title={DELIVERIES_FETCH_FAILED} onRetry={() => void log.refetch()} />;
  if (log.data.deliveries.length === 0)
    return (
      <p className="rounded-md border border-dashed p-4 text-center text-muted-foreground text-sm">
        No deliveries yet. Send a test event to try the endpoint.
      </p>
    );
  return (
    <ul aria-label="Deliveries" className="flex flex-col gap-2">
      {log.data.deliveries.map((delivery) => (
        <DeliveryRow
          key={delivery.id}
          delivery={delivery}
          redelivering={redeliver.isPending && redeliver.variables?.id === delivery.id}
          onRedeliver={() => redeliver.mutate({ id: delivery.id })}
        />
      ))}
    </ul>
  );
}
