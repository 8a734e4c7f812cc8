import { Modal } from '@/components/ui/modal';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useLeadsInvalidation } from '@/lib/use-leads-invalidation';
import { ProspectForm } from './prospect-form';

export function ProspectCreateDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const invalidate = useLeadsInvalidation();
  const create = trpc.prospects.create.useMutation({
    onSuccess: async (prospect) => {
      toast.success(`${`${prospect.firstName} ${prospect.lastName}`.trim()} added`);
      onOpenChange(false);
      await invalidate();
    },
  });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Add prospect"
      description="Add a person to your prospects."
      size="lg"
    >
      <div className="p-6">
        <ProspectForm
          submitLabel="Add prospect"
          pending={create.isPending}
          onSubmit={(values) => create.mutate(values)}
          onCancel={() => onOpenChange(false)}
        />
      </div>
    </Modal>
  );
}
