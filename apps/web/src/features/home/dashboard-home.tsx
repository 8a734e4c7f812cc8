import {
  type AccessSubject,
  canUseFeature,
  hasProductAccess,
  trialDaysRemaining,
  trialState,
} from '@leadpath/core';
import { ClockIcon, TriangleAlertIcon } from 'lucide-react';
import { ShellHandOff } from '@/components/shell-hand-off';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { trpc } from '@/lib/trpc';
import { DialerToday } from './dialer-today';
import { GettingStarted, isChecklistDone } from './getting-started';
import { KeepYourData } from './keep-your-data';
import { LeadsSummary } from './leads-summary';

export function DashboardHome() {
  const user = trpc.user.fetch.useQuery();

  if (!user.data) {
    return (
      <>
        {/* Without the user the page shows its loading or error card, not the server's Home shell
            (ADR 093): the shell is inert, and the first batch has the user before this render anyway. */}
        <ShellHandOff />
        <Card aria-busy={user.isPending} className="max-w-2xl">
          <CardHeader>
            <CardTitle>{user.isPending ? 'Loading...' : 'Your profile could not be loaded'}</CardTitle>
            <CardDescription>
              {user.isPending ? (
                <Skeleton className="mt-1 h-4 w-48" />
              ) : (
                'Check your connection and try again.'
              )}
            </CardDescription>
          </CardHeader>
          {user.isPending ? null : (
            <CardContent>
              <Button variant="outline" size="sm" onClick={() => user.refetch()}>
                Try again
              </Button>
            </CardContent>
          )}
        </Card>
      </>
    );
  }

  const { name, email, plan } = user.data;
  return (
    <div className="flex flex-col gap-6">
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle className="text-xl sm:text-2xl">Welcome back, {name || email}</CardTitle>
          <CardDescription>Here is where your prospecting day starts.</CardDescription>
          <CardAction>
            <Badge variant="secondary">{plan} Plan</Badge>
          </CardAction>
        </CardHeader>
        {trialState(user.data, Date.now()) !== 'not-on-trial' ? (
          <CardContent>
            <TrialBanner user={user.data} />
          </CardContent>
        ) : null}
      </Card>
      {hasProductAccess(user.data, Date.now()) ? (
        <HomeOverview canCall={canUseFeature(user.data, 'power-dialer', Date.now())} />
      ) : (
        <>
          <ShellHandOff />
          {trialState(user.data, Date.now()) === 'expired' ? <KeepYourData /> : null}
        </>
      )}
    </div>
  );
}

/** A new account sees its first steps, not four zeros; the numbers come once there are prospects. */
function HomeOverview({ canCall }: { canCall: boolean }) {
  const checklist = trpc.home.checklist.useQuery(undefined, {
    meta: { globalErrorToast: false },
    retry: false,
  });
  // Asked in the checklist's batch, not after its answer (one round trip less at start-up, issue 28):
  // most days the checklist is done and these show. Same options as the sections that show them.
  const quiet = { meta: { globalErrorToast: false }, retry: false } as const;
  trpc.prospects.summary.useQuery(undefined, quiet);
  trpc.dialer.today.useQuery(undefined, { ...quiet, enabled: canCall });
  const data = checklist.data;
  return (
    <>
      {/* The server's Home shell (ADR 093) shows the checklist's answer: handed off once it is in. */}
      {checklist.isPending ? null : <ShellHandOff />}
      {data && isChecklistDone(data) ? null : (
        <GettingStarted checklist={data} error={checklist.error} onRetry={() => void checklist.refetch()} />
      )}
      {data?.importedProspects ? <LeadsSummary /> : null}
      {data?.importedProspects && canCall ? <DialerToday /> : null}
    </>
  );
}

/** Free users see how long the trial lasts, or that it has ended (spec §8). */
function TrialBanner({ user }: { user: AccessSubject }) {
  const now = Date.now();
  if (trialState(user, now) === 'expired') {
    return (
      <Alert variant="destructive" role="status">
        <TriangleAlertIcon aria-hidden />
        <AlertTitle>Trial Expired</AlertTitle>
        <AlertDescription>
          <p>Upgrade to continue using the product</p>
          <Button asChild size="sm" className="mt-2">
            <a href="/pricing">Upgrade</a>
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const days = trialDaysRemaining(user, now);
  if (days === null) return null;
  return (
    <Alert role="status">
      <ClockIcon aria-hidden />
      <AlertTitle>Free Trial</AlertTitle>
      <AlertDescription>
        <p>
          {days} {days === 1 ? 'day' : 'days'} remaining
        </p>
        <Button asChild size="sm" variant="outline" className="mt-2 text-foreground">
          <a href="/pricing">Upgrade</a>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
