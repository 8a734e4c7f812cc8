import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';

interface DeauthorizeDialogProps {
  title: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an app loses access: a deauthorized app has to go through its connect flow again. */
export function DeauthorizeDialog({ title, pending, onConfirm, onCancel }: DeauthorizeDialogProps) {
  return (
    <ConfirmDeleteDialog
      open={title !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={`Deauthorize ${title ?? ''}?`}
      description={`Leadpath will lose access to your ${title ?? ''} account. You can connect it again at any time from Add apps.`}
      pending={pending}
      onConfirm={onConfirm}
      confirmLabel="Deauthorize"
      lockWhilePending
      body={null}
    />
  );
}
