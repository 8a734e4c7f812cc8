import { Modal } from '@/components/ui/modal';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useLeadsInvalidation } from '@/lib/use-leads-invalidation';
import { CompanyForm } from './company-form';

export function CompanyCreateDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const invalidate = useLeadsInvalidation();
  const create = trpc.companies.create.useMutation({
    onSuccess: async (company) => {
      toast.success(`${company.name} added`);
      onOpenChange(false);
      await invalidate();
    },
  });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Add company"
      description="Add an account you sell to."
      size="lg"
    >
      <div className="p-6">
        <CompanyForm
          submitLabel="Add company"
          pending={create.isPending}
          onSubmit={(values) => create.mutate(values)}
          onCancel={() => onOpenChange(false)}
        />
      </div>
    </Modal>
  );
}
