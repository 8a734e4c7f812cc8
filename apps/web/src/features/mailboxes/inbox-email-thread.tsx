import type { RouterOutputs } from '@leadpath/api';
import { REPLY_SENT, replyToInboxMessageSchema } from '@leadpath/core/schemas/inbox';
import { ArrowDownLeftIcon, ArrowUpRightIcon, MailIcon, RotateCwIcon, SendIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { classificationLabel } from './inbox-item-row';
import { NO_MAILBOX_REPLY_NOTE } from './inbox-texts';
import { LinkifiedText } from './linkified-text';
import { ReplyClassPanel } from './reply-class';

type InboxMessage = RouterOutputs['mailboxes']['inboxMessage'];
type ThreadEntry = InboxMessage['thread'][number];

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An inbound mail's conversation, marked read when opened, with the answer form under it. */
export function InboxEmailThread({ id, unread }: { id: string; unread: boolean }) {
  const utils = trpc.useUtils();
  const message = trpc.mailboxes.inboxMessage.useQuery({ id }, { meta: { globalErrorToast: false } });
  const markRead = trpc.mailboxes.markRead.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: () => void utils.mailboxes.inbox.invalidate(),
  });
  const markReadRef = useRef(markRead.mutate);
  markReadRef.current = markRead.mutate;
  // Opening marks it read once; 'Mark as unread' then leaves it unread.
  const markedOnOpen = useRef(false);
  useEffect(() => {
    if (markedOnOpen.current) return;
    markedOnOpen.current = true;
    if (unread) markReadRef.current({ id, read: true });
  }, [id, unread]);

  if (message.isPending)
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label="Loading the conversation"
        className="flex flex-col gap-2 p-4"
      >
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  if (message.isError)
    return (
      <Alert variant="destructive" className="m-4 w-auto">
        <AlertTitle>The conversation could not be loaded</AlertTitle>
        <AlertDescription>
          <p>{errorMessage(message.error)}</p>
          <Button variant="outline" size="sm" className="text-foreground" onClick={() => message.refetch()}>
            <RotateCwIcon aria-hidden />
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );

  const { message: item, thread, reply } = message.data;
  return (
    <section
      aria-label={`Conversation: ${item.channel === 'email' ? item.subject : ''}`}
      className="flex flex-col gap-4 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="break-words font-semibold">{item.channel === 'email' ? item.subject : ''}</h3>
          {item.channel === 'email' ? (
            <p className="text-muted-foreground text-sm">
              From {item.fromName ? `${item.fromName} <${item.from}>` : item.from}
            </p>
          ) : null}
        </div>
        <Button
          variant="ghost"
          size="sm"
          disabled={markRead.isPending}
          onClick={() =>
            markRead.mutate({ id, read: false }, { onSuccess: () => toast.info('Marked as unread') })
          }
        >
          <MailIcon aria-hidden />
          Mark as unread
        </Button>
      </div>
      {item.channel === 'email' && item.replyClass ? (
        <ReplyClassPanel id={id} stored={item.replyClass} />
      ) : null}
      <ol aria-label="Thread" className="flex flex-col gap-2">
        {thread.map((entry) => (
          <ThreadItem key={entry.id} entry={entry} />
        ))}
      </ol>
      <ReplyForm id={id} reply={reply} />
    </section>
  );
}

function ThreadItem({ entry }: { entry: ThreadEntry }) {
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
          {sent ? `From ${entry.from} to ${entry.to.join(', ')}` : `From ${entry.from}`}
        </span>
        {entry.classification ? (
          <Badge variant={entry.classification === 'reply' ? 'default' : 'outline'}>
            {classificationLabel(entry.classification)}
          </Badge>
        ) : null}
        <time dateTime={entry.at} className="ml-auto shrink-0 text-muted-foreground">
          {dateFormat.format(new Date(entry.at))}
        </time>
      </div>
      <div className="max-h-60 overflow-auto text-sm">
        <LinkifiedText text={entry.text} />
      </div>
    </li>
  );
}

/** The answer: from the mailbox that sent, in the thread; one requestId per written answer, so a retry sends once. */
function ReplyForm({ id, reply }: { id: string; reply: InboxMessage['reply'] }) {
  const utils = trpc.useUtils();
  const fieldId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const send = trpc.mailboxes.reply.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: async () => {
      toast.success(REPLY_SENT);
      setText('');
      setError(null);
      setRequestId(crypto.randomUUID());
      await Promise.all([
        utils.mailboxes.inboxMessage.invalidate({ id }),
        utils.mailboxes.inbox.invalidate(),
        utils.mailboxes.outbox.invalidate(),
      ]);
    },
    onError: (err) => setError(errorMessage(err)),
  });

  if (reply.cannotReply)
    return (
      <p className="rounded-md border border-dashed p-3 text-muted-foreground text-sm">{reply.cannotReply}</p>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = replyToInboxMessageSchema.safeParse({ id, text, requestId });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check your reply');
      return;
    }
    send.mutate(parsed.data);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Reply"
      className="flex flex-col gap-2 rounded-md border p-3"
    >
      <dl className="grid grid-cols-[3rem_1fr] gap-x-2 gap-y-1 text-sm">
        <dt className="text-muted-foreground">From</dt>
        <dd className="min-w-0 break-all">{reply.from}</dd>
        <dt className="text-muted-foreground">To</dt>
        <dd className="min-w-0 break-all">{reply.to}</dd>
        <dt className="text-muted-foreground">Subject</dt>
        <dd className="min-w-0 break-words">{reply.subject}</dd>
      </dl>
      {reply.mailbox ? null : <p className="text-muted-foreground text-xs">{NO_MAILBOX_REPLY_NOTE}</p>}
      <Label htmlFor={fieldId}>Your reply</Label>
      <Textarea
        id={fieldId}
        value={text}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit(event);
        }}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-muted-foreground text-xs">
          {reply.mailbox ? `Sent through ${reply.mailbox.label}, in this thread` : 'Kept in the local outbox'}
        </span>
        <Button type="submit" disabled={send.isPending}>
          <SendIcon aria-hidden />
          {send.isPending ? 'Sending…' : 'Send reply'}
        </Button>
      </div>
    </form>
  );
}
