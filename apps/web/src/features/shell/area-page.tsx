import { adminOnlyFeatures } from '@leadpath/core';
import { ConstructionIcon } from 'lucide-react';
import { useEffect } from 'react';
import { UpgradePrompt } from '@/components/feature-gate';
import { StaffOnlyNotice } from '@/components/staff-only-notice';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorStatus, handleGlobalError } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';
import type { AreaPage } from './area-pages';
import { navIcon } from './nav-icons';

/** The page of an area that is not built yet: the server's gate first, then a plain statement. */
export function AreaPlaceholder({ area }: { area: AreaPage }) {
  const status = trpc.areas.status.useQuery(
    { feature: area.feature },
    { meta: { globalErrorToast: false }, retry: false },
  );
  const refused = errorStatus(status.error) === 403;
  useEffect(() => {
    // The page explains a refusal itself; anything else (a lost session) goes the usual way.
    if (status.error && !refused) handleGlobalError(status.error);
  }, [status.error, refused]);
  const Icon = navIcon(area.icon);

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-lg border bg-card [&_svg]:size-5">
          <Icon aria-hidden />
        </span>
        <h1 className="font-semibold text-2xl tracking-tight">{area.title}</h1>
      </header>
      {status.isPending ? (
        <Skeleton className="h-32 w-full" aria-busy />
      ) : refused && adminOnlyFeatures.includes(area.feature) ? (
        <StaffOnlyNotice title={area.title} />
      ) : refused ? (
        <UpgradePrompt title={area.title} />
      ) : status.data ? (
        <Card data-slot="area-status">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ConstructionIcon aria-hidden className="size-4 text-muted-foreground" />
              {status.data.message}
            </CardTitle>
            <CardDescription>{area.about}</CardDescription>
          </CardHeader>
          <CardContent className="text-muted-foreground text-sm">
            <p>This area is planned but not built: nothing on this page works yet.</p>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>This page could not be loaded</CardTitle>
            <CardDescription>Check your connection and try again.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" size="sm" onClick={() => status.refetch()}>
              Try again
            </Button>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
