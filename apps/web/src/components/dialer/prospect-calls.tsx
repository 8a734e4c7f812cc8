import { errorStatus } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const statusWords: Record<string, string> = {
  busy: 'busy',
  no_answer: 'no answer',
  failed: 'failed',
  canceled: 'cancelled',
};

/** The prospect's calls on their timeline (Power Dialer): when, who, the disposition and notes. */
export function ProspectCalls({ prospectId }: { prospectId: string }) {
  const calls = trpc.dialer.calls.useQuery(
    { prospectId, limit: 20 },
    { meta: { globalErrorToast: false }, retry: false },
  );
  // Without Power Dialer in the plan (403), or before any call, there is nothing to show.
  if (errorStatus(calls.error) === 403 || calls.isPending || calls.error || calls.data.calls.length === 0)
    return null;
  return (
    <section aria-labelledby={`calls-${prospectId}`} className="flex flex-col gap-3">
      <h3 id={`calls-${prospectId}`} className="font-medium text-sm">
        Calls
      </h3>
      <ol aria-label="Calls" className="flex flex-col border-l pl-4">
        {calls.data.calls.map((call) => (
          <li
            key={call.id}
            className="relative pb-3 text-sm before:absolute before:top-1.5 before:-left-[1.3rem] before:size-2 before:rounded-full before:bg-primary/70 last:pb-0"
          >
            <div className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium">
                Call: {call.disposition ?? statusWords[call.status] ?? 'not logged yet'}
              </span>
              <time
                dateTime={new Date(call.startedAt).toISOString()}
                className="text-muted-foreground text-xs"
              >
                {when.format(new Date(call.startedAt))}
              </time>
            </div>
            <p className="text-muted-foreground">
              {call.userName}
              {call.durationSeconds !== null ? `, ${call.durationSeconds} s` : ''}
              {call.voicemail ? ', voicemail message dropped' : ''}
              {call.notes ? `: ${call.notes}` : ''}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
