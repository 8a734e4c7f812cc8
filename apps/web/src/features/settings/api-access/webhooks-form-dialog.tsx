import type { RouterOutputs } from '@leadpath/api';
import {
  createWebhookSchema,
  type WebhookEventType,
  webhookEventDescriptions,
  webhookEventTypes,
} from '@leadpath/core/schemas/webhooks';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldDescription, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, errorStatus } from '@/lib/api-errors';
import { fieldErrorsOf } from '@/lib/form-errors';
import { trpc } from '@/lib/trpc';
import { WebhookSecretView } from './webhooks-secret-view';
import { SAVE_WEBHOOK_FAILED, toastWebhookFailure } from './webhooks-toasts';

export type WebhookEndpoint = RouterOutputs['webhooks']['list']['endpoints'][number];
type FieldName = 'url' | 'events';

function WebhookForm({
  endpoint,
  onSaved,
}: {
  /** Absent: a new endpoint. */
  endpoint?: WebhookEndpoint;
  onSaved: (saved: { url: string; secret?: string }) => void;
}) {
  const id = useId();
  const utils = trpc.useUtils();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(
    webhookEventTypes.filter((type) => endpoint?.events.includes(type)),
  );
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const onError = (err: unknown) => {
    // The server's refusal of the address (private, not https) belongs under the URL.
    if (errorStatus(err) === 400) setErrors({ url: errorMessage(err) });
    else toastWebhookFailure(err, SAVE_WEBHOOK_FAILED);
  };
  const create = trpc.webhooks.create.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (created) => {
      void utils.webhooks.list.invalidate();
      onSaved({ url: created.url, secret: created.secret });
    },
    onError,
  });
  const update = trpc.webhooks.update.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (saved) => {
      void utils.webhooks.list.invalidate();
      onSaved({ url: saved.url });
    },
    onError,
  });
  const pending = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createWebhookSchema.safeParse({ url, events });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<FieldName>(parsed.error));
      return;
    }
    setErrors({});
    if (endpoint) update.mutate({ id: endpoint.id, ...parsed.data });
    else create.mutate(parsed.data);
  };
  const toggle = (type: WebhookEventType, on: boolean) => {
    setEvents((current) => webhookEventTypes.filter((t) => (t === type ? on : current.includes(t))));
    if (errors.events) setErrors((current) => ({ ...current, events: undefined }));
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5 p-6">
      <Field>
        <Label htmlFor={`${id}-url`}>Endpoint URL</Label>
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          value={url}
          placeholder="https://example.com/webhooks/leadpath"
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={errors.url ? `${id}-url-error` : `${id}-url-hint`}
          onChange={(event) => {
            setUrl(event.target.value);
            if (errors.url) setErrors((current) => ({ ...current, url: undefined }));
          }}
        />
        {errors.url ? (
          <FieldError id={`${id}-url-error`}>{errors.url}</FieldError>
        ) : (
          <FieldDescription id={`${id}-url-hint`}>
            Leadpath POSTs each event there as JSON. It must be a public https address.
          </FieldDescription>
        )}
      </Field>
      <fieldset
        className="flex flex-col gap-2"
        aria-invalid={errors.events ? true : undefined}
        aria-describedby={errors.events ? `${id}-events-error` : undefined}
      >
        <legend className="mb-2 font-medium text-sm">Events</legend>
        <ul className="grid gap-2 sm:grid-cols-2">
          {webhookEventTypes.map((type) => (
            <li key={type} className="flex items-start gap-2 rounded-md border p-2">
              <Checkbox
                id={`${id}-${type}`}
                className="mt-0.5"
                checked={events.includes(type)}
                aria-describedby={`${id}-${type}-hint`}
                onCheckedChange={(checked) => toggle(type, checked === true)}
              />
              <div className="flex min-w-0 flex-col gap-0.5">
                <Label htmlFor={`${id}-${type}`} className="font-mono font-normal text-xs">
                  {type}
                </Label>
                <span id={`${id}-${type}-hint`} className="text-muted-foreground text-xs">
                  {webhookEventDescriptions[type]}
                </span>
              </div>
            </li>
          ))}
        </ul>
        <FieldError id={`${id}-events-error`}>{errors.events}</FieldError>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner aria-hidden /> : null}
          {endpoint ? 'Save endpoint' : 'Add endpoint'}
        </Button>
      </div>
    </form>
  );
}

interface WebhookFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this endpoint; absent: add one. */
  endpoint?: WebhookEndpoint;
}

/** Add an endpoint (URL and events), then its signing secret, shown once; or edit one. */
export function WebhookFormDialog({ open, onOpenChange, endpoint }: WebhookFormDialogProps) {
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const close = (next: boolean) => {
    // Once closed the secret is gone from the page for good.
    if (!next) setCreated(null);
    onOpenChange(next);
  };
  return (
    <Modal
      open={open}
      onOpenChange={close}
      size="lg"
      title={created ? 'Your signing secret' : endpoint ? 'Edit webhook endpoint' : 'Add webhook endpoint'}
      description={
        created ? undefined : 'Pick the events to send. The requests are signed with a secret you see once.'
      }
      footer={
        created ? (
          <Button variant="outline" onClick={() => close(false)}>
            Done
          </Button>
        ) : undefined
      }
    >
      {created ? (
        <div className="p-6">
          <WebhookSecretView url={created.url} secret={created.secret} />
        </div>
      ) : (
        <WebhookForm
          key={endpoint?.id ?? 'new'}
          endpoint={endpoint}
          onSaved={(saved) =>
            saved.secret ? setCreated({ url: saved.url, secret: saved.secret }) : close(false)
          }
        />
      )}
    </Modal>
  );
}

/** After a rotation: the new secret, shown once. */
export function WebhookSecretDialog({
  shown,
  onClose,
}: {
  shown: { url: string; secret: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={shown !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title="Your new signing secret"
      footer={
        <Button variant="outline" onClick={onClose}>
          Done
        </Button>
      }
    >
      <div className="p-6">{shown ? <WebhookSecretView url={shown.url} secret={shown.secret} /> : null}</div>
    </Modal>
  );
}
