import { useMutation } from '@tanstack/react-query';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { AuthCard } from '@/components/auth-card';
import { TextField } from '@/components/text-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, fetchJson } from '@/lib/api-errors';

/** Asks for a password reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const id = useId();
  const [emailError, setEmailError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (email: string) =>
      fetchJson<{ message: string }>('/api/auth/forgot-password', {
        method: 'POST',
        body: JSON.stringify({ email }),
      }),
    meta: { globalErrorToast: false },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) {
      setEmailError('Email is required');
      event.currentTarget.querySelector<HTMLInputElement>('[name="email"]')?.focus();
      return;
    }
    setEmailError(null);
    send.mutate(email);
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your email address and we will send you a link to choose a new one."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={send.isPending}>
        {send.isSuccess ? (
          <Alert role="status">
            <CircleCheckIcon aria-hidden />
            <AlertDescription>{send.data.message}</AlertDescription>
          </Alert>
        ) : null}
        {send.isError ? (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden />
            <AlertDescription>{errorMessage(send.error)}</AlertDescription>
          </Alert>
        ) : null}
        <TextField
          id={`${id}-email`}
          label="Email"
          error={emailError ?? undefined}
          name="email"
          type="email"
          autoComplete="email"
          autoFocus
        />
        <Button type="submit" className="w-full" disabled={send.isPending}>
          {send.isPending ? <Spinner aria-hidden /> : null}
          {send.isPending ? 'Sending...' : 'Send the reset link'}
        </Button>
        <a href="/login" className="text-center text-sm underline underline-offset-4">
          Back to sign-in
        </a>
      </form>
    </AuthCard>
  );
}
