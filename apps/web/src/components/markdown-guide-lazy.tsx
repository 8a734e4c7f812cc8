import { type ComponentProps, lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

// The markdown parser loads only when a guide is shown, so /login and /dashboard stay light.
const MarkdownGuide = lazy(() =>
  import('./markdown-guide').then((module) => ({ default: module.MarkdownGuide })),
);

function MarkdownGuideFallback() {
  return (
    <div aria-busy className="flex flex-col gap-2">
      <span className="sr-only">Loading the guide…</span>
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-4 w-3/4" />
    </div>
  );
}

/** The guide viewer, loaded on first use. */
function LazyMarkdownGuide(props: ComponentProps<typeof MarkdownGuide>) {
  return (
    <Suspense fallback={<MarkdownGuideFallback />}>
      <MarkdownGuide {...props} />
    </Suspense>
  );
}

export { LazyMarkdownGuide };
