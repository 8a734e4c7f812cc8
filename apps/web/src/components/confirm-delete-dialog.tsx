import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';

interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  pending: boolean;
  onConfirm: () => void;
  /** The destructive button's text; "Delete" unless given. */
  confirmLabel?: string;
  /** While pending, Cancel is disabled and the dialog does not close. */
  lockWhilePending?: boolean;
  /** The dialog's body; unless given, the description again for screen readers. */
  body?: ReactNode;
}

export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  pending,
  onConfirm,
  confirmLabel = 'Delete',
  lockWhilePending = false,
  body,
}: ConfirmDeleteDialogProps) {
  const locked = lockWhilePending && pending;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!(locked && !next)) onOpenChange(next);
      }}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={locked}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? <Spinner aria-hidden /> : null}
            {confirmLabel}
          </Button>
        </>
      }
    >
      {body === undefined ? <span className="sr-only">{description}</span> : body}
    </Modal>
  );
}
