import { RotateCwIcon, SendIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import type { InboxItem } from './inbox-item-row';
import { ReplyClassPanel } from './reply-class';

type LinkedinItem = Extract<InboxItem, { channel: 'linkedin' }>;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A LinkedIn conversation in the inbox, through LinkedIn messaging's own procedures: read, marked read, answered. */
export function InboxLinkedinThread({ item }: { item: LinkedinItem }) {
  const utils = trpc.useUtils();
  const fieldId = useId();
  const thread = trpc.linkedinMessaging.thread.useQuery(
    { id: item.id },
    { meta: { globalErrorToast: false } },
  );
  const markRead = trpc.linkedinMessaging.markRead.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: () => void utils.mailboxes.inbox.invalidate(),
  });
  const markReadRef = useRef(markRead.mutate);
  markReadRef.current = markRead.mutate;
  useEffect(() => {
    if (item.unread) markReadRef.current({ id: item.id });
  }, [item.id, item.unread]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = trpc.linkedinMessaging.send.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (result) => {
      setText('');
      setError(null);
      toast.success(
        result.outcome === 'queued' ? 'Queued: it goes out within your LinkedIn limits' : 'Message sent',
      );
      void utils.linkedinMessaging.thread.invalidate({ id: item.id });
      void utils.mailboxes.inbox.invalidate();
    },
    onError: (err) => setError(errorMessage(err)),
  });
  // The panel above corrects the latest classified reply; older ones are corrected where they stand.
  const latestClassifiedId = thread.data?.messages.findLast((message) => message.replyClass)?.id;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError('Please write your message');
    send.mutate({ id: item.id, text });
  };

  return (
    <section aria-label={`Conversation: ${item.name}`} className="flex flex-col gap-4 p-4">
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="font-semibold">{item.name}</h3>
        <p className="text-muted-foreground text-sm">
          LinkedIn{item.prospect ? ` · Prospect: ${item.prospect.name}` : ''}
        </p>
      </div>
      {item.replyClass ? (
        <ReplyClassPanel key={item.id} id={item.id} stored={item.replyClass} channel="linkedin" />
      ) : null}
      {thread.isPending ? (
        <Skeleton className="h-16 w-full" aria-label="Loading messages" />
      ) : thread.isError ? (
        <Alert variant="destructive">
          <AlertTitle>The messages could not be loaded</AlertTitle>
          <AlertDescription>
            <p>{errorMessage(thread.error)}</p>
            <Button variant="outline" size="sm" className="text-foreground" onClick={() => thread.refetch()}>
              <RotateCwIcon aria-hidden />
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <ol aria-label="Thread" className="flex flex-col gap-2">
          {thread.data.messages.map((message) => (
            <li
              key={message.id}
              aria-label={message.direction === 'inbound' ? `Received from ${item.name}` : 'Sent'}
              className={cn(
                'flex flex-col gap-1 rounded-md border p-3 text-sm',
                message.direction === 'inbound' ? 'bg-background sm:ml-8' : 'bg-muted/40 sm:mr-8',
              )}
            >
              <span className="text-muted-foreground text-xs">
                {message.direction === 'inbound' ? item.name : 'You'} ·{' '}
                {dateFormat.format(new Date(message.at))}
                {message.status === 'queued' ? ' · queued' : ''}
              </span>
              <p className="whitespace-pre-wrap break-words">{message.text}</p>
              {message.replyClass && message.id !== latestClassifiedId ? (
                <ReplyClassPanel
                  key={`${message.id}:${message.replyClass.class}`}
                  id={item.id}
                  messageId={message.id}
                  stored={message.replyClass}
                  channel="linkedin"
                />
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <form
        onSubmit={submit}
        noValidate
        aria-label="Reply"
        className="flex flex-col gap-2 rounded-md border p-3"
      >
        <Label htmlFor={fieldId}>Your message</Label>
        <Textarea id={fieldId} value={text} rows={3} onChange={(event) => setText(event.target.value)} />
        {error ? (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
        <Button type="submit" className="self-end" disabled={send.isPending}>
          <SendIcon aria-hidden />
          {send.isPending ? 'Sending…' : 'Send on LinkedIn'}
        </Button>
      </form>
    </section>
  );
}
