import type { RouterOutputs } from '@leadpath/api';
import { Link } from '@tanstack/react-router';
import { CompassIcon, PlusIcon } from 'lucide-react';
import { FeatureGate, UpgradePrompt } from '@/components/feature-gate';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage, errorStatus } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';
import { audienceInWords } from './audience-words';
import { GtmHeader } from './gtm-header';
import { PlaybookStatusBadge } from './playbook-status-badge';
import { PlaysPanel } from './plays-panel';
import { ScoreHistogram } from './score-histogram';

type PlaybookOverview = RouterOutputs['playbooks']['list']['playbooks'][number];

/** /dashboard/go-to-market: the playbooks with their audience, scores and the linked sequences' results. */
export function GoToMarketPage() {
  return (
    <div className="flex flex-col gap-6">
      <GtmHeader
        title="Go-to-market"
        about="Your playbooks: who they reach, how those prospects score, and what their sequences achieved."
        action={
          <Button asChild>
            <Link to="/dashboard/gtm-playbooks">
              <PlusIcon aria-hidden />
              New GTM
            </Link>
          </Button>
        }
      />
      <FeatureGate feature="go-to-market" name="Go-to-market">
        <PlaybookList />
      </FeatureGate>
    </div>
  );
}

function PlaybookList() {
  const list = trpc.playbooks.list.useQuery(undefined, { meta: { globalErrorToast: false } });
  if (errorStatus(list.error) === 403) return <UpgradePrompt title="Go-to-market" />;
  if (list.error)
    return (
      <Alert variant="destructive">
        <AlertTitle>Your playbooks could not be loaded</AlertTitle>
        <AlertDescription>
          <p>{errorMessage(list.error)}</p>
          <Button variant="outline" size="sm" className="text-foreground" onClick={() => list.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  if (list.isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading playbooks" className="flex flex-col gap-3">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (list.data.playbooks.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
        <CompassIcon aria-hidden className="size-8 text-muted-foreground" />
        <p className="font-medium">No playbooks yet</p>
        <p className="max-w-md text-muted-foreground text-sm">
          A playbook says who to reach, what to tell each persona and which sequence runs. Start from a
          template.
        </p>
        <Button asChild variant="outline" className="mt-2">
          <Link to="/dashboard/gtm-playbooks">
            <PlusIcon aria-hidden />
            Create your first playbook
          </Link>
        </Button>
      </div>
    );
  return (
    <ul aria-label="Playbooks" className="flex flex-col gap-4" aria-busy={list.isFetching}>
      {list.data.playbooks.map((playbook) => (
        <li key={playbook.id}>
          <PlaybookCard playbook={playbook} />
        </li>
      ))}
    </ul>
  );
}

function PlaybookCard({ playbook }: { playbook: PlaybookOverview }) {
  const { audience, results } = playbook;
  return (
    <Card aria-label={playbook.name}>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {playbook.name}
          <PlaybookStatusBadge status={playbook.status} />
        </CardTitle>
        <CardDescription>Reaches {audienceInWords(audience)}</CardDescription>
        <p className="text-muted-foreground text-sm" data-testid="last-play-run">
          {playbook.lastPlayRun
            ? `Last nightly play (${playbook.lastPlayRun.day}): ${playbook.lastPlayRun.enrolled} enrolled of ${playbook.lastPlayRun.matched} matched, ${playbook.lastPlayRun.skipped} skipped`
            : playbook.status === 'active'
              ? 'The nightly play enrolls matching prospects in their persona’s sequence after 02:00 UTC.'
              : 'The nightly play runs once the playbook is active.'}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <dl className="grid grid-cols-3 gap-4 sm:w-72" aria-label="Results">
            {(
              [
                ['Enrolled', results.enrolled],
                ['Replied', results.replied],
                ['Meetings', results.meetings],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className="text-muted-foreground text-xs">{label}</dt>
                <dd className="font-semibold text-xl tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <ScoreHistogram buckets={playbook.scoreHistogram} />
        </div>
        <div className="min-w-0 overflow-x-auto rounded-md border">
          <Table aria-label={`${playbook.name} personas`}>
            <TableHeader>
              <TableRow>
                <TableHead className="pl-3">Persona</TableHead>
                <TableHead>Sequence</TableHead>
                <TableHead className="text-right">Enrolled</TableHead>
                <TableHead className="text-right">Replied</TableHead>
                <TableHead className="pr-3 text-right">Meetings</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {playbook.personas.map((persona) => (
                <TableRow key={persona.name}>
                  <TableCell className="pl-3 font-medium">{persona.name}</TableCell>
                  <TableCell className="text-muted-foreground">
                    {persona.sequenceName ?? 'No sequence'}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{persona.enrolled}</TableCell>
                  <TableCell className="text-right tabular-nums">{persona.replied}</TableCell>
                  <TableCell className="pr-3 text-right tabular-nums">{persona.meetings}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <PlaysPanel playbookId={playbook.id} playbookName={playbook.name} personas={playbook.personas} />
      </CardContent>
    </Card>
  );
}
