import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';

interface DeleteKeyDialogProps {
  name: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a key is deleted: whatever uses it stops working at once, and it cannot be brought back. */
export function DeleteKeyDialog({ name, pending, onConfirm, onCancel }: DeleteKeyDialogProps) {
  return (
    <ConfirmDeleteDialog
      open={name !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={`Delete the key ${name ?? ''}?`}
      description="Every script or app that uses this key stops working at once. This cannot be undone."
      pending={pending}
      onConfirm={onConfirm}
      confirmLabel="Delete key"
      lockWhilePending
      body={null}
    />
  );
}
