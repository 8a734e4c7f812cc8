import { type ComponentProps, lazy, Suspense } from 'react';

/*
 * The Prospects page's dialogs load when first opened (ADR 075): their forms carry the schemas'
 * validator (zod), the import its CSV reader (papaparse) and all of them Radix Dialog, none of which
 * the list needs to show. A dialog has no visible place before it opens, so it waits on nothing.
 */
const ProspectCreateDialog = lazy(() =>
  import('./prospect-create-dialog').then((module) => ({ default: module.ProspectCreateDialog })),
);
const ProspectImportDialog = lazy(() =>
  import('./prospect-import-dialog').then((module) => ({ default: module.ProspectImportDialog })),
);
const ProspectEnrollDialog = lazy(() =>
  import('./prospect-enroll-dialog').then((module) => ({ default: module.ProspectEnrollDialog })),
);
const SaveFilterDialog = lazy(() =>
  import('./save-filter-dialog').then((module) => ({ default: module.SaveFilterDialog })),
);

export function LazyProspectCreateDialog(props: ComponentProps<typeof ProspectCreateDialog>) {
  return (
    <Suspense fallback={null}>
      <ProspectCreateDialog {...props} />
    </Suspense>
  );
}

export function LazyProspectImportDialog(props: ComponentProps<typeof ProspectImportDialog>) {
  return (
    <Suspense fallback={null}>
      <ProspectImportDialog {...props} />
    </Suspense>
  );
}

export function LazyProspectEnrollDialog(props: ComponentProps<typeof ProspectEnrollDialog>) {
  return (
    <Suspense fallback={null}>
      <ProspectEnrollDialog {...props} />
    </Suspense>
  );
}

export function LazySaveFilterDialog(props: ComponentProps<typeof SaveFilterDialog>) {
  return (
    <Suspense fallback={null}>
      <SaveFilterDialog {...props} />
    </Suspense>
  );
}
