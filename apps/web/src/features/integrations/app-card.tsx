import type { RouterOutputs } from '@leadpath/api';
import { Link } from '@tanstack/react-router';
import { CheckCircle2Icon, ExternalLinkIcon, LockIcon, PlugIcon, Settings2Icon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

export type CatalogueApp = RouterOutputs['integrations']['catalogue']['apps'][number];

interface AppCardProps {
  app: CatalogueApp;
  connecting: boolean;
  /** Another app is being connected: the page is about to leave. */
  busy: boolean;
  onConnect: () => void;
}

/** One app of the Add apps page: installed, connectable, or locked behind a plan (spec §6). */
export function AppCard({ app, connecting, busy, onConnect }: AppCardProps) {
  const locked = !app.allowed && !app.installed;
  const titleId = `app-${app.id}-title`;
  return (
    <Card
      aria-labelledby={titleId}
      data-app={app.id}
      data-state={app.installed ? 'installed' : locked ? 'locked' : 'available'}
      className={cn('gap-4', locked && 'bg-muted/40')}
      role="article"
    >
      <CardHeader className="grid-cols-[auto_1fr] items-center gap-x-4">
        <img
          src={app.image}
          alt=""
          width={48}
          height={48}
          className={cn(
            'row-span-2 size-12 rounded-xl ring-1 ring-black/5 dark:ring-white/15',
            locked && 'opacity-60 grayscale',
          )}
        />
        <CardTitle className="flex flex-wrap items-center gap-2 text-base">
          <span id={titleId}>{app.title}</span>
          {app.installed ? (
            <Badge variant="secondary" className="text-emerald-700 dark:text-emerald-400">
              <CheckCircle2Icon aria-hidden />
              Installed
            </Badge>
          ) : null}
          {locked ? (
            <Badge variant="outline">
              <LockIcon aria-hidden />
              Paid plans
            </Badge>
          ) : null}
        </CardTitle>
        <a
          href={app.documentationUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex w-fit items-center gap-1 rounded-sm text-muted-foreground text-xs underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          Documentation
          <ExternalLinkIcon aria-hidden className="size-3" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </CardHeader>
      <CardContent className="flex-1">
        <CardDescription>{app.description}</CardDescription>
        {locked ? (
          <p className="mt-2 text-muted-foreground text-xs">Upgrade your plan to connect {app.title}.</p>
        ) : null}
      </CardContent>
      <CardFooter>
        {app.installed ? (
          <Button asChild variant="outline" size="sm">
            <Link to="/dashboard" search={{ settings: 'integrations' }} aria-label={`Manage ${app.title}`}>
              <Settings2Icon aria-hidden />
              Manage
            </Link>
          </Button>
        ) : locked ? (
          <Button asChild variant="secondary" size="sm">
            <Link to="/pricing" aria-label={`Upgrade to connect ${app.title}`}>
              <LockIcon aria-hidden />
              Upgrade
            </Link>
          </Button>
        ) : (
          <Button size="sm" onClick={onConnect} disabled={busy} aria-label={`Connect ${app.title}`}>
            {connecting ? <Spinner aria-hidden /> : <PlugIcon aria-hidden />}
            {connecting ? 'Connecting…' : 'Connect'}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
