import { prospectStatusLabels } from '@leadpath/core/schemas/prospects';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { ProspectEnrichment } from '@/components/assist/prospect-enrichment';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { ProspectCalls } from '@/components/dialer/prospect-calls';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { changedFields } from '@/lib/changed-fields';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useLeadsInvalidation } from '@/lib/use-leads-invalidation';
import { ProspectActivity } from './prospect-activity';
import { ProspectForm } from './prospect-form';
import { ProspectGuidePanel } from './prospect-guide-panel';
import { ProspectSendingZone } from './prospect-sending-zone';
import { StatusBadge } from './status-badge';

interface ProspectDrawerProps {
  prospectId: string;
  onClose: () => void;
}

/** The detail drawer of one prospect: read, edit in place, delete. */
export function ProspectDrawer({ prospectId, onClose }: ProspectDrawerProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const invalidate = useLeadsInvalidation();
  const prospect = trpc.prospects.get.useQuery(
    { id: prospectId },
    { meta: { globalErrorToast: false }, retry: false },
  );
  const update = trpc.prospects.update.useMutation({
    onSuccess: async () => {
      toast.success('Prospect saved');
      setEditing(false);
      await invalidate();
    },
  });
  const remove = trpc.prospects.delete.useMutation({
    onSuccess: async () => {
      toast.success('Prospect deleted');
      setConfirming(false);
      onClose();
      await invalidate();
    },
  });
  const data = prospect.data;
  const name = data ? `${data.firstName} ${data.lastName}`.trim() : 'Prospect';

  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={name}
      side="right"
      className="w-full max-w-full bg-background text-foreground sm:w-[32rem]"
    >
      <div className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto p-6">
        {prospect.isPending ? (
          <div aria-busy className="flex flex-col gap-3">
            <Skeleton className="h-7 w-48" />
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : prospect.error ? (
          <Alert variant="destructive" className="mt-8">
            <AlertTitle>{errorMessage(prospect.error)}</AlertTitle>
            <AlertDescription>It may have been deleted, or it belongs to someone else.</AlertDescription>
          </Alert>
        ) : data ? (
          <>
            <header className="flex flex-col gap-2 pr-8">
              <h2 className="font-semibold text-xl">{name}</h2>
              <p className="text-muted-foreground text-sm">
                {[data.title, data.companyName].filter(Boolean).join(' at ') || 'No title or company yet'}
              </p>
              <StatusBadge status={data.status} />
            </header>
            {editing ? (
              <ProspectForm
                key={data.updatedAt}
                prospect={data}
                submitLabel="Save changes"
                pending={update.isPending}
                onSubmit={(values) => update.mutate({ id: data.id, ...changedFields(values, data) })}
                onCancel={() => setEditing(false)}
              />
            ) : (
              <>
                <dl className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-3 text-sm">
                  <Detail
                    label="Email"
                    value={data.email}
                    href={data.email ? `mailto:${data.email}` : undefined}
                  />
                  <Detail
                    label="Phone"
                    value={data.phone}
                    href={data.phone ? `tel:${data.phone}` : undefined}
                  />
                  <Detail
                    label="LinkedIn"
                    value={data.linkedinUrl}
                    href={data.linkedinUrl || undefined}
                    external
                  />
                  <Detail label="Company" value={data.companyName ?? ''} />
                  <dt className="text-muted-foreground">Time zone</dt>
                  <dd className="min-w-0 break-words">
                    <ProspectSendingZone prospectId={data.id} companyName={data.companyName} />
                  </dd>
                  <Detail label="Status" value={prospectStatusLabels[data.status]} />
                  <Detail
                    label="CRM sync"
                    value={
                      data.crmSyncState === 'synced'
                        ? 'Synced'
                        : data.crmSyncState === 'failed'
                          ? 'Failed'
                          : 'Pending'
                    }
                  />
                  <Detail label="Added" value={new Date(data.createdAt).toLocaleString()} />
                  <Detail label="Updated" value={new Date(data.updatedAt).toLocaleString()} />
                </dl>
                <div className="flex gap-2">
                  <Button onClick={() => setEditing(true)}>
                    <PencilIcon aria-hidden />
                    Edit
                  </Button>
                  <Button variant="outline" onClick={() => setConfirming(true)}>
                    <Trash2Icon aria-hidden />
                    Delete
                  </Button>
                </div>
                <ProspectEnrichment prospectId={data.id} />
                <ProspectActivity prospectId={data.id} />
                <ProspectCalls prospectId={data.id} />
                <ProspectGuidePanel prospect={data} showPageLink />
              </>
            )}
          </>
        ) : null}
      </div>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${name}?`}
        description="This prospect is removed for good."
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ id: prospectId })}
      />
    </Sheet>
  );
}

function Detail({
  label,
  value,
  href,
  external,
}: {
  label: string;
  value: string;
  href?: string;
  external?: boolean;
}) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">
        {!value ? (
          <span className="text-muted-foreground">—</span>
        ) : href ? (
          <a
            href={href}
            className="underline-offset-4 hover:underline"
            {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}
          >
            {value}
          </a>
        ) : (
          value
        )}
      </dd>
    </>
  );
}
