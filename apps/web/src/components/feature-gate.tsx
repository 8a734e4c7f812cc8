import type { FeatureKey } from '@leadpath/core';
import { Link } from '@tanstack/react-router';
import { LockIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, errorStatus, handleGlobalError } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { trpc } from '@/lib/trpc';

/** What a user whose plan does not include an area sees (spec §8: Pick a plan to use this feature). */
export function UpgradePrompt({ title, className }: { title: string; className?: string }) {
  return (
    <Card data-slot="upgrade-prompt" className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LockIcon aria-hidden className="size-4 text-muted-foreground" />
          Pick a plan to use this feature
        </CardTitle>
        <CardDescription>Your current plan does not include {title}.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to="/pricing">See plans</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * The server's gate of spec §6 for one area (`areas.status`): loading, the upgrade prompt on 403,
 * an error with Try again, or the area itself.
 */
export function FeatureGate({
  feature,
  name,
  className,
  children,
}: {
  feature: FeatureKey;
  name: string;
  className?: string;
  children: ReactNode;
}) {
  const gate = trpc.areas.status.useQuery({ feature }, { meta: { globalErrorToast: false }, retry: false });
  const refused = errorStatus(gate.error) === 403;
  useEffect(() => {
    // The page explains a refusal itself; anything else (a lost session) goes the usual way.
    if (gate.error && !refused) handleGlobalError(gate.error);
  }, [gate.error, refused]);
  if (gate.isPending)
    return (
      <Skeleton className={cn('h-32 w-full max-w-3xl', className)} aria-busy aria-label={`Loading ${name}`} />
    );
  if (refused) return <UpgradePrompt title={name} className={cn('max-w-3xl', className)} />;
  if (gate.error)
    return (
      <Alert variant="destructive" className={cn('max-w-3xl', className)}>
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
