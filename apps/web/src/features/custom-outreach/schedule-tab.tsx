import { SchedulePreviewTable } from '@/components/outreach/schedule-preview-table';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';

/** The remaining schedule of the active enrollments, as the engine computed it (caps and windows applied). */
export function ScheduleTab({ sequenceId, status }: { sequenceId: string; status: string }) {
  const schedule = trpc.sequences.schedule.useQuery(
    { id: sequenceId },
    { meta: { globalErrorToast: false }, refetchInterval: status === 'active' ? 15_000 : false },
  );
  if (schedule.error) {
    return (
      <Alert variant="destructive">
        <AlertTitle>The schedule could not be loaded</AlertTitle>
        <AlertDescription>
          <p>{errorMessage(schedule.error)}</p>
          <Button variant="outline" size="sm" className="text-foreground" onClick={() => schedule.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-muted-foreground text-sm">
        {status === 'active'
          ? 'What comes next for each prospect, within your sending window and daily cap.'
          : 'What would come next once the sequence runs. Times move when it starts.'}
      </p>
      <SchedulePreviewTable
        label="Schedule"
        rows={schedule.data?.rows}
        pending={schedule.isPending}
        emptyMessage="Nothing is scheduled: enroll prospects to see who gets which step when."
      />
    </div>
  );
}
