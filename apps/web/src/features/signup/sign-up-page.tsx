import { type SignUpInput, signUpSchema } from '@leadpath/core/schemas/sign-up';
import { NewAccountPage } from '@/components/account-fields';
import { fetchJson } from '@/lib/api-errors';

/** Said when the typed password does not sign in: the address had an account, and its owner got a mail. */
export const SIGN_UP_CHECK_INBOX =
  'Check your inbox: we sent a mail to that address to finish creating your account. If you already have an account, sign in or reset your password.';

/**
 * Sign-up answers the same whether or not the address had an account, and signs nobody in: the page
 * then signs in with the typed password, which works for the account it has just created.
 */
async function signInAfterSignUp(input: SignUpInput): Promise<'signed-in' | { notice: string }> {
  const answer = await fetchJson<{ user?: unknown }>('/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: input.email, password: input.password, timeZone: input.timeZone }),
  }).catch(() => null);
  return answer?.user ? 'signed-in' : { notice: SIGN_UP_CHECK_INBOX };
}

/** Public sign-up: a Free account in trial; the server mails a link to confirm the address. */
export function SignUpPage() {
  return (
    <NewAccountPage
      title="Create your account"
      description="Start a free trial. We will send you a link to confirm your email address."
      endpoint="/api/auth/sign-up"
      parse={(values) => {
        // Where the user is: new calendar and LinkedIn settings start in this zone instead of UTC.
        const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
        const parsed = signUpSchema.safeParse({ ...values, timeZone });
        return parsed.success ? { success: true as const, data: { ...parsed.data, timeZone } } : parsed;
      }}
      afterCreate={signInAfterSignUp}
      submitLabel="Create account"
      pendingLabel="Creating your account..."
      footer={
        <p className="text-center text-muted-foreground text-sm">
          Already have an account?{' '}
          <a href="/login" className="font-medium text-foreground underline underline-offset-4">
            Sign in
          </a>
        </p>
      }
    />
  );
}
