import type { RouterOutputs } from '@leadpath/api';
import { updateMailboxSchema } from '@leadpath/core/schemas/mailboxes';
import {
  MailPlusIcon,
  PauseIcon,
  PlayIcon,
  RotateCwIcon,
  SendIcon,
  SlidersHorizontalIcon,
  Trash2Icon,
} from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-errors';
import { fieldErrorsOf } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { ConnectMailboxDialog } from './connect-mailbox-dialog';

export type MailboxView = RouterOutputs['mailboxes']['list']['mailboxes'][number];

const statusLabels: Record<MailboxView['status'], string> = {
  active: 'Active',
  paused: 'Paused',
  error: 'Needs attention',
};

function TestForm({ mailbox, defaultTo }: { mailbox: MailboxView; defaultTo: string }) {
  const id = useId();
  const utils = trpc.useUtils();
  const [to, setTo] = useState(defaultTo);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const test = trpc.mailboxes.test.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (answer) => setResult({ ok: true, message: answer.message }),
    onError: (err) => setResult({ ok: false, message: errorMessage(err) }),
    // A Google or Outlook mailbox's test is recorded in the outbox too.
    onSettled: () =>
      void Promise.all([utils.mailboxes.list.invalidate(), utils.mailboxes.outbox.invalidate()]),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    test.mutate({ id: mailbox.id, to });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-2"
      aria-label={`Send a test from ${mailbox.label}`}
    >
      <Label htmlFor={`${id}-to`} className="text-sm">
        Send a test message to
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={`${id}-to`} type="email" value={to} onChange={(event) => setTo(event.target.value)} />
        <Button type="submit" variant="outline" disabled={test.isPending}>
          {test.isPending ? <Spinner aria-hidden /> : <SendIcon aria-hidden />}
          Send test
        </Button>
      </div>
      <div role="status" aria-live="polite" className="text-sm">
        {result ? (
          result.ok ? (
            <p className="text-emerald-700 dark:text-emerald-400">{result.message}</p>
          ) : (
            <FieldError>{result.message}</FieldError>
          )
        ) : null}
      </div>
    </form>
  );
}

type LimitField = 'dailyCap' | 'minGapSeconds' | 'warmupStartLimit';

/** Changes a mailbox's daily cap, gap and warmup (only these fields are sent). */
function LimitsDialog({
  mailbox,
  open,
  onOpenChange,
}: {
  mailbox: MailboxView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const utils = trpc.useUtils();
  const [dailyCap, setDailyCap] = useState(String(mailbox.dailyCap));
  const [minGapSeconds, setMinGapSeconds] = useState(String(mailbox.minGapSeconds));
  const [warmupEnabled, setWarmupEnabled] = useState(mailbox.warmupEnabled);
  const [errors, setErrors] = useState<Partial<Record<LimitField, string>>>({});
  const save = trpc.mailboxes.update.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: () => {
      void utils.mailboxes.list.invalidate();
      toast.success('Limits saved');
      onOpenChange(false);
    },
    onError: (err) => setErrors({ dailyCap: errorMessage(err) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cap = dailyCap.trim() === '' ? Number.NaN : Number(dailyCap);
    const parsed = updateMailboxSchema.safeParse({
      id: mailbox.id,
      dailyCap: cap,
      minGapSeconds: minGapSeconds.trim() === '' ? Number.NaN : Number(minGapSeconds),
      warmupEnabled,
      warmupStartLimit: Math.min(mailbox.warmupStartLimit, Number.isFinite(cap) && cap >= 1 ? cap : 1),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<LimitField>(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} size="sm" title={`Limits of ${mailbox.label}`}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 p-6">
        <Field>
          <Label htmlFor={`${id}-cap`}>Daily cap</Label>
          <Input
            id={`${id}-cap`}
            inputMode="numeric"
            value={dailyCap}
            aria-invalid={errors.dailyCap ? true : undefined}
            aria-describedby={errors.dailyCap ? `${id}-cap-error` : undefined}
            onChange={(event) => setDailyCap(event.target.value)}
          />
          <FieldError id={`${id}-cap-error`}>{errors.dailyCap}</FieldError>
        </Field>
        <Field>
          <Label htmlFor={`${id}-gap`}>Minimum gap (seconds)</Label>
          <Input
            id={`${id}-gap`}
            inputMode="numeric"
            value={minGapSeconds}
            aria-invalid={errors.minGapSeconds ? true : undefined}
            aria-describedby={errors.minGapSeconds ? `${id}-gap-error` : undefined}
            onChange={(event) => setMinGapSeconds(event.target.value)}
          />
          <FieldError id={`${id}-gap-error`}>{errors.minGapSeconds}</FieldError>
        </Field>
        <div className="flex items-center gap-3">
          <Switch id={`${id}-warmup`} checked={warmupEnabled} onCheckedChange={setWarmupEnabled} />
          <Label htmlFor={`${id}-warmup`}>Warm up</Label>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner aria-hidden /> : null}
            Save limits
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function MailboxCard({ mailbox, defaultTo }: { mailbox: MailboxView; defaultTo: string }) {
  const utils = trpc.useUtils();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [testing, setTesting] = useState(false);
  const [editingLimits, setEditingLimits] = useState(false);
  const update = trpc.mailboxes.update.useMutation({
    onSuccess: (answer) => {
      void utils.mailboxes.list.invalidate();
      toast.success(answer.mailbox.status === 'paused' ? 'Mailbox paused' : 'Mailbox resumed');
    },
  });
  const remove = trpc.mailboxes.remove.useMutation({
    onSuccess: () => {
      void utils.mailboxes.list.invalidate();
      toast.success('Mailbox removed');
      setConfirmRemove(false);
    },
  });
  const { stats } = mailbox;
  const share = stats.todayCap > 0 ? Math.min(100, Math.round((stats.today / stats.todayCap) * 100)) : 0;
  const paused = mailbox.status === 'paused';

  return (
    <article aria-label={mailbox.label} className="flex flex-col gap-4 rounded-lg border bg-card p-4">
      <header className="flex flex-wrap items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-col">
          <h3 className="truncate font-semibold">{mailbox.label}</h3>
          <p className="truncate text-muted-foreground text-sm">
            {mailbox.fromName ? `${mailbox.fromName} <${mailbox.fromAddress}>` : mailbox.fromAddress}
          </p>
          {mailbox.smtp ? (
            <p className="truncate text-muted-foreground text-xs">
              SMTP {mailbox.smtp.host}:{mailbox.smtp.port}
            </p>
          ) : mailbox.kind === 'google' || mailbox.kind === 'outlook' ? (
            <p className="truncate text-muted-foreground text-xs">
              {mailbox.kind === 'google' ? 'Google account (Gmail)' : 'Outlook account (Microsoft 365)'}
            </p>
          ) : null}
        </div>
        <Badge variant={mailbox.status === 'error' ? 'destructive' : paused ? 'outline' : 'secondary'}>
          {statusLabels[mailbox.status]}
        </Badge>
      </header>

      {mailbox.lastError ? (
        <Alert variant="destructive">
          <AlertTitle>The last send or test failed</AlertTitle>
          <AlertDescription>{mailbox.lastError}</AlertDescription>
        </Alert>
      ) : null}

      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between text-sm">
          <span id={`today-${mailbox.id}`}>Today</span>
          <span className="font-medium tabular-nums">
            {stats.today} of {stats.todayCap}
          </span>
        </div>
        <meter
          className="sr-only"
          aria-labelledby={`today-${mailbox.id}`}
          min={0}
          max={Math.max(stats.todayCap, 1)}
          value={stats.today}
          aria-valuetext={`${stats.today} of ${stats.todayCap} emails today`}
        />
        <div aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
          <div className="h-full rounded-full bg-primary" style={{ width: `${share}%` }} />
        </div>
        <p className="text-muted-foreground text-xs">
          Daily cap {mailbox.dailyCap}
          {mailbox.warmupEnabled
            ? `, warming up from ${mailbox.warmupStartLimit} (+${mailbox.warmupIncreaseBy} a day)`
            : ''}
          , at least {mailbox.minGapSeconds} s between emails
        </p>
      </div>

      <dl className="grid grid-cols-3 gap-2 text-center">
        {(
          [
            ['Sent', stats.sent],
            ['Replies', stats.replies],
            ['Bounces', stats.bounces],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-md bg-muted/60 p-2">
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      {testing ? <TestForm mailbox={mailbox} defaultTo={defaultTo} /> : null}

      <div className="flex flex-wrap gap-2">
        {testing ? null : (
          <Button variant="outline" size="sm" onClick={() => setTesting(true)}>
            <SendIcon aria-hidden />
            Send test
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={() => setEditingLimits(true)}>
          <SlidersHorizontalIcon aria-hidden />
          Edit limits
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: mailbox.id, status: paused ? 'active' : 'paused' })}
        >
          {paused ? <PlayIcon aria-hidden /> : <PauseIcon aria-hidden />}
          {paused ? 'Resume' : 'Pause'}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirmRemove(true)}>
          <Trash2Icon aria-hidden />
          Remove
        </Button>
      </div>

      {editingLimits ? <LimitsDialog mailbox={mailbox} open onOpenChange={setEditingLimits} /> : null}

      <ConfirmDeleteDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={`Remove the mailbox ${mailbox.label}?`}
        description="Sequences stop sending from it; its prospects continue from another mailbox. Its sent mail stays in the outbox."
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ id: mailbox.id })}
        confirmLabel="Remove mailbox"
        lockWhilePending
        body={null}
      />
    </article>
  );
}

/** The user's sending mailboxes: one card each (caps, today's count, sent, replies, bounces), and Connect. */
export function MailboxList() {
  const mailboxes = trpc.mailboxes.list.useQuery();
  const me = trpc.user.fetch.useQuery();
  const [connecting, setConnecting] = useState(false);
  const defaultTo = me.data?.email ?? '';

  return (
    <section aria-labelledby="sending-mailboxes" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h2 id="sending-mailboxes" className="font-semibold text-lg">
            Sending mailboxes
          </h2>
          <p className="text-muted-foreground text-sm">
            Sequences rotate across your active mailboxes; each prospect hears from the same one every step.
          </p>
        </div>
        <Button onClick={() => setConnecting(true)}>
          <MailPlusIcon aria-hidden />
          Connect mailbox
        </Button>
      </div>

      {mailboxes.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading mailboxes"
          className="grid gap-4 lg:grid-cols-2"
        >
          <Skeleton className="h-56 w-full" />
          <Skeleton className="h-56 w-full" />
        </div>
      ) : mailboxes.isError ? (
        <Alert variant="destructive">
          <AlertTitle>The mailboxes could not be loaded</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" onClick={() => mailboxes.refetch()}>
              <RotateCwIcon aria-hidden />
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : mailboxes.data.mailboxes.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-8 text-center">
          <MailPlusIcon aria-hidden className="size-8 text-muted-foreground" />
          <p className="font-medium">No mailbox connected</p>
          <p className="max-w-md text-muted-foreground text-sm">
            Until you connect one, sequence emails stay in the local outbox below, within your outreach
            settings' daily cap.
          </p>
        </div>
      ) : (
        <ul aria-label="Sending mailboxes" className="grid gap-4 lg:grid-cols-2">
          {mailboxes.data.mailboxes.map((mailbox) => (
            <li key={mailbox.id}>
              <MailboxCard mailbox={mailbox} defaultTo={defaultTo} />
            </li>
          ))}
        </ul>
      )}

      <ConnectMailboxDialog open={connecting} onOpenChange={setConnecting} defaultTestRecipient={defaultTo} />
    </section>
  );
}
