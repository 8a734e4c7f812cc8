import { type ComponentProps, lazy, Suspense } from 'react';

// The dialog's code (Radix Dialog, focus trap, scroll lock: ~9 KB gzip) loads when a page first asks
// for it, not with the page (ADR 075).
const ConfirmDeleteDialog = lazy(() =>
  import('./confirm-delete-dialog').then((module) => ({ default: module.ConfirmDeleteDialog })),
);

/** ConfirmDeleteDialog, loaded on first use; render it once the user first asks to delete. */
export function LazyConfirmDeleteDialog(props: ComponentProps<typeof ConfirmDeleteDialog>) {
  return (
    <Suspense fallback={null}>
      <ConfirmDeleteDialog {...props} />
    </Suspense>
  );
}
