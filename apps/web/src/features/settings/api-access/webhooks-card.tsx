import { PlusIcon, SendIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { SectionLoadError } from '@/components/section-load-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { WebhookDeliveries } from './webhooks-deliveries';
import { type WebhookEndpoint, WebhookFormDialog, WebhookSecretDialog } from './webhooks-form-dialog';
import { toastWebhookFailure, WEBHOOK_ACTION_FAILED, WEBHOOKS_FETCH_FAILED } from './webhooks-toasts';

interface EndpointRowProps {
  endpoint: WebhookEndpoint;
  onEdit: () => void;
  onRotate: () => void;
  onDelete: () => void;
}

function EndpointRow({ endpoint, onEdit, onRotate, onDelete }: EndpointRowProps) {
  const id = useId();
  const utils = trpc.useUtils();
  const [showLog, setShowLog] = useState(false);
  const toggle = trpc.webhooks.update.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (saved) => toast.success(saved.enabled ? 'Endpoint enabled' : 'Endpoint disabled'),
    onError: (err) => toastWebhookFailure(err, WEBHOOK_ACTION_FAILED),
    onSettled: () => void utils.webhooks.list.invalidate(),
  });
  const test = trpc.webhooks.sendTest.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: () => {
      toast.success('Test event queued');
      setShowLog(true);
      void utils.webhooks.deliveries.invalidate({ id: endpoint.id });
    },
    onError: (err) => toastWebhookFailure(err, WEBHOOK_ACTION_FAILED),
  });

  return (
    <li aria-label={endpoint.url} className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="break-all font-medium font-mono text-sm">{endpoint.url}</span>
            {endpoint.enabled ? <Badge>Enabled</Badge> : <Badge variant="secondary">Disabled</Badge>}
          </div>
          <span className="text-muted-foreground text-xs">
            Signing secret ending in <code className="font-mono">{endpoint.secretHint}</code>
          </span>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Switch
            id={`${id}-enabled`}
            aria-label={`Send events to ${endpoint.url}`}
            checked={endpoint.enabled}
            disabled={toggle.isPending}
            onCheckedChange={(checked) => toggle.mutate({ id: endpoint.id, enabled: checked })}
          />
        </div>
      </div>
      <ul aria-label="Events" className="flex flex-wrap gap-1">
        {endpoint.events.map((type) => (
          <li key={type}>
            <Badge variant="outline" className="font-mono">
              {type}
            </Badge>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={test.isPending}
          onClick={() => test.mutate({ id: endpoint.id })}
        >
          {test.isPending ? <Spinner aria-hidden /> : <SendIcon aria-hidden />}
          Send test event
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showLog}
          aria-controls={`${id}-log`}
          onClick={() => setShowLog((shown) => !shown)}
        >
          {showLog ? 'Hide deliveries' : 'Show deliveries'}
        </Button>
        <Button variant="outline" size="sm" onClick={onEdit}>
          Edit
        </Button>
        <Button variant="outline" size="sm" onClick={onRotate}>
          Rotate secret
        </Button>
        <Button variant="outline" size="sm" className="text-destructive" onClick={onDelete}>
          Delete
        </Button>
      </div>
      {showLog ? (
        <div id={`${id}-log`} className="flex flex-col gap-2 border-t pt-3">
          <h4 className="font-medium text-sm">Deliveries</h4>
          <WebhookDeliveries endpointId={endpoint.id} />
        </div>
      ) : null}
    </li>
  );
}

/** Settings, API Access, Webhooks: the endpoints, their delivery logs, and adding one (ADR 027). */
export function WebhooksCard() {
  const id = useId();
  const utils = trpc.useUtils();
  const list = trpc.webhooks.list.useQuery(undefined, { meta: { globalErrorToast: false } });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<WebhookEndpoint | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [newSecret, setNewSecret] = useState<{ url: string; secret: string } | null>(null);

  const remove = trpc.webhooks.delete.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: () => {
      toast.success('Endpoint deleted');
      setDeleting(null);
    },
    onError: (err) => toastWebhookFailure(err, WEBHOOK_ACTION_FAILED),
    onSettled: () => void utils.webhooks.list.invalidate(),
  });
  const rotate = trpc.webhooks.rotateSecret.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (rotated) => {
      setRotating(null);
      setNewSecret({ url: rotated.url, secret: rotated.secret });
    },
    onError: (err) => toastWebhookFailure(err, WEBHOOK_ACTION_FAILED),
    onSettled: () => void utils.webhooks.list.invalidate(),
  });

  const endpoints = list.data?.endpoints ?? [];
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-lg border p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h3 id={`${id}-title`} className="font-medium">
            Webhooks
          </h3>
          <p className="text-muted-foreground text-sm">
            Leadpath POSTs events (emails sent, replies, bounces, meetings…) to your URLs, signed with each
            endpoint's secret.
          </p>
        </div>
        <Button className="w-fit" disabled={!list.data} onClick={() => setAdding(true)}>
          <PlusIcon aria-hidden />
          Add endpoint
        </Button>
      </div>

      {list.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading webhooks" className="flex flex-col gap-3">
          <Skeleton className="h-28 w-full" />
        </div>
      ) : list.isError ? (
        <SectionLoadError title={WEBHOOKS_FETCH_FAILED} onRetry={() => void list.refetch()} />
      ) : endpoints.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
          No webhook endpoints yet.
        </p>
      ) : (
        <ul aria-label="Webhook endpoints" className="flex flex-col gap-3">
          {endpoints.map((endpoint) => (
            <EndpointRow
              key={endpoint.id}
              endpoint={endpoint}
              onEdit={() => setEditing(endpoint)}
              onRotate={() => setRotating(endpoint)}
              onDelete={() => setDeleting(endpoint)}
            />
          ))}
        </ul>
      )}

      <WebhookFormDialog open={adding} onOpenChange={setAdding} />
      <WebhookFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        endpoint={editing ?? undefined}
      />
      <Modal
        open={rotating !== null}
        onOpenChange={(open) => {
          if (!open && !rotate.isPending) setRotating(null);
        }}
        size="sm"
        title="Rotate the signing secret?"
        description="The current secret stops working at once: give your receiver the new one."
        footer={
          <>
            <Button variant="outline" disabled={rotate.isPending} onClick={() => setRotating(null)}>
              Cancel
            </Button>
            <Button
              disabled={rotate.isPending}
              onClick={() => rotating && rotate.mutate({ id: rotating.id })}
            >
              {rotate.isPending ? <Spinner aria-hidden /> : null}
              Rotate secret
            </Button>
          </>
        }
      >
        <p className="break-all p-6 text-sm">{rotating?.url}</p>
      </Modal>
      <WebhookSecretDialog shown={newSecret} onClose={() => setNewSecret(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this endpoint?"
        description={`Leadpath stops sending events to ${deleting?.url ?? ''} and deletes its delivery log. This cannot be undone.`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        confirmLabel="Delete endpoint"
        lockWhilePending
      />
    </section>
  );
}
