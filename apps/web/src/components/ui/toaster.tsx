import { CircleAlertIcon, CircleCheckIcon, InfoIcon, Loader2Icon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { type ToastItem, type ToastKind, toast, useToasts } from '@/lib/toast';

const toastIcons: Record<ToastKind, React.ReactNode> = {
  success: <CircleCheckIcon className="text-success" aria-hidden />,
  error: <CircleAlertIcon className="text-destructive" aria-hidden />,
  info: <InfoIcon className="text-muted-foreground" aria-hidden />,
  loading: <Loader2Icon className="animate-spin text-muted-foreground" aria-hidden />,
};

function Toast({ item }: { item: ToastItem }) {
  return (
    <button
      type="button"
      data-slot="toast"
      data-kind={item.kind}
      title="Dismiss"
      onClick={() => toast.dismiss(item.id)}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-lg border bg-popover p-4 text-left text-popover-foreground text-sm shadow-lg outline-none',
        'focus-visible:ring-[3px] focus-visible:ring-ring/50 motion-safe:animate-toast-in [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0',
        item.kind === 'error' && 'border-destructive/40',
      )}
    >
      {toastIcons[item.kind]}
      <span className="min-w-0 break-words font-medium">{item.message}</span>
    </button>
  );
}

/** Toasts, bottom-right; errors in an assertive region, the rest in a polite one. */
function Toaster() {
  const items = useToasts();
  const regionClass = 'flex flex-col gap-2 empty:hidden';
  return (
    <section
      data-slot="toaster"
      aria-label="Notifications"
      className="pointer-events-none fixed right-0 bottom-0 z-100 flex w-full flex-col gap-2 p-4 sm:max-w-sm"
    >
      <div role="status" aria-live="polite" className={regionClass}>
        {items.map((item) => (item.kind === 'error' ? null : <Toast key={item.id} item={item} />))}
      </div>
      <div role="alert" aria-live="assertive" className={regionClass}>
        {items.map((item) => (item.kind === 'error' ? <Toast key={item.id} item={item} /> : null))}
      </div>
    </section>
  );
}

export { Toaster };
