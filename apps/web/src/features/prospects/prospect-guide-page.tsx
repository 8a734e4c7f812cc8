import { personalityTypeNames } from '@leadpath/core';
import { Link, useParams } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';
import { ProspectGuidePanel } from './prospect-guide-panel';

/** /dashboard/prospects/$prospectId/guide: the engagement guide on its own page, wide enough to read. */
export function ProspectGuidePage() {
  const { prospectId } = useParams({ strict: false }) as { prospectId: string };
  const prospect = trpc.prospects.get.useQuery(
    { id: prospectId },
    { meta: { globalErrorToast: false }, retry: false },
  );
  const data = prospect.data;
  const name = data ? `${data.firstName} ${data.lastName}`.trim() : 'Prospect';

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <Button variant="ghost" size="sm" className="w-fit" asChild>
        <Link to="/dashboard/prospects/$prospectId" params={{ prospectId }}>
          <ArrowLeftIcon aria-hidden />
          Back to the prospect
        </Link>
      </Button>
      {prospect.isPending ? (
        <div aria-busy className="flex flex-col gap-3">
          <span className="sr-only">Loading the guide…</span>
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : prospect.error ? (
        <Alert variant="destructive">
          <AlertTitle>{errorMessage(prospect.error)}</AlertTitle>
          <AlertDescription>It may have been deleted, or it belongs to someone else.</AlertDescription>
        </Alert>
      ) : data ? (
        <>
          <header className="flex flex-col gap-2">
            <h1 className="font-semibold text-2xl tracking-tight">Engagement guide: {name}</h1>
            <p className="text-muted-foreground text-sm">
              {[data.title, data.companyName].filter(Boolean).join(' at ') || 'No title or company yet'}
            </p>
            {data.personalityType ? (
              <Badge variant="secondary">
                Type {data.personalityType}: {personalityTypeNames[data.personalityType]}
              </Badge>
            ) : null}
          </header>
          <ProspectGuidePanel prospect={data} />
        </>
      ) : null}
    </div>
  );
}
