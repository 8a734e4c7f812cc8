import { LazyConfirmDeleteDialog } from '@/components/confirm-delete-dialog-lazy';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useLeadsInvalidation } from '@/lib/use-leads-invalidation';
import { useOpenedOnce } from '@/lib/use-opened-once';
import {
  LazyProspectCreateDialog,
  LazyProspectEnrollDialog,
  LazyProspectImportDialog,
} from './prospect-dialogs-lazy';
import type { EnrollChoice } from './prospect-enroll-dialog';

export type ProspectsDialog = 'create' | 'import' | 'bulk-delete' | 'enroll' | null;

/** The Prospects page's dialogs: add, import, enroll and delete the selection. */
export function ProspectsDialogs({
  dialog,
  onDialogChange,
  enrollChoice,
  selected,
  onSelectionDone,
}: {
  dialog: ProspectsDialog;
  onDialogChange: (dialog: ProspectsDialog) => void;
  enrollChoice: EnrollChoice;
  selected: ReadonlySet<string>;
  /** The selection was enrolled or deleted: it is cleared. */
  onSelectionDone: () => void;
}) {
  // Each dialog's code loads when it is first opened (ADR 075).
  const createOpened = useOpenedOnce(dialog === 'create');
  const importOpened = useOpenedOnce(dialog === 'import');
  const enrollOpened = useOpenedOnce(dialog === 'enroll');
  const deleteOpened = useOpenedOnce(dialog === 'bulk-delete');
  const invalidate = useLeadsInvalidation();
  const bulkDelete = trpc.prospects.bulkDelete.useMutation({
    onSuccess: async ({ deleted }) => {
      toast.success(`${deleted} ${deleted === 1 ? 'prospect' : 'prospects'} deleted`);
      onSelectionDone();
      onDialogChange(null);
      await invalidate();
    },
  });
  return (
    <>
      {createOpened ? (
        <LazyProspectCreateDialog
          open={dialog === 'create'}
          onOpenChange={(open) => onDialogChange(open ? 'create' : null)}
        />
      ) : null}
      {importOpened ? (
        <LazyProspectImportDialog
          open={dialog === 'import'}
          onOpenChange={(open) => onDialogChange(open ? 'import' : null)}
        />
      ) : null}
      {enrollOpened ? (
        <LazyProspectEnrollDialog
          open={dialog === 'enroll'}
          onOpenChange={(open) => onDialogChange(open ? 'enroll' : null)}
          choice={enrollChoice}
          onEnrolled={() => {
            onDialogChange(null);
            onSelectionDone();
          }}
        />
      ) : null}
      {deleteOpened ? (
        <LazyConfirmDeleteDialog
          open={dialog === 'bulk-delete'}
          onOpenChange={(open) => onDialogChange(open ? 'bulk-delete' : null)}
          title={`Delete ${selected.size} ${selected.size === 1 ? 'prospect' : 'prospects'}?`}
          description="The selected prospects are removed for good."
          pending={bulkDelete.isPending}
          onConfirm={() => bulkDelete.mutate({ ids: [...selected] })}
        />
      ) : null}
    </>
  );
}
