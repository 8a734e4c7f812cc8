import type { LoginInput } from '@leadpath/core/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { CircleAlertIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { AuthCard } from '@/components/auth-card';
import { ShellHandOff } from '@/components/shell-hand-off';
import { TextField } from '@/components/text-field';
import { TwoFactorStep } from '@/components/two-factor-step';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, fetchJson } from '@/lib/api-errors';
import { fieldErrorsOf } from '@/lib/form-errors';
import { trpc } from '@/lib/trpc';
import { SignInLinks } from './sign-in-links';

// The form's schema brings the validation library (about as much script as the rest of the page):
// it is fetched when the visitor starts typing, not with the page.
const loadAuthSchemas = () => import('@leadpath/core/schemas/auth');

type FieldErrors = Partial<Record<keyof LoginInput, string>>;
/** The password step's answer: signed in, or a code is still due (two-factor authentication). */
type LoginAnswer = { user: unknown } | { twoFactorRequired: true; challengeToken: string };

/** The password step: the form's checks, the request, and where a right answer leads (the callback, or a code). */
function usePasswordSignIn({ callbackUrl, signInLink }: { callbackUrl?: string; signInLink?: string }) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const [restartMessage, setRestartMessage] = useState<string | null>(null);

  // A full page load, so the dashboard starts with the new session cookie and a fresh cache.
  async function goToCallback() {
    const { safeCallbackPath } = await loadAuthSchemas();
    window.location.assign(safeCallbackPath(callbackUrl, window.location.origin));
  }

  const signIn = useMutation({
    mutationFn: (input: LoginInput) =>
      fetchJson<LoginAnswer>('/api/auth/login', { method: 'POST', body: JSON.stringify(input) }),
    onSuccess: async (answer) => {
      if ('twoFactorRequired' in answer) setChallengeToken(answer.challengeToken);
      else await goToCallback();
    },
    // The form shows the server's answer itself; a 401 here means bad credentials, not a lost session.
    meta: { globalErrorToast: false },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const { loginSchema } = await loadAuthSchemas();
    const parsed = loginSchema.safeParse({
      email: form.get('email'),
      password: form.get('password'),
      // Where the user is: new calendar and LinkedIn settings start in this zone instead of UTC.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      signInLink,
    });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf<keyof LoginInput>(parsed.error));
      return;
    }
    setFieldErrors({});
    setRestartMessage(null);
    signIn.mutate(parsed.data);
  }

  const pending = signIn.isPending || (signIn.isSuccess && challengeToken === null);
  return {
    signIn,
    pending,
    fieldErrors,
    challengeToken,
    setChallengeToken,
    restartMessage,
    setRestartMessage,
    goToCallback,
    onSubmit,
  };
}

/**
 * `signInLink`: the token of the link mailed while sign-in was paused for the account (too many wrong
 * passwords or codes); sent with the password, it lets the owner in despite the pause.
 */
export function LoginPage({ callbackUrl, signInLink }: { callbackUrl?: string; signInLink?: string }) {
  const id = useId();
  const {
    signIn,
    pending,
    fieldErrors,
    challengeToken,
    setChallengeToken,
    restartMessage,
    setRestartMessage,
    goToCallback,
    onSubmit,
  } = usePasswordSignIn({ callbackUrl, signInLink });

  // The server's shell of this page shows "Create an account" when sign-up is open: it goes once the
  // page knows too (SignInLinks' query), or the card would change height under the visitor's eyes.
  const linksKnown = !trpc.config.public.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY })
    .isPending;

  return (
    <>
      {linksKnown ? <ShellHandOff /> : null}
      <AuthCard
        title="Sign in"
        description={
          challengeToken
            ? 'Your account has two-factor authentication: enter a code to finish signing in.'
            : 'Enter your email and password to continue.'
        }
      >
        {challengeToken ? (
          <TwoFactorStep
            challengeToken={challengeToken}
            onSignedIn={() => void goToCallback()}
            onRestart={(message) => {
              setChallengeToken(null);
              signIn.reset();
              setRestartMessage(message);
            }}
          />
        ) : null}
        <form
          hidden={challengeToken !== null}
          noValidate
          onChange={() => void loadAuthSchemas()}
          onSubmit={onSubmit}
          className="flex flex-col gap-5"
          aria-busy={pending}
        >
          {signInLink && !signIn.isError ? (
            <Alert>
              <AlertTitle>Signing in with the link from your email</AlertTitle>
              <AlertDescription>
                Enter your email and password: the link lets you in while sign-in is paused for your account.
              </AlertDescription>
            </Alert>
          ) : null}
          {signIn.isError || restartMessage ? (
            <Alert variant="destructive">
              <CircleAlertIcon aria-hidden />
              <AlertDescription>
                {signIn.isError ? errorMessage(signIn.error) : restartMessage}
              </AlertDescription>
            </Alert>
          ) : null}
          <TextField
            id={`${id}-email`}
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            autoFocus
            // Focused again when the page shell hands over (components/shell-hand-off.tsx).
            data-autofocus
            error={fieldErrors.email}
          />
          <TextField
            id={`${id}-password`}
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            error={fieldErrors.password}
          />
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? <Spinner aria-hidden /> : null}
            {pending ? 'Signing in...' : 'Sign in'}
          </Button>
          <SignInLinks />
        </form>
      </AuthCard>
    </>
  );
}
