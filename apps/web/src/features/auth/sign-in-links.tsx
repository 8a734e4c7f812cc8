import { trpc } from '@/lib/trpc';

/** "Forgot password" and, unless the operator closed sign-up, "Create an account": under the sign-in form. */
export function SignInLinks() {
  const config = trpc.config.public.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  return (
    <div className="flex flex-col items-center gap-2 text-muted-foreground text-sm">
      <a href="/forgot-password" className="font-medium text-foreground underline underline-offset-4">
        Forgot password?
      </a>
      {config.data?.signUpEnabled ? (
        <p>
          New to Leadpath?{' '}
          <a href="/sign-up" className="font-medium text-foreground underline underline-offset-4">
            Create an account
          </a>
        </p>
      ) : null}
    </div>
  );
}
