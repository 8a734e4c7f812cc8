import { useMutation } from '@tanstack/react-query';
import { Link, Outlet } from '@tanstack/react-router';
import { LogOutIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { fetchJson } from '@/lib/api-errors';
import { clearImpersonation } from '@/lib/impersonation';

/** The dashboard frame; the sidebar shell replaces this header in a later issue. */
export function DashboardLayout() {
  const signOut = useMutation({
    mutationFn: () => fetchJson<{ ok: boolean }>('/api/auth/logout', { method: 'POST' }),
    onSuccess: () => {
      clearImpersonation();
      window.location.assign('/login');
    },
  });

  return (
    <div className="flex min-h-svh flex-col">
      <header className="sticky top-0 z-10 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <div className="mx-auto flex h-14 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            to="/"
            className="rounded-sm font-semibold text-lg tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            Leadpath
          </Link>
          <Button
            variant="outline"
            size="sm"
            disabled={signOut.isPending || signOut.isSuccess}
            onClick={() => signOut.mutate()}
          >
            {signOut.isPending || signOut.isSuccess ? <Spinner aria-hidden /> : <LogOutIcon aria-hidden />}
            Sign out
          </Button>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
        <Outlet />
      </main>
    </div>
  );
}
