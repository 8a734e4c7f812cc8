import type { RouterOutputs } from '@leadpath/api';
import { Link } from '@tanstack/react-router';
import {
  MailCheckIcon,
  MoreHorizontalIcon,
  PauseIcon,
  PlayIcon,
  UserMinusIcon,
  UsersIcon,
} from 'lucide-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { formatDateTime } from './format';
import { pausedByReplyText } from './paused-by-reply';

type Enrollment = RouterOutputs['sequences']['enrollments']['enrollments'][number];

const finishReasons: Record<string, string> = {
  completed: 'Completed',
  replied: 'Replied',
  bounced: 'Bounced',
  unsubscribed: 'Unsubscribed',
  meeting: 'Meeting booked',
  company_stopped: 'Stopped (same company)',
  removed: 'Removed',
};

function statusText(enrollment: Enrollment): string {
  if (enrollment.status === 'finished')
    return finishReasons[enrollment.finishReason ?? 'completed'] ?? 'Finished';
  return enrollment.status === 'paused' ? 'Paused' : 'Active';
}

/** Who is in the sequence, where each one is, and the manual controls: pause, resume, replied, remove. */
export function EnrollmentsTab({ sequenceId }: { sequenceId: string }) {
  const utils = trpc.useUtils();
  const [removing, setRemoving] = useState<Enrollment | null>(null);
  const list = trpc.sequences.enrollments.useQuery({ id: sequenceId }, { meta: { globalErrorToast: false } });
  const refresh = async () => {
    await Promise.all([
      utils.sequences.enrollments.invalidate({ id: sequenceId }),
      utils.sequences.schedule.invalidate({ id: sequenceId }),
      utils.sequences.stats.invalidate({ id: sequenceId }),
      utils.sequences.list.invalidate(),
    ]);
  };
  const pause = trpc.sequences.pauseEnrollment.useMutation({
    onSuccess: async () => {
      toast.success('Enrollment paused');
      await refresh();
    },
  });
  const resume = trpc.sequences.resumeEnrollment.useMutation({
    onSuccess: async () => {
      toast.success('Enrollment resumed');
      await refresh();
    },
  });
  const remove = trpc.sequences.removeEnrollment.useMutation({
    onSuccess: async () => {
      toast.success('Prospect removed from the sequence');
      setRemoving(null);
      await refresh();
    },
  });
  const signal = trpc.sequences.recordSignal.useMutation({
    onSuccess: async ({ finished }) => {
      toast.success(
        finished > 1 ? `Marked as replied: ${finished} enrollments finished` : 'Marked as replied',
      );
      await refresh();
    },
  });

  if (list.error) {
    return (
      <Alert variant="destructive">
        <AlertTitle>The enrollments could not be loaded</AlertTitle>
        <AlertDescription>
          <p>{errorMessage(list.error)}</p>
          <Button variant="outline" size="sm" className="text-foreground" onClick={() => list.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (list.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading enrollments" className="flex flex-col gap-2">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  const enrollments = list.data.enrollments;
  if (enrollments.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
        <UsersIcon aria-hidden className="size-8 text-muted-foreground" />
        <p className="font-medium">Nobody is enrolled yet</p>
        <p className="max-w-md text-muted-foreground text-sm">
          Select prospects in the Prospects list (or filter it) and choose “Enroll in sequence”.
        </p>
        <Button asChild variant="outline" className="mt-2">
          <Link to="/dashboard/prospects">Open Prospects</Link>
        </Button>
      </div>
    );
  }

  return (
    <>
      <div className="rounded-md border" aria-busy={list.isFetching}>
        <Table aria-label="Enrollments">
          <TableHeader>
            <TableRow>
              <TableHead className="pl-3">Prospect</TableHead>
              <TableHead className="hidden md:table-cell">Company</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="hidden sm:table-cell">Step</TableHead>
              <TableHead className="hidden lg:table-cell">Next</TableHead>
              <TableHead className="w-10">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {enrollments.map((enrollment) => {
              const busy =
                (pause.isPending && pause.variables?.prospectId === enrollment.prospectId) ||
                (resume.isPending && resume.variables?.prospectId === enrollment.prospectId) ||
                (signal.isPending && signal.variables?.id === enrollment.prospectId);
              return (
                <TableRow key={enrollment.prospectId} aria-busy={busy || undefined}>
                  <TableCell className="max-w-[14rem] pl-3">
                    <Link
                      to="/dashboard/prospects/$prospectId"
                      params={{ prospectId: enrollment.prospectId }}
                      className="block truncate rounded-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    >
                      {enrollment.name}
                    </Link>
                    <div className="truncate text-muted-foreground text-xs">
                      {enrollment.email || 'No email'}
                    </div>
                  </TableCell>
                  <TableCell className="hidden max-w-[10rem] truncate md:table-cell">
                    {enrollment.company ?? '—'}
                  </TableCell>
                  <TableCell>
                    <Badge variant={enrollment.status === 'active' ? 'secondary' : 'outline'}>
                      {statusText(enrollment)}
                    </Badge>
                    {enrollment.status === 'paused' && enrollment.pausedBy ? (
                      <p className="mt-1 text-muted-foreground text-xs">
                        {pausedByReplyText(enrollment.pausedBy)}
                      </p>
                    ) : null}
                  </TableCell>
                  <TableCell className="hidden tabular-nums sm:table-cell">
                    {enrollment.currentStep ?? '—'}
                  </TableCell>
                  <TableCell className="hidden text-muted-foreground lg:table-cell">
                    {enrollment.status === 'finished' ? '—' : formatDateTime(enrollment.nextDueAt)}
                  </TableCell>
                  <TableCell>
                    <DropdownMenu>
                      <DropdownMenuTrigger asChild>
                        <Button variant="ghost" size="icon" aria-label={`Actions for ${enrollment.name}`}>
                          <MoreHorizontalIcon aria-hidden />
                        </Button>
                      </DropdownMenuTrigger>
                      <DropdownMenuContent align="end">
                        {enrollment.status === 'active' ? (
                          <DropdownMenuItem
                            onSelect={() =>
                              pause.mutate({ id: sequenceId, prospectId: enrollment.prospectId })
                            }
                          >
                            <PauseIcon aria-hidden />
                            Pause
                          </DropdownMenuItem>
                        ) : null}
                        {enrollment.status === 'paused' ? (
                          <DropdownMenuItem
                            onSelect={() =>
                              resume.mutate({ id: sequenceId, prospectId: enrollment.prospectId })
                            }
                          >
                            <PlayIcon aria-hidden />
                            Resume
                          </DropdownMenuItem>
                        ) : null}
                        {enrollment.status !== 'finished' ? (
                          <DropdownMenuItem
                            onSelect={() => signal.mutate({ id: enrollment.prospectId, kind: 'replied' })}
                          >
                            <MailCheckIcon aria-hidden />
                            Mark as replied
                          </DropdownMenuItem>
                        ) : null}
                        {enrollment.status !== 'finished' ? <DropdownMenuSeparator /> : null}
                        <DropdownMenuItem variant="destructive" onSelect={() => setRemoving(enrollment)}>
                          <UserMinusIcon aria-hidden />
                          Remove from sequence
                        </DropdownMenuItem>
                      </DropdownMenuContent>
                    </DropdownMenu>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <ConfirmDeleteDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.name ?? 'this prospect'}?`}
        description="Their remaining steps are canceled. What was already sent stays in the results."
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate({ id: sequenceId, prospectId: removing.prospectId })}
      />
    </>
  );
}
