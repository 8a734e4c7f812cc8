import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';

interface DeleteKeyDialogProps {
  name: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a key is deleted: whatever uses it stops working at once, and it cannot be brought back. */
export function DeleteKeyDialog({ name, pending, onConfirm, onCancel }: DeleteKeyDialogProps) {
  return (
    <Modal
      open={name !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
      size="sm"
      title={`Delete the key ${name ?? ''}?`}
      description="Every script or app that uses this key stops working at once. This cannot be undone."
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? <Spinner aria-hidden /> : null}
            Delete key
          </Button>
        </>
      }
    >
      {null}
    </Modal>
  );
}
