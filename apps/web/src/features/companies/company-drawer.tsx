import { Link } from '@tanstack/react-router';
import { PencilIcon, Trash2Icon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { changedFields } from '@/lib/changed-fields';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useLeadsInvalidation } from '@/lib/use-leads-invalidation';
import { CompanyForm } from './company-form';

/** The detail drawer of one company: read, edit in place, delete, and a link to its prospects. */
export function CompanyDrawer({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const invalidate = useLeadsInvalidation();
  const company = trpc.companies.get.useQuery(
    { id: companyId },
    { meta: { globalErrorToast: false }, retry: false },
  );
  const update = trpc.companies.update.useMutation({
    onSuccess: async () => {
      toast.success('Company saved');
      setEditing(false);
      await invalidate();
    },
  });
  const remove = trpc.companies.delete.useMutation({
    onSuccess: async () => {
      toast.success('Company deleted');
      setConfirming(false);
      onClose();
      await invalidate();
    },
  });
  const data = company.data;

  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={data?.name ?? 'Company'}
      side="right"
      className="w-full max-w-full bg-background text-foreground sm:w-[32rem]"
    >
      <div className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto p-6">
        {company.isPending ? (
          <div aria-busy className="flex flex-col gap-3">
            <Skeleton className="h-7 w-48" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : company.error ? (
          <Alert variant="destructive" className="mt-8">
            <AlertTitle>{errorMessage(company.error)}</AlertTitle>
            <AlertDescription>It may have been deleted, or it belongs to someone else.</AlertDescription>
          </Alert>
        ) : data ? (
          <>
            <header className="flex flex-col gap-1 pr-8">
              <h2 className="font-semibold text-xl">{data.name}</h2>
              <p className="text-muted-foreground text-sm">
                {[data.industry, data.location].filter(Boolean).join(' · ') || 'No industry or location yet'}
              </p>
            </header>
            {editing ? (
              <CompanyForm
                company={data}
                submitLabel="Save changes"
                pending={update.isPending}
                onSubmit={(values) => update.mutate({ id: data.id, ...changedFields(values, data) })}
                onCancel={() => setEditing(false)}
              />
            ) : (
              <>
                <dl className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-3 text-sm">
                  <Detail label="Domain" value={data.domain} />
                  <Detail label="Industry" value={data.industry} />
                  <Detail label="Size" value={data.size ? `${data.size} employees` : ''} />
                  <Detail label="Location" value={data.location} />
                  <Detail label="LinkedIn" value={data.linkedinUrl} />
                  <Detail label="Prospects" value={data.prospectCount.toLocaleString()} />
                  <Detail label="Added" value={new Date(data.createdAt).toLocaleString()} />
                </dl>
                <div className="flex flex-wrap gap-2">
                  <Button onClick={() => setEditing(true)}>
                    <PencilIcon aria-hidden />
                    Edit
                  </Button>
                  <Button variant="outline" asChild>
                    <Link to="/dashboard/prospects" search={{ companyId: data.id }}>
                      <UsersIcon aria-hidden />
                      View prospects
                    </Link>
                  </Button>
                  <Button variant="outline" onClick={() => setConfirming(true)}>
                    <Trash2Icon aria-hidden />
                    Delete
                  </Button>
                </div>
              </>
            )}
          </>
        ) : null}
      </div>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${data?.name ?? 'this company'}?`}
        description="The company is removed for good; its prospects stay, without a company."
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ id: companyId })}
      />
    </Sheet>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{value || <span className="text-muted-foreground">—</span>}</dd>
    </>
  );
}
