import type { RouterOutputs } from '@leadpath/api';
import { Link } from '@tanstack/react-router';
import { ListChecksIcon, PlusIcon } from 'lucide-react';
import { UpgradePrompt } from '@/components/feature-gate';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage, errorStatus } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';
import { formatDate } from './format';
import { SequenceStatusBadge } from './sequence-status-badge';

type SequenceSummary = RouterOutputs['sequences']['list']['sequences'][number];

/** The sequences of the user, newest first, with their counts; a name opens the sequence. */
export function SequencesPage() {
  const list = trpc.sequences.list.useQuery(undefined, { meta: { globalErrorToast: false } });
  const sequences = list.data?.sequences ?? [];

  return (
    <section aria-labelledby="sequences-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="sequences-heading" className="font-semibold text-lg">
            Sequences
          </h2>
          <p className="text-muted-foreground text-sm">
            Enroll prospects from the Prospects list; each gets the steps on their own schedule.
          </p>
        </div>
        <Button asChild>
          <Link to="/dashboard/custom-outreach/new">
            <PlusIcon aria-hidden />
            New sequence
          </Link>
        </Button>
      </div>

      {errorStatus(list.error) === 403 ? (
        <UpgradePrompt title="Custom outreach" />
      ) : list.error ? (
        <Alert variant="destructive">
          <AlertTitle>Your sequences could not be loaded</AlertTitle>
          <AlertDescription>
            <p>{errorMessage(list.error)}</p>
            <Button variant="outline" size="sm" className="text-foreground" onClick={() => list.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : list.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading sequences" className="flex flex-col gap-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : sequences.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
          <ListChecksIcon aria-hidden className="size-8 text-muted-foreground" />
          <p className="font-medium">No sequences yet</p>
          <p className="max-w-md text-muted-foreground text-sm">
            A sequence is a run of steps: an email, then a call, then a follow-up in the same thread. Create
            one, then enroll prospects from the Prospects list.
          </p>
          <Button asChild variant="outline" className="mt-2">
            <Link to="/dashboard/custom-outreach/new">
              <PlusIcon aria-hidden />
              Create your first sequence
            </Link>
          </Button>
        </div>
      ) : (
        <div className="rounded-md border" aria-busy={list.isFetching}>
          <Table aria-label="Sequences">
            <TableHeader>
              <TableRow>
                <TableHead className="pl-3">Name</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="hidden text-right sm:table-cell">Steps</TableHead>
                <TableHead className="text-right">Active</TableHead>
                <TableHead className="hidden text-right md:table-cell">Finished</TableHead>
                <TableHead className="hidden text-right sm:table-cell">Sent</TableHead>
                <TableHead className="hidden text-right md:table-cell">Replied</TableHead>
                <TableHead className="hidden lg:table-cell">Created</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {sequences.map((sequence) => (
                <SequenceRow key={sequence.id} sequence={sequence} />
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}

function SequenceRow({ sequence }: { sequence: SequenceSummary }) {
  return (
    <TableRow>
      <TableCell className="max-w-[14rem] truncate pl-3 font-medium">
        <Link
          to="/dashboard/custom-outreach/$sequenceId"
          params={{ sequenceId: sequence.id }}
          className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {sequence.name}
        </Link>
      </TableCell>
      <TableCell>
        <SequenceStatusBadge status={sequence.status} completed={sequence.completed} />
      </TableCell>
      <TableCell className="hidden text-right tabular-nums sm:table-cell">{sequence.stepCount}</TableCell>
      <TableCell className="text-right tabular-nums">{sequence.activeCount}</TableCell>
      <TableCell className="hidden text-right tabular-nums md:table-cell">{sequence.finishedCount}</TableCell>
      <TableCell className="hidden text-right tabular-nums sm:table-cell">
        {sequence.sent + sequence.linkedinActions}
        {sequence.linkedinActions > 0 ? (
          <span className="block text-muted-foreground text-xs">{sequence.linkedinActions} on LinkedIn</span>
        ) : null}
      </TableCell>
      <TableCell className="hidden text-right tabular-nums md:table-cell">{sequence.replied}</TableCell>
      <TableCell className="hidden text-muted-foreground lg:table-cell">
        {formatDate(sequence.createdAt)}
      </TableCell>
    </TableRow>
  );
}
