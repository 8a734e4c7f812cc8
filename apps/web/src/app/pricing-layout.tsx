import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorStatus } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';
import { DashboardShell } from './dashboard-layout';

/**
 * /pricing for everyone: a signed-in user gets it in the dashboard shell; a signed-out visitor sees
 * the prices under a plain header (the shell's calls would send them to sign-in first).
 */
export function PricingLayout({ children }: { children: ReactNode }) {
  const user = trpc.user.fetch.useQuery(undefined, {
    retry: false,
    retryOnMount: false,
    meta: { globalErrorToast: false },
  });
  if (user.isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading" className="mx-auto max-w-5xl px-4 py-10">
        <Skeleton className="mx-auto h-9 w-48" />
      </div>
    );
  if (errorStatus(user.error) === 401) return <PublicFrame>{children}</PublicFrame>;
  return <DashboardShell>{children}</DashboardShell>;
}

function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-svh">
      <header className="flex h-16 items-center justify-between gap-3 border-b px-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2.5 rounded-md font-semibold text-lg tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <span
            aria-hidden
            className="grid size-8 shrink-0 place-items-center rounded-lg bg-primary font-bold text-primary-foreground text-sm"
          >
            L
          </span>
          Leadpath
        </Link>
        <Button asChild variant="outline" size="sm">
          <Link to="/login" search={{ callbackUrl: '/pricing' }}>
            Sign in
          </Link>
        </Button>
      </header>
      <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">{children}</main>
    </div>
  );
}
