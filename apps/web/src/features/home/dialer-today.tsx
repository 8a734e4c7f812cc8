import { Link } from '@tanstack/react-router';
import { PhoneIcon } from 'lucide-react';
import { SectionLoadError } from '@/components/section-load-states';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`;

/** Home's "today" of the Power Dialer (issue 35): the user's calls since their midnight and the call tasks due. */
export function DialerToday() {
  const today = trpc.dialer.today.useQuery(undefined, { meta: { globalErrorToast: false }, retry: false });

  if (today.error) {
    return (
      <SectionLoadError
        title="Today's calls could not be loaded"
        message={errorMessage(today.error)}
        onRetry={() => void today.refetch()}
      />
    );
  }

  const data = today.data;
  return (
    <Card aria-busy={today.isPending} aria-labelledby="dialer-today-title" data-slot="dialer-today">
      <CardHeader>
        <CardTitle id="dialer-today-title" className="flex items-center gap-2 [&_svg]:size-4">
          <PhoneIcon aria-hidden />
          Calls today
        </CardTitle>
        <CardDescription>
          {data ? `Since midnight in ${data.timeZone}` : <Skeleton className="h-4 w-40" />}
        </CardDescription>
        <CardAction>
          <Button asChild size="sm" variant="outline">
            <Link to="/dashboard/dialer">Open the Power Dialer</Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {data ? (
          <>
            <dl className="grid grid-cols-3 gap-4">
              <Figure label="Calls" value={data.calls} />
              <Figure label="Meetings booked" value={data.meetings} />
              <Figure label="Call tasks due" value={data.callTasksDue} />
            </dl>
            {data.byDisposition.length === 0 ? (
              <p className="text-muted-foreground text-sm">
                No calls yet today.
                {data.callTasksDue > 0
                  ? ` ${plural(data.callTasksDue, 'call task is', 'call tasks are')} waiting in your sequences.`
                  : ''}
              </p>
            ) : (
              <ul
                aria-label="Today's calls by disposition"
                className="flex flex-wrap gap-x-4 gap-y-1 text-sm"
              >
                {data.byDisposition.map((row) => (
                  <li key={row.disposition ?? ''} className="text-muted-foreground">
                    {row.disposition ?? 'No disposition yet'}:{' '}
                    <span className="font-medium text-foreground tabular-nums">
                      {row.count.toLocaleString()}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <Skeleton className="h-12 w-full" />
        )}
      </CardContent>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    // The numbers stay on one line when a label wraps at 375 px.
    <div className="flex flex-col justify-between gap-1">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-semibold text-2xl tabular-nums">{value.toLocaleString()}</dd>
    </div>
  );
}
