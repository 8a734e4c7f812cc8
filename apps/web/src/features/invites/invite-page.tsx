import { Link } from '@tanstack/react-router';
import { CircleAlertIcon, UsersIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, errorStatus } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';

/** /invite/$token: the signed-in user opens the link and joins the team; others sign in first. */
export function InvitePage({ token }: { token: string }) {
  const me = trpc.user.fetch.useQuery(undefined, { meta: { globalErrorToast: false }, retry: false });
  const accept = trpc.team.acceptInvite.useMutation({ meta: { globalErrorToast: false } });
  const started = useRef(false);
  const signedOut = me.isError && errorStatus(me.error) === 401;

  useEffect(() => {
    if (signedOut) {
      window.location.assign(`/login?callbackUrl=${encodeURIComponent(`/invite/${token}`)}`);
      return;
    }
    // Accept once, when we know who is signed in.
    if (me.data && !started.current) {
      started.current = true;
      accept.mutate({ token });
    }
  }, [signedOut, me.data, token, accept]);

  const failed = accept.isError || (me.isError && !signedOut);
  return (
    <main className="flex min-h-svh items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-xl">
            {failed ? (
              <CircleAlertIcon aria-hidden className="text-destructive" />
            ) : (
              <UsersIcon aria-hidden />
            )}
            Team invitation
          </CardTitle>
          {me.data ? <CardDescription>Signed in as {me.data.email}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {accept.isSuccess ? (
            <>
              <p role="status" className="font-medium">
                {accept.data.message}
              </p>
              <Button asChild>
                <Link to="/dashboard" search={{ settings: 'team' }}>
                  Open your team
                </Link>
              </Button>
            </>
          ) : failed ? (
            <>
              <p role="alert" className="text-destructive text-sm">
                {errorMessage(accept.error ?? me.error)}
              </p>
              <Button asChild variant="outline">
                <Link to="/dashboard">Go to the dashboard</Link>
              </Button>
            </>
          ) : (
            <p className="flex items-center gap-2 text-muted-foreground text-sm" aria-busy="true">
              <Spinner aria-hidden /> Joining the team…
            </p>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
