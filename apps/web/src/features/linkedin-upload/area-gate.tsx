import type { FeatureKey } from '@leadpath/core';
import { Link } from '@tanstack/react-router';
import { LockIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, errorStatus, handleGlobalError } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';

/** The gate of spec §6 for one area: loading, the upgrade state (403), an error with Try again, or the area. */
export function AreaGate({
  feature,
  name,
  children,
}: {
  feature: FeatureKey;
  name: string;
  children: ReactNode;
}) {
  const gate = trpc.areas.status.useQuery({ feature }, { meta: { globalErrorToast: false }, retry: false });
  const refused = errorStatus(gate.error) === 403;
  useEffect(() => {
    if (gate.error && !refused) handleGlobalError(gate.error);
  }, [gate.error, refused]);
  if (gate.isPending)
    return <Skeleton className="h-32 w-full max-w-3xl" aria-busy aria-label={`Loading ${name}`} />;
  if (refused)
    return (
      <Card data-slot="upgrade-prompt" className="max-w-3xl">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <LockIcon aria-hidden className="size-4 text-muted-foreground" />
            Pick a plan to use this feature
          </CardTitle>
          <CardDescription>Your current plan does not include {name}.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/pricing">See plans</Link>
          </Button>
        </CardContent>
      </Card>
    );
  if (gate.error)
    return (
      <Alert variant="destructive" className="max-w-3xl">
        <AlertTitle>{name} could not be opened</AlertTitle>
        <AlertDescription>
          <p>{errorMessage(gate.error)}</p>
          <Button variant="outline" size="sm" className="text-foreground" onClick={() => gate.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  return <>{children}</>;
}
