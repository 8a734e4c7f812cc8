import type { RouterOutputs } from '@leadpath/api';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';
import { CallPanel } from './call-panel';
import { isLive } from './carrier-call';
import { ProspectCard } from './prospect-card';
import { QueueList } from './queue-list';

export type SessionView = RouterOutputs['dialer']['session'];

/** One session: the queue beside the prospect on screen, its card, script and the call controls. */
export function DialerSession({ sessionId, onLeave }: { sessionId: string; onLeave: () => void }) {
  const session = trpc.dialer.session.useQuery(
    { id: sessionId },
    {
      meta: { globalErrorToast: false },
      retry: false,
      // While a call is on the line its carrier state moves: look again every second. While a model
      // writes the opener (a job, ADR 073), look again every two.
      refetchInterval: (query) => {
        const current = query.state.data?.current;
        if (isLive(current?.call)) return 1000;
        return current?.script.modelOpener.status === 'writing' ? 2000 : false;
      },
    },
  );
  if (session.isPending)
    return <Skeleton className="h-96 w-full max-w-5xl" aria-busy aria-label="Loading the session" />;
  if (session.error)
    return (
      <Alert variant="destructive" className="max-w-3xl">
        <AlertTitle>This session could not be opened</AlertTitle>
        <AlertDescription>
          <p>{errorMessage(session.error)}</p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" className="text-foreground" onClick={() => session.refetch()}>
              Try again
            </Button>
            <Button variant="outline" size="sm" className="text-foreground" onClick={onLeave}>
              Start a new session
            </Button>
          </div>
        </AlertDescription>
      </Alert>
    );
  const view = session.data;
  return (
    <div className="grid max-w-6xl gap-4 lg:grid-cols-[18rem_1fr]">
      <QueueList items={view.items} />
      <div className="flex min-w-0 flex-col gap-4">
        <p className="text-muted-foreground text-sm" data-slot="provider-label">
          {view.provider.label}
        </p>
        {view.current ? (
          <>
            <ProspectCard current={view.current} />
            <CallPanel key={view.current.itemId} view={view} current={view.current} />
          </>
        ) : (
          <Card data-slot="queue-done">
            <CardHeader>
              <CardTitle>No one left to call in this session</CardTitle>
              <CardDescription>
                {view.items.filter((item) => item.status === 'done').length} called,{' '}
                {view.items.filter((item) => item.status === 'skipped').length} skipped (reasons in the
                queue).
              </CardDescription>
              <div>
                <Button onClick={onLeave}>Start a new session</Button>
              </div>
            </CardHeader>
          </Card>
        )}
      </div>
    </div>
  );
}
