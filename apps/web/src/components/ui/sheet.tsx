import { XIcon } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/cn';

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** For screen readers: the sheet's content draws its own heading. */
  title: string;
  side?: 'left' | 'right';
  className?: string;
  children: React.ReactNode;
}

/** A panel that slides over the page from one edge; closes like the Modal (button, backdrop, Escape). */
function Sheet({ open, onOpenChange, title, side = 'left', className, children }: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-slot="sheet-backdrop" className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-slot="sheet"
          aria-describedby={undefined}
          className={cn(
            'fixed inset-y-0 z-50 flex h-full w-80 max-w-[calc(100vw-3rem)] flex-col bg-sidebar text-sidebar-foreground shadow-xl outline-none',
            side === 'left' ? 'left-0 border-r' : 'right-0 border-l',
            className,
          )}
        >
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          {children}
          <Dialog.Close
            className="absolute top-4 right-3 rounded-md p-1.5 text-muted-foreground outline-none transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4"
            aria-label="Close menu"
          >
            <XIcon aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export { Sheet, type SheetProps };
