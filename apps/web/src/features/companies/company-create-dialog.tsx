import { type CreateCompanyInput, createCompanySchema } from '@leadpath/core/schemas/companies';
import { Link } from '@tanstack/react-router';
import { TriangleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { errorMessage, errorStatus } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useLeadsInvalidation } from '@/lib/use-leads-invalidation';
import { CompanyForm } from './company-form';

/** The company that already has the domain a new one was given (the server refused it with 409). */
interface DomainTaken {
  message: string;
  values: CreateCompanyInput;
  existing: { id: string; name: string } | null;
}

export function CompanyCreateDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const invalidate = useLeadsInvalidation();
  const utils = trpc.useUtils();
  const [taken, setTaken] = useState<DomainTaken | null>(null);
  const create = trpc.companies.create.useMutation({ meta: { globalErrorToast: false } });

  const close = (next: boolean) => {
    if (!next) setTaken(null);
    onOpenChange(next);
  };

  /** The owner's company with this domain, found through the list's search, for the link. */
  const companyWithDomain = async (values: CreateCompanyInput) => {
    const domain = createCompanySchema.safeParse(values).data?.domain;
    if (!domain) return null;
    const page = await utils.companies.list.fetch({ q: domain, limit: 25 }).catch(() => null);
    return page?.items.find((company) => company.domain === domain) ?? null;
  };

  const submit = (values: CreateCompanyInput) => {
    setTaken(null);
    create.mutate(values, {
      onSuccess: async (company) => {
        toast.success(
          values.ifDomainTaken === 'merge' ? `Details added to ${company.name}` : `${company.name} added`,
        );
        close(false);
        await invalidate();
      },
      onError: async (error) => {
        if (errorStatus(error) !== 409) return void toast.error(errorMessage(error));
        setTaken({ message: errorMessage(error), values, existing: await companyWithDomain(values) });
      },
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Add company"
      description="Add an account you sell to."
      size="lg"
    >
      <div className="flex flex-col gap-4 p-6">
        {taken ? (
          <Alert variant="destructive">
            <TriangleAlertIcon aria-hidden />
            <AlertTitle>{taken.message}</AlertTitle>
            <AlertDescription>
              <p>Open it, or add the details you entered to it (its filled fields stay as they are).</p>
              <div className="mt-2 flex flex-wrap gap-2">
                {taken.existing ? (
                  <Button asChild variant="outline" size="sm">
                    <Link
                      to="/dashboard/companies/$companyId"
                      params={{ companyId: taken.existing.id }}
                      onClick={() => close(false)}
                    >
                      Open {taken.existing.name}
                    </Link>
                  </Button>
                ) : null}
                <Button
                  size="sm"
                  disabled={create.isPending}
                  onClick={() => submit({ ...taken.values, ifDomainTaken: 'merge' })}
                >
                  Add the details to {taken.existing?.name ?? 'it'}
                </Button>
              </div>
            </AlertDescription>
          </Alert>
        ) : null}
        <CompanyForm
          submitLabel="Add company"
          pending={create.isPending}
          onSubmit={submit}
          onCancel={() => close(false)}
        />
      </div>
    </Modal>
  );
}
