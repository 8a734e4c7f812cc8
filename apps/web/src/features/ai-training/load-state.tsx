import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';

/** A query's loading skeleton or its error with Try again; null once it has data. */
export function LoadState({
  query,
  what,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  what: string;
}) {
  if (query.error)
    return (
      <Alert variant="destructive">
        <AlertTitle>{what} could not be loaded</AlertTitle>
        <AlertDescription>
          <p>{errorMessage(query.error)}</p>
          <Button variant="outline" size="sm" className="text-foreground" onClick={() => query.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  if (query.isPending) return <Skeleton className="h-40 w-full" aria-busy aria-label={`Loading ${what}`} />;
  return null;
}
