import { OTHER_SESSIONS_REVOKED, SESSION_REVOKED } from '@leadpath/core/schemas/account';
import { useEffect } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, errorStatus, handleGlobalError } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { SessionRow } from './session-row';

/** Settings, Sessions: the user's real sessions, revoke one or all others (DECISIONS §2). */
export function SessionsSection() {
  const utils = trpc.useUtils();
  const list = trpc.account.sessions.useQuery(undefined, { meta: { globalErrorToast: false } });
  // A lost session still goes the global way; anything else (an Admin acting for someone) is said here.
  useEffect(() => {
    if (errorStatus(list.error) === 401) handleGlobalError(list.error);
  }, [list.error]);
  const refresh = () => void utils.account.sessions.invalidate();
  const revoke = trpc.account.revokeSession.useMutation({
    onSuccess: (result) => {
      if (result.signedOut) {
        window.location.assign('/login');
        return;
      }
      toast.success(SESSION_REVOKED);
      refresh();
    },
    onSettled: refresh,
  });
  const revokeOthers = trpc.account.revokeOtherSessions.useMutation({
    onSuccess: () => toast.success(OTHER_SESSIONS_REVOKED),
    onSettled: refresh,
  });

  if (list.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3" aria-busy="true" aria-label="Loading sessions">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Sessions could not be loaded</AlertTitle>
        <AlertDescription>
          <p>{errorMessage(list.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const sessions = list.data.sessions;
  const others = sessions.filter((session) => !session.current).length;
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <p className="text-muted-foreground text-sm">
        Browsers and devices signed in to your account. Sign out any you do not recognise.
      </p>
      <ul className="flex flex-col gap-3" aria-label="Sessions">
        {sessions.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            revoking={revoke.isPending && revoke.variables?.id === session.id}
            onRevoke={() => revoke.mutate({ id: session.id })}
          />
        ))}
      </ul>
      {others === 0 ? (
        <p className="text-muted-foreground text-sm">No other sessions: only this device is signed in.</p>
      ) : null}
      <Button
        variant="outline"
        className="w-fit"
        disabled={others === 0 || revokeOthers.isPending}
        onClick={() => revokeOthers.mutate()}
      >
        {revokeOthers.isPending ? <Spinner aria-hidden /> : null}
        Sign out all other sessions
      </Button>
    </div>
  );
}
