import type { RouterOutputs } from '@leadpath/api';
import { quotedTxtStrings, TXT_STRING_MAX_LENGTH, txtRecordStrings } from '@leadpath/core/schemas/domains';
import { PencilIcon, RefreshCwIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { CopyButton } from './copy-button';
import { DemoRecordDialog } from './demo-record-dialog';
import {
  DEMO_PUBLISHED,
  DOMAIN_DELETED,
  DOMAIN_NOT_VERIFIED,
  DOMAIN_VERIFIED,
  RECORD_LABELS,
} from './domain-texts';
import { DomainStatusBadge, RecordStateBadge } from './record-state-badge';

type Domain = RouterOutputs['domains']['list']['domains'][number];
type DomainRecord = Domain['records'][number];

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One sending domain: its state, the four records to publish with copy buttons, and what to fix. */
export function DomainCard({ domain, demo }: { domain: Domain; demo: boolean }) {
  const utils = trpc.useUtils();
  const refresh = () => void utils.domains.list.invalidate();
  const [deleting, setDeleting] = useState(false);
  const verify = trpc.domains.verify.useMutation({
    onSuccess: (checked) => {
      if (checked.status === 'verified') toast.success(DOMAIN_VERIFIED);
      else toast.info(DOMAIN_NOT_VERIFIED);
      refresh();
    },
  });
  const publish = trpc.domains.publishDemoRecords.useMutation({
    onSuccess: () => {
      toast.success(DEMO_PUBLISHED);
      refresh();
    },
  });
  const remove = trpc.domains.delete.useMutation({
    onSuccess: () => {
      toast.success(DOMAIN_DELETED);
      setDeleting(false);
      refresh();
    },
    onError: (err) => toast.error(errorMessage(err)),
    meta: { globalErrorToast: false },
  });
  const headingId = `domain-${domain.id}`;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="break-all font-semibold text-lg">
              {domain.domain}
            </h2>
            <DomainStatusBadge status={domain.status} />
          </div>
          <p className="text-muted-foreground text-sm">
            DKIM selector <span className="font-mono">{domain.dkimSelector}</span>
            {' · '}
            {domain.lastCheckedAt
              ? `Last checked ${dateFormat.format(new Date(domain.lastCheckedAt))}; checked again every day`
              : 'Not checked yet'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {demo ? (
            <Button
              variant="outline"
              size="sm"
              disabled={publish.isPending}
              onClick={() => publish.mutate({ id: domain.id })}
            >
              {publish.isPending ? <Spinner aria-hidden /> : <UploadIcon aria-hidden />}
              Publish in demo zone
            </Button>
          ) : null}
          <Button size="sm" disabled={verify.isPending} onClick={() => verify.mutate({ id: domain.id })}>
            {verify.isPending ? <Spinner aria-hidden /> : <RefreshCwIcon aria-hidden />}
            {verify.isPending ? 'Checking…' : 'Verify now'}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete ${domain.domain}`}
            onClick={() => setDeleting(true)}
          >
            <Trash2Icon aria-hidden />
            <span className="sr-only sm:not-sr-only">Delete</span>
          </Button>
        </div>
      </div>

      <p className="text-muted-foreground text-sm">
        {domain.status === 'verified'
          ? 'SPF, DKIM and DMARC are in place: mail sent from addresses at this domain is DKIM-signed.'
          : 'Publish these records at your DNS provider, then verify. Mail from this domain is DKIM-signed once SPF, DKIM and DMARC are OK.'}
      </p>

      <ul aria-label={`DNS records of ${domain.domain}`} className="flex flex-col gap-3">
        {domain.records.map((record) => (
          <RecordItem key={record.kind} domainId={domain.id} record={record} demo={demo} />
        ))}
      </ul>

      <ConfirmDeleteDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${domain.domain}?`}
        description="Its DKIM key is deleted: mail from this domain is no longer signed. The DNS records stay where you published them."
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ id: domain.id })}
      />
    </section>
  );
}

function RecordItem({ domainId, record, demo }: { domainId: string; record: DomainRecord; demo: boolean }) {
  const [editing, setEditing] = useState(false);
  const label = RECORD_LABELS[record.kind];
  const value = record.value ?? "Your mailbox provider's mail servers";
  return (
    <li
      aria-label={`${label} record`}
      data-testid={`record-${record.kind}`}
      className="flex flex-col gap-3 rounded-lg border p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{label}</span>
          <span className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{record.type}</span>
          {record.required ? null : (
            <span className="text-muted-foreground text-xs">(for replies; optional)</span>
          )}
        </div>
        <RecordStateBadge state={record.state} />
      </div>
      <p className="text-muted-foreground text-xs">{record.purpose}</p>
      <dl className="grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-muted-foreground">Name</dt>
        <dd className="flex min-w-0 items-start gap-2">
          <code className="min-w-0 flex-1 break-all rounded bg-muted px-2 py-1 font-mono text-xs">
            {record.name}
          </code>
          <CopyButton text={record.name} label={`Copy ${label} name`} />
        </dd>
        <dt className="text-muted-foreground">Host</dt>
        <dd>
          <code className="break-all font-mono text-xs">{record.host}</code>
        </dd>
        {record.priority !== null ? (
          <>
            <dt className="text-muted-foreground">Priority</dt>
            <dd className="font-mono text-xs">{record.priority}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Value</dt>
        <dd className="flex min-w-0 items-start gap-2">
          <code
            data-testid={`record-${record.kind}-value`}
            className="min-w-0 flex-1 break-all rounded bg-muted px-2 py-1 font-mono text-xs"
          >
            {value}
          </code>
          {record.value ? <CopyButton text={record.value} label={`Copy ${label} value`} /> : null}
        </dd>
        {record.type === 'TXT' && record.value && record.value.length > TXT_STRING_MAX_LENGTH ? (
          <SplitTxtValue label={label} kind={record.kind} value={record.value} />
        ) : null}
        {record.found.length > 0 && record.state !== 'ok' ? (
          <>
            <dt className="text-muted-foreground">Found</dt>
            <dd className="flex flex-col gap-1">
              {record.found.map((found) => (
                <code key={found} className="break-all font-mono text-xs">
                  {found}
                </code>
              ))}
            </dd>
          </>
        ) : null}
      </dl>
      {record.fix ? (
        <p
          role={record.state === 'ok' ? undefined : 'note'}
          data-testid={`record-${record.kind}-fix`}
          className="rounded-md border border-amber-600/30 bg-amber-50 p-2 text-amber-900 text-sm dark:bg-amber-950 dark:text-amber-100"
        >
          <span className="font-medium">What to fix: </span>
          {record.fix}
        </p>
      ) : null}
      {demo ? (
        <div>
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden />
            Edit {label} in demo zone
          </Button>
          {editing ? (
            <DemoRecordDialog
              open={editing}
              onOpenChange={setEditing}
              domainId={domainId}
              kind={record.kind}
              name={record.name}
              initialValue={record.value ?? ''}
            />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** A TXT value longer than one DNS string holds: the quoted strings to publish in one record. */
function SplitTxtValue({ label, kind, value }: { label: string; kind: string; value: string }) {
  const strings = txtRecordStrings(value);
  const noteId = `record-${kind}-split-note`;
  return (
    <>
      <dt className="text-muted-foreground">As strings</dt>
      <dd className="flex min-w-0 flex-col gap-2">
        <p id={noteId} data-testid={`record-${kind}-split-note`} className="text-muted-foreground text-xs">
          This value is {value.length} characters long, and one DNS text string holds at most{' '}
          {TXT_STRING_MAX_LENGTH}: it is published as {strings.length} quoted strings in one TXT record, which
          DNS joins back into the value. Most DNS panels split it for you when you paste the value; if yours
          asks for the strings, paste these.
        </p>
        <div className="flex min-w-0 items-start gap-2">
          <code
            aria-describedby={noteId}
            data-testid={`record-${kind}-strings`}
            className="flex min-w-0 flex-1 flex-col gap-1 rounded bg-muted px-2 py-1 font-mono text-xs"
          >
            {strings.map((part, index) => (
              // The strings are positions in one value: the index is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <span key={index} data-testid={`record-${kind}-string`} className="break-all">
                {quotedTxtStrings(part)}
              </span>
            ))}
          </code>
          <CopyButton text={quotedTxtStrings(value)} label={`Copy ${label} value as strings`} />
        </div>
      </dd>
    </>
  );
}
