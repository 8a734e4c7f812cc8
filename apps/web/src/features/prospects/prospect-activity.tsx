import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorStatus } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';

const kindLabels: Record<string, string> = {
  enrolled: 'Enrolled',
  sent: 'Email sent',
  task_created: 'Task due',
  task_done: 'Task done',
  flagged: 'Step flagged',
  replied: 'Replied',
  bounced: 'Bounced',
  unsubscribed: 'Unsubscribed',
  meeting: 'Meeting booked',
  paused: 'Paused',
  resumed: 'Resumed',
  finished: 'Finished',
};

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The prospect's outreach timeline (issue 19): what each sequence did with them, newest first. */
export function ProspectActivity({ prospectId }: { prospectId: string }) {
  const activity = trpc.sequences.prospectActivity.useQuery(
    { id: prospectId },
    { meta: { globalErrorToast: false }, retry: false },
  );
  // Without Custom outreach in the plan there is no timeline to show.
  if (errorStatus(activity.error) === 403) return null;
  return (
    <section aria-labelledby={`activity-${prospectId}`} className="flex flex-col gap-3">
      <h3 id={`activity-${prospectId}`} className="font-medium text-sm">
        Outreach activity
      </h3>
      {activity.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading outreach activity"
          className="flex flex-col gap-2"
        >
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : activity.error ? (
        <div role="alert" className="flex items-center justify-between gap-2 text-destructive text-sm">
          The activity could not be loaded.
          <Button variant="outline" size="sm" className="text-foreground" onClick={() => activity.refetch()}>
            Try again
          </Button>
        </div>
      ) : activity.data.events.length === 0 ? (
        <p className="text-muted-foreground text-sm">Not in any sequence yet.</p>
      ) : (
        <ol aria-label="Outreach activity" className="flex flex-col border-l pl-4">
          {activity.data.events.map((event, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: events have no id; their order is stable
              key={`${event.at}-${index}`}
              className="relative pb-3 text-sm before:absolute before:top-1.5 before:-left-[1.3rem] before:size-2 before:rounded-full before:bg-primary/70 last:pb-0"
            >
              <div className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-medium">{kindLabels[event.kind] ?? event.kind}</span>
                <time dateTime={new Date(event.at).toISOString()} className="text-muted-foreground text-xs">
                  {when.format(new Date(event.at))}
                </time>
              </div>
              <p className="text-muted-foreground">
                <Link
                  to="/dashboard/custom-outreach/$sequenceId"
                  params={{ sequenceId: event.sequenceId }}
                  className="underline-offset-4 hover:underline"
                >
                  {event.sequenceName}
                </Link>
                {event.stepPosition ? `, step ${event.stepPosition}` : ''}
                {event.detail ? `: ${event.detail}` : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
