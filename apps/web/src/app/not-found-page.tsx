import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';

function NotFoundMessage() {
  return (
    <>
      <p className="font-semibold text-muted-foreground text-sm">404</p>
      <h1 className="font-semibold text-2xl tracking-tight">Page not found</h1>
      <p className="max-w-sm text-muted-foreground text-sm">
        The page you are looking for does not exist or has moved.
      </p>
      <Button asChild>
        <Link to="/">Go to the dashboard</Link>
      </Button>
    </>
  );
}

export function NotFoundPage() {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <NotFoundMessage />
    </main>
  );
}

/** Inside the dashboard frame: the sidebar stays. */
export function DashboardNotFound() {
  return (
    <div className="flex flex-col items-center justify-center gap-4 py-16 text-center">
      <NotFoundMessage />
    </div>
  );
}
