import { signUpSchema } from '@leadpath/core/schemas/sign-up';
import { NewAccountPage } from '@/components/account-fields';

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
