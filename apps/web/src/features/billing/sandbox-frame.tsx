import { Link } from '@tanstack/react-router';
import { CircleAlertIcon, FlaskConicalIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * The frame of the sandbox payment pages: outside the dashboard, as the provider's own pages are,
 * with a test-mode strip on top (as Stripe marks its test mode) saying that nothing is charged.
 */
export function SandboxFrame({
  label,
  width = 'md',
  children,
}: {
  label: string;
  width?: 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <div
        data-slot="sandbox-banner"
        className="flex items-center justify-center gap-2 border-amber-500/40 border-b bg-amber-400/90 px-4 py-1.5 text-center font-semibold text-amber-950 text-xs tracking-wide"
      >
        <FlaskConicalIcon aria-hidden className="size-3.5 shrink-0" />
        <span>{label}</span>
      </div>
      <main className="flex flex-1 items-start justify-center p-4 sm:items-center sm:py-10">
        <div className={cn('flex w-full flex-col gap-4', width === 'md' ? 'max-w-md' : 'max-w-2xl')}>
          {children}
        </div>
      </main>
    </div>
  );
}

/** The small Leadpath mark the provider's page shows for the merchant. */
export function MerchantMark() {
  return (
    <span
      aria-hidden
      className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary font-bold text-primary-foreground"
    >
      L
    </span>
  );
}

/** A page that cannot go on: the server's message and the way back to the pricing page. */
export function BackToPricing({ title, message }: { title: string; message: string }) {
  return (
    <Alert variant="destructive">
      <CircleAlertIcon aria-hidden />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        <Button asChild variant="outline" size="sm" className="mt-2">
          <Link to="/pricing">Back to pricing</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
