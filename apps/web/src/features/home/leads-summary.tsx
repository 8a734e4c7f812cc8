import { Link } from '@tanstack/react-router';
import { Building2Icon, CalendarPlusIcon, RefreshCwIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';

/** The numbers of the home page: prospects, companies, this week's additions, CRM sync state. */
export function LeadsSummary() {
  const summary = trpc.prospects.summary.useQuery(undefined, {
    meta: { globalErrorToast: false },
    retry: false,
  });

  if (summary.error) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Your numbers could not be loaded</AlertTitle>
        <AlertDescription>
          <p>{errorMessage(summary.error)}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2 text-foreground"
            onClick={() => summary.refetch()}
          >
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const data = summary.data;
  const number = (value: number | undefined) =>
    value === undefined ? <Skeleton className="h-8 w-16" /> : value.toLocaleString();
  return (
    <section
      aria-label="Your leads"
      aria-busy={summary.isPending}
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
    >
      <Stat
        title="Prospects"
        icon={<UsersIcon aria-hidden />}
        value={number(data?.prospects)}
        footer={<Link to="/dashboard/prospects">View prospects</Link>}
      />
      <Stat
        title="Companies"
        icon={<Building2Icon aria-hidden />}
        value={number(data?.companies)}
        footer={<Link to="/dashboard/companies">View companies</Link>}
      />
      <Stat
        title="Added this week"
        icon={<CalendarPlusIcon aria-hidden />}
        value={number(data?.addedThisWeek)}
        footer="Prospects added in the last 7 days"
      />
      <Stat
        title="CRM sync"
        icon={<RefreshCwIcon aria-hidden />}
        value={number(data?.crm.synced)}
        footer={
          data
            ? `synced · ${data.crm.pending.toLocaleString()} pending${data.crm.failed ? ` · ${data.crm.failed.toLocaleString()} failed` : ''}`
            : ' '
        }
      />
    </section>
  );
}

function Stat({
  title,
  icon,
  value,
  footer,
}: {
  title: string;
  icon: ReactNode;
  value: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Card className="gap-2" data-slot="stat">
      <CardHeader>
        <CardDescription className="flex items-center gap-2 [&_svg]:size-4">
          {icon}
          {title}
        </CardDescription>
        <CardTitle className="font-semibold text-3xl tabular-nums">{value}</CardTitle>
      </CardHeader>
      <CardContent className="text-muted-foreground text-sm [&_a]:underline-offset-4 [&_a]:hover:underline">
        {footer}
      </CardContent>
    </Card>
  );
}
