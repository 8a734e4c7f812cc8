import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/** A toggle section while it loads: the switch row, then the body (bodyClassName sets its height). */
export function SectionSkeleton({ label, bodyClassName }: { label: string; bodyClassName: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="flex flex-col gap-3">
      <Skeleton className="h-16 w-full" />
      <Skeleton className={cn(bodyClassName, 'w-full')} />
    </div>
  );
}

/** A section that could not load: what failed (and why, when known), and a Try again button. */
export function SectionLoadError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message?: string;
  onRetry: () => void;
}) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        {message ? <p>{message}</p> : null}
        <Button variant="outline" size="sm" className="text-foreground" onClick={onRetry}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
