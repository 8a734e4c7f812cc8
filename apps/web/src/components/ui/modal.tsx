import { MODAL_MAX_HEIGHT_VH, type ModalSize } from '@leadpath/core';
import { cva } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/cn';

const modalPanelVariants = cva(
  'fixed top-1/2 left-1/2 z-50 flex w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-xl border bg-background text-foreground shadow-xl outline-none',
  {
    variants: {
      size: {
        sm: 'max-w-sm',
        md: 'max-w-lg',
        lg: 'max-w-2xl',
        xl: 'max-w-5xl',
        full: 'h-[calc(100vh-2rem)] max-w-[calc(100vw-2rem)]',
      } satisfies Record<ModalSize, string>,
    },
    defaultVariants: { size: 'md' },
  },
);

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  /** Read by screen readers; shown under the title unless hideHeader. */
  description?: React.ReactNode;
  size?: ModalSize;
  /** The body draws its own heading: the title and description stay for screen readers only. */
  hideHeader?: boolean;
  footer?: React.ReactNode;
  className?: string;
  /** Where focus goes on open; call event.preventDefault() and focus it yourself (default: the first focusable). */
  onOpenAutoFocus?: (event: Event) => void;
  children: React.ReactNode;
}

/**
 * The one modal of the app (spec §2, §9): sizes sm to full, panel at most 85% of the viewport high.
 * Closes with its close button, a click on the backdrop and Escape.
 */
function Modal({
  open,
  onOpenChange,
  title,
  description,
  size,
  hideHeader = false,
  footer,
  className,
  onOpenAutoFocus,
  children,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-slot="modal-backdrop" className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-slot="modal"
          data-size={size ?? 'md'}
          className={cn(modalPanelVariants({ size }), className)}
          style={{ maxHeight: `${MODAL_MAX_HEIGHT_VH}vh` }}
          onOpenAutoFocus={onOpenAutoFocus}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <div className={cn('flex flex-col gap-1 border-b px-6 py-4 pr-12', hideHeader && 'sr-only')}>
            <Dialog.Title className="font-semibold text-lg leading-none tracking-tight">{title}</Dialog.Title>
            {description === undefined ? null : (
              <Dialog.Description className="text-muted-foreground text-sm">{description}</Dialog.Description>
            )}
          </div>
          <div data-slot="modal-body" className="min-h-0 flex-1 overflow-y-auto">
            {children}
          </div>
          {footer ? (
            <div data-slot="modal-footer" className="flex justify-end gap-2 border-t px-6 py-4">
              {footer}
            </div>
          ) : null}
          <Dialog.Close
            className="absolute top-3 right-3 rounded-md p-1.5 text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4"
            aria-label="Close"
          >
            <XIcon aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export { Modal, type ModalProps, modalPanelVariants };
