import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';

interface DeauthorizeDialogProps {
  title: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an app loses access: a deauthorized app has to go through its connect flow again. */
export function DeauthorizeDialog({ title, pending, onConfirm, onCancel }: DeauthorizeDialogProps) {
  return (
    <Modal
      open={title !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
      size="sm"
      title={`Deauthorize ${title ?? ''}?`}
      description={`Leadpath will lose access to your ${title ?? ''} account. You can connect it again at any time from Add apps.`}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? <Spinner aria-hidden /> : null}
            Deauthorize
          </Button>
        </>
      }
    >
      {null}
    </Modal>
  );
}
