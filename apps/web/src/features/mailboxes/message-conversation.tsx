import type { RouterOutputs } from '@leadpath/api';
import {
  type SimulatedReplyKind,
  simulatedReplyKindLabels,
  simulatedReplyKinds,
} from '@leadpath/core/schemas/inbound';
import {
  ArrowDownLeftIcon,
  ArrowUpRightIcon,
  BanIcon,
  MessageSquareReplyIcon,
  RotateCwIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { LinkifiedText } from './linkified-text';

type Conversation = RouterOutputs['inbound']['conversation'];
type Entry = Conversation['entries'][number];

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const classificationLabels: Record<NonNullable<Entry['classification']>, string> = {
  reply: 'Reply',
  out_of_office: 'Out of office',
  bounce: 'Bounce',
  unsubscribe: 'Unsubscribe request',
  unmatched: 'Not matched',
};

const finishReasons: Record<string, string> = {
  completed: 'Completed',
  replied: 'Replied',
  bounced: 'Bounced',
  unsubscribed: 'Unsubscribed',
  meeting: 'Meeting booked',
  company_stopped: 'Stopped (same company)',
  removed: 'Removed',
};

const simulatedToasts: Record<SimulatedReplyKind, string> = {
  reply: 'Reply received: the sequence stopped for this prospect',
  out_of_office: 'Out-of-office answer received: the sequence goes on',
  bounce: 'Bounce received: the address is suppressed',
  unsubscribe: 'Unsubscribe request received: the address is suppressed',
};

function enrollmentText(enrollment: NonNullable<Conversation['enrollment']>): string {
  if (enrollment.status === 'finished')
    return `Finished: ${finishReasons[enrollment.finishReason ?? 'completed'] ?? 'Finished'}`;
  return enrollment.status === 'paused' ? 'Paused' : 'Active';
}

/** A sent mail's thread (issue 20): the sequence's mails to this prospect and what came back, and "Simulate a reply". */
export function MessageConversation({ messageId }: { messageId: string }) {
  const conversation = trpc.inbound.conversation.useQuery(
    { id: messageId },
    { meta: { globalErrorToast: false } },
  );

  if (conversation.isPending)
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label="Loading the conversation"
        className="flex flex-col gap-2"
      >
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  if (conversation.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle>The conversation could not be loaded</AlertTitle>
        <AlertDescription>
          <p>{errorMessage(conversation.error)}</p>
          <Button
            variant="outline"
            size="sm"
            className="text-foreground"
            onClick={() => conversation.refetch()}
          >
            <RotateCwIcon aria-hidden />
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );

  const { enrollment, suppression, entries } = conversation.data;
  const received = entries.filter((entry) => entry.direction === 'received').length;
  return (
    <section aria-label="Conversation" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <h3 className="font-medium">Conversation</h3>
        {enrollment ? (
          <Badge variant={enrollment.status === 'finished' ? 'secondary' : 'outline'}>
            <span className="sr-only">Sequence {enrollment.sequenceName}: </span>
            <span aria-hidden>{enrollment.sequenceName}: </span>
            {enrollmentText(enrollment)}
          </Badge>
        ) : null}
        {suppression ? (
          <Badge variant="destructive">
            <BanIcon aria-hidden />
            {suppression.email} is suppressed (
            {suppression.reason === 'bounced' ? 'bounced' : suppression.reason})
          </Badge>
        ) : null}
      </div>
      <ol aria-label="Thread" className="flex flex-col gap-2">
        {entries.map((entry) => (
          <ThreadEntry key={entry.id} entry={entry} />
        ))}
      </ol>
      {received === 0 ? <p className="text-muted-foreground text-sm">No reply yet.</p> : null}
      <SimulateReply messageId={messageId} />
    </section>
  );
}

function ThreadEntry({ entry }: { entry: Entry }) {
  const sent = entry.direction === 'sent';
  return (
    <li
      aria-label={`${sent ? 'Sent' : 'Received'}: ${entry.subject}`}
      className={cn(
        'flex min-w-0 flex-col gap-1 rounded-md border p-3',
        sent ? 'bg-muted/40 sm:mr-8' : 'bg-background sm:ml-8',
      )}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs">
        {sent ? (
          <ArrowUpRightIcon aria-hidden className="size-3.5 text-muted-foreground" />
        ) : (
          <ArrowDownLeftIcon aria-hidden className="size-3.5 text-muted-foreground" />
        )}
        <span className="min-w-0 truncate font-medium">
          {sent ? `To ${entry.to.join(', ')}` : `From ${entry.from}`}
        </span>
        {entry.classification ? (
          <Badge variant={entry.classification === 'reply' ? 'default' : 'outline'}>
            {classificationLabels[entry.classification]}
          </Badge>
        ) : null}
        <time dateTime={entry.at} className="ml-auto shrink-0 text-muted-foreground">
          {dateFormat.format(new Date(entry.at))}
        </time>
      </div>
      <p className="break-words font-medium text-sm">{entry.subject}</p>
      <div className="max-h-60 overflow-auto text-sm">
        <LinkifiedText text={entry.text} />
      </div>
    </li>
  );
}

/** "Simulate a reply" (demos): what comes back goes through the same inbound path as real mail. */
function SimulateReply({ messageId }: { messageId: string }) {
  const utils = trpc.useUtils();
  const selectId = useId();
  const [kind, setKind] = useState<SimulatedReplyKind>('reply');
  const simulate = trpc.inbound.simulateReply.useMutation({
    onSuccess: async (_result, input) => {
      toast.success(simulatedToasts[input.kind]);
      await Promise.all([
        utils.inbound.conversation.invalidate({ id: messageId }),
        utils.mailboxes.inbox.invalidate(),
        utils.inbound.suppressions.invalidate(),
      ]);
    },
  });
  return (
    <form
      className="flex flex-col gap-2 rounded-md border border-dashed p-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        simulate.mutate({ id: messageId, kind });
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <Label htmlFor={selectId}>Simulate an answer (demo)</Label>
        <NativeSelect
          id={selectId}
          value={kind}
          onChange={(event) => setKind(event.target.value as SimulatedReplyKind)}
        >
          {simulatedReplyKinds.map((value) => (
            <option key={value} value={value}>
              {simulatedReplyKindLabels[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline" disabled={simulate.isPending}>
        <MessageSquareReplyIcon aria-hidden />
        {simulate.isPending ? 'Simulating…' : 'Simulate a reply'}
      </Button>
      {simulate.error ? (
        <p role="alert" className="text-destructive text-sm sm:basis-full">
          {errorMessage(simulate.error)}
        </p>
      ) : null}
    </form>
  );
}

/** The hook in a sent mail's panel: the conversation loads when asked for, not for every mail in the list. */
export function ConversationToggle({ messageId }: { messageId: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="flex flex-col gap-3">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="w-fit"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <MessageSquareReplyIcon aria-hidden />
        {open ? 'Hide the conversation' : 'Show the conversation'}
      </Button>
      <div id={panelId} hidden={!open}>
        {open ? <MessageConversation messageId={messageId} /> : null}
      </div>
    </div>
  );
}
