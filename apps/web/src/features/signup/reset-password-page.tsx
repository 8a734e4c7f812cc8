import { PASSWORD_HINT } from '@leadpath/core/schemas/password';
import { type ResetPasswordInput, resetPasswordSchema } from '@leadpath/core/schemas/sign-up';
import { useMutation } from '@tanstack/react-query';
import { CircleAlertIcon } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { AuthCard } from '@/components/auth-card';
import { TextField } from '@/components/text-field';
import { TwoFactorStep } from '@/components/two-factor-step';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, fetchJson } from '@/lib/api-errors';
import { fieldErrorsOf } from '@/lib/form-errors';

type FieldName = 'password' | 'confirmPassword';
/** Signed in, or (two-factor on) the password is changed and a code is still due. */
type ResetAnswer = { user: unknown } | { twoFactorRequired: true; challengeToken: string };

/** The page the reset mail links to: a new password, then the dashboard, signed in everywhere else out. */
export function ResetPasswordPage({ token }: { token?: string }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      fetchJson<ResetAnswer>('/api/auth/reset-password', { method: 'POST', body: JSON.stringify(input) }),
    onSuccess: (answer) => {
      if ('twoFactorRequired' in answer) setChallengeToken(answer.challengeToken);
      else window.location.assign('/dashboard');
    },
    meta: { globalErrorToast: false },
  });

  // The mailed link proves the mailbox, not the authenticator: the code step finishes the sign-in.
  if (challengeToken)
    return (
      <AuthCard
        title="Enter your authentication code"
        description="Your new password is saved. Your account has two-factor authentication: enter a code to sign in."
      >
        <TwoFactorStep
          challengeToken={challengeToken}
          onSignedIn={() => window.location.assign('/dashboard')}
          onRestart={() => window.location.assign('/login')}
        />
      </AuthCard>
    );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = resetPasswordSchema.safeParse({
      token: token ?? '',
      password: String(data.get('password') ?? ''),
      confirmPassword: String(data.get('confirmPassword') ?? ''),
    });
    if (!parsed.success) {
      const errors = fieldErrorsOf<FieldName>(parsed.error);
      setFieldErrors(errors);
      const first = (['password', 'confirmPassword'] as const).find((name) => errors[name]);
      if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setFieldErrors({});
    reset.mutate(parsed.data);
  }

  const pending = reset.isPending || (reset.isSuccess && challengeToken === null);
  const fields = [
    { name: 'password' as const, label: 'New password' },
    { name: 'confirmPassword' as const, label: 'Confirm new password' },
  ];
  return (
    <AuthCard
      title="Choose a new password"
      description="Every device signed in to your account will be signed out."
    >
      <form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={pending}>
        {!token ? (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden />
            <AlertDescription>
              This link is missing its token.{' '}
              <a href="/forgot-password" className="font-medium underline underline-offset-4">
                Ask for a new link
              </a>
            </AlertDescription>
          </Alert>
        ) : null}
        {reset.isError ? (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden />
            <AlertDescription>{errorMessage(reset.error)}</AlertDescription>
          </Alert>
        ) : null}
        {fields.map((field) => (
          <TextField
            key={field.name}
            id={`${id}-${field.name}`}
            label={field.label}
            hint={field.name === 'password' ? `Use ${PASSWORD_HINT}.` : undefined}
            error={fieldErrors[field.name]}
            name={field.name}
            type="password"
            autoComplete="new-password"
            autoFocus={field.name === 'password'}
          />
        ))}
        <Button type="submit" className="w-full" disabled={pending || !token}>
          {pending ? <Spinner aria-hidden /> : null}
          {pending ? 'Saving...' : 'Save the new password and sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}
