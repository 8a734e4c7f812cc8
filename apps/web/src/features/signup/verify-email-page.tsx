import { useMutation } from '@tanstack/react-query';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, fetchJson } from '@/lib/api-errors';

/** The page the verification mail links to: it confirms the address as soon as it opens. */
export function VerifyEmailPage({ token }: { token?: string }) {
  const verify = useMutation({
    mutationFn: (value: string) =>
      fetchJson<{ email: string }>('/api/auth/verify-email', {
        method: 'POST',
        body: JSON.stringify({ token: value }),
      }),
    meta: { globalErrorToast: false },
  });
  const { mutate } = verify;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-muted/40 p-4 sm:p-10">
      <a href="/" className="font-semibold text-xl tracking-tight">
        Leadpath
      </a>
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle className="text-xl">
            <h1>Confirm your email address</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4" aria-live="polite">
          {!token ? (
            <Alert variant="destructive">
              <CircleAlertIcon aria-hidden />
              <AlertDescription>
                This link is missing its token. Open the link from the mail again.
              </AlertDescription>
            </Alert>
          ) : verify.isError ? (
            <Alert variant="destructive">
              <CircleAlertIcon aria-hidden />
              <AlertDescription>{errorMessage(verify.error)}</AlertDescription>
            </Alert>
          ) : verify.isSuccess ? (
            <Alert>
              <CircleCheckIcon aria-hidden />
              <AlertDescription>Your email address {verify.data.email} is confirmed.</AlertDescription>
            </Alert>
          ) : (
            <p className="flex items-center gap-2 text-muted-foreground text-sm">
              <Spinner aria-hidden /> Confirming your email address...
            </p>
          )}
          <a href="/dashboard" className="font-medium text-sm underline underline-offset-4">
            Go to the dashboard
          </a>
        </CardContent>
      </Card>
    </main>
  );
}
