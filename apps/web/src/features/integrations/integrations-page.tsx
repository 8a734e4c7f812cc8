import { Link } from '@tanstack/react-router';
import { AlertCircleIcon, Settings2Icon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { trpc } from '@/lib/trpc';
import { AppCard } from './app-card';
import { useConnectApp } from './use-connect-app';

const PLACEHOLDER_CARDS = 8;

/** The Add apps page (/dashboard/integrations): the catalogue of spec §3 with each app's state. */
export function IntegrationsPage() {
  const catalogue = trpc.integrations.catalogue.useQuery();
  const { connect, connecting } = useConnectApp();

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="font-semibold text-2xl tracking-tight">Add apps</h1>
          <p className="text-muted-foreground">
            Connect your mailbox, calendar, CRM and LinkedIn so Leadpath can work where you already do.
          </p>
        </div>
        <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
          <Link to="/dashboard" search={{ settings: 'integrations' }}>
            <Settings2Icon aria-hidden />
            Authorized apps
          </Link>
        </Button>
      </header>

      {catalogue.isError ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden />
          <AlertTitle>The apps could not be loaded</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" onClick={() => catalogue.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}

      <section
        aria-label="Apps"
        aria-busy={catalogue.isPending}
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      >
        {catalogue.isPending
          ? Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <Skeleton key={index} className="h-56 rounded-xl" />
            ))
          : (catalogue.data?.apps ?? []).map((app) => (
              <AppCard
                key={app.id}
                app={app}
                connecting={connecting === app.id}
                busy={connecting !== null}
                onConnect={() => connect(app.id)}
              />
            ))}
      </section>
    </div>
  );
}
