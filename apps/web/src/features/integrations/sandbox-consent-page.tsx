import {
  catalogueEntryOf,
  type IntegrationKey,
  integrationKeys,
  integrationReturnPath,
} from '@leadpath/core';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { AlertCircleIcon, ArrowLeftRightIcon, FlaskConicalIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, errorStatus, handleGlobalError } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';

const isIntegrationKey = (value: string): value is IntegrationKey =>
  (integrationKeys as readonly string[]).includes(value);

/** Leaves the app's consent page the way the provider's would: a full page load of the return URL. */
function returnTo(path: string) {
  window.location.assign(path);
}

function ExpiredLink({ message }: { message: string }) {
  return (
    <Alert variant="destructive">
      <AlertCircleIcon aria-hidden />
      <AlertTitle>Cannot continue</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard/integrations">Back to Add apps</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/**
 * The built-in stand-in for a provider's OAuth consent screen (DECISIONS.md §3). Allow creates the
 * sandbox connection, which the server confirms before saving; both answers return to the settings.
 */
export function SandboxConsentPage() {
  const { provider = '' }: { provider?: string } = useParams({ strict: false });
  const search: { session?: unknown } = useSearch({ strict: false });
  const session = typeof search.session === 'string' ? search.session : '';
  const key = isIntegrationKey(provider) ? provider : null;
  const consent = trpc.integrations.sandbox.session.useQuery(
    { providerConfigKey: key ?? 'google', session },
    { enabled: key !== null && session !== '', retry: false, meta: { globalErrorToast: false } },
  );
  const save = trpc.integrations.save.useMutation({ meta: { globalErrorToast: false } });
  const decide = trpc.integrations.sandbox.decide.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: async ({ connectionId, returnTo: path }, { providerConfigKey }) => {
      if (connectionId === null) return returnTo(path);
      // As the real flow's page does once the provider answers: ask the server to confirm and save.
      const saved = await save.mutateAsync({ providerConfigKey, connectionId }).then(
        () => true,
        () => false,
      );
      returnTo(integrationReturnPath(providerConfigKey, saved));
    },
  });
  // The page shows its own errors; a signed-out visitor still goes to sign in.
  useEffect(() => {
    for (const error of [consent.error, decide.error]) {
      if (errorStatus(error) === 401) handleGlobalError(error);
    }
  }, [consent.error, decide.error]);
  const leaving = decide.isPending || decide.isSuccess;
  const title = key ? catalogueEntryOf(key).title : 'this app';

  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 p-4">
      <div className="flex w-full max-w-md flex-col gap-4">
        {key === null || session === '' ? (
          <ExpiredLink message="This connect link is invalid or has expired. Please connect the app again." />
        ) : consent.isError ? (
          <ExpiredLink message={errorMessage(consent.error)} />
        ) : consent.isPending ? (
          <Skeleton className="h-80 rounded-xl" aria-label="Loading" />
        ) : (
          <Card>
            <CardHeader className="justify-items-center gap-4 text-center">
              <div className="flex items-center gap-3" aria-hidden>
                <span className="flex size-12 items-center justify-center rounded-xl bg-primary font-bold text-lg text-primary-foreground">
                  L
                </span>
                <ArrowLeftRightIcon className="size-5 text-muted-foreground" />
                <img src={consent.data.image} alt="" width={48} height={48} className="size-12 rounded-xl" />
              </div>
              <CardTitle>
                <h1 className="text-xl tracking-tight">Allow {title} to access your account?</h1>
              </CardTitle>
              <CardDescription>
                Leadpath will connect to your {title} account so it can use it on your behalf. You can
                deauthorize it at any time in Settings, Integrations.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <p className="flex items-start gap-2 rounded-lg border border-dashed p-3 text-muted-foreground text-xs">
                <FlaskConicalIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
                Sandbox: this page stands in for {title}'s own consent screen, so connecting works offline. No{' '}
                {title} account is contacted.
              </p>
              {decide.isError ? (
                <p role="alert" className="mt-3 text-destructive text-sm">
                  {errorMessage(decide.error)}
                </p>
              ) : null}
            </CardContent>
            <CardFooter className="justify-end gap-2">
              <Button
                variant="outline"
                disabled={leaving}
                onClick={() => decide.mutate({ providerConfigKey: key, session, decision: 'deny' })}
              >
                {leaving && decide.variables?.decision === 'deny' ? <Spinner aria-hidden /> : null}
                Deny
              </Button>
              <Button
                disabled={leaving}
                onClick={() => decide.mutate({ providerConfigKey: key, session, decision: 'allow' })}
              >
                {leaving && decide.variables?.decision === 'allow' ? <Spinner aria-hidden /> : null}
                Allow
              </Button>
            </CardFooter>
          </Card>
        )}
      </div>
    </main>
  );
}
