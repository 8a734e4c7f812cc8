import { MailIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';

/** Until the signed-in person opens the link mailed at sign-up: a reminder with a "Send again" button. */
export function VerifyEmailBanner() {
  const user = trpc.user.fetch.useQuery();
  const resend = trpc.signUp.resendVerification.useMutation({ meta: { globalErrorToast: false } });
  if (!user.data || user.data.emailVerified) return null;
  return (
    <div
      role="status"
      data-slot="verify-email-banner"
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border-sky-500/40 border-b bg-sky-100 px-4 py-2 text-sky-950 text-sm dark:bg-sky-950 dark:text-sky-100"
    >
      <p className="flex min-w-0 items-center gap-2">
        <MailIcon aria-hidden className="size-4 shrink-0" />
        <span className="min-w-0 break-words">
          Confirm your email address: we sent a link to{' '}
          <strong className="font-semibold">{user.data.email}</strong>.
        </span>
      </p>
      {resend.isSuccess ? (
        <span>Sent. Check your inbox.</span>
      ) : (
        <Button
          size="sm"
          variant="outline"
          className="h-7 bg-transparent"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {resend.isPending ? <Spinner aria-hidden /> : null}
          Send the link again
        </Button>
      )}
      {resend.isError ? <span className="text-destructive">{errorMessage(resend.error)}</span> : null}
    </div>
  );
}
