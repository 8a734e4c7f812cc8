import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { UpgradePrompt } from '@/components/feature-gate';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, errorStatus } from '@/lib/api-errors';

/** Back to the sequences list: on the page in every state. */
export function SequencesBackLink() {
  return (
    <Link
      to="/dashboard/custom-outreach"
      className="flex w-fit items-center gap-1 rounded-sm text-muted-foreground text-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <ArrowLeftIcon aria-hidden className="size-4" />
      Sequences
    </Link>
  );
}

export function SequenceLoading() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the sequence" className="flex flex-col gap-3">
      <SequencesBackLink />
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-9 w-96 max-w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/** The sequence did not load: the plan's upgrade prompt when it lacks the feature, else the error and a retry. */
export function SequenceLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="flex flex-col gap-3">
      <SequencesBackLink />
      {errorStatus(error) === 403 ? (
        <UpgradePrompt title="Custom outreach" />
      ) : (
        <Alert variant="destructive">
          <AlertTitle>{errorMessage(error)}</AlertTitle>
          <AlertDescription>
            <p>It may have been deleted.</p>
            <Button variant="outline" size="sm" className="text-foreground" onClick={onRetry}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
