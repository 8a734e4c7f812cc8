import type { RouterOutputs } from '@leadpath/api';
import { LINKEDIN_MESSAGE_MAX, MESSAGE_REQUIRED } from '@leadpath/core/schemas/linkedin-messaging';
import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon, MessagesSquareIcon, PauseCircleIcon, RefreshCwIcon, SendIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FeatureGate } from '@/components/feature-gate';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

type Conversation = RouterOutputs['linkedinMessaging']['conversations']['conversations'][number];
type Message = RouterOutputs['linkedinMessaging']['thread']['messages'][number];

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const when = (at: number) => timeFormat.format(at);

/** /dashboard/linkedin-messaging: the LinkedIn inbox, threaded, unread state, reply through the connector. */
export function LinkedinMessagingPage() {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <div className="flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-lg border bg-card [&_svg]:size-5">
            <MessagesSquareIcon aria-hidden />
          </span>
          <h1 className="font-semibold text-2xl tracking-tight">LinkedIn messaging</h1>
        </div>
        <p className="text-muted-foreground text-sm">
          Your LinkedIn conversations, linked to your prospects. Replies go out through your LinkedIn account
          within its daily limit and activity hours.
        </p>
      </header>
      <FeatureGate feature="linkedin-messaging" name="LinkedIn messaging">
        <Inbox />
      </FeatureGate>
    </div>
  );
}

function AccountBanner() {
  const utils = trpc.useUtils();
  const account = trpc.linkedinMessaging.account.useQuery(undefined, {
    meta: { globalErrorToast: false },
    refetchInterval: 10_000,
  });
  const sync = trpc.linkedinMessaging.sync.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (result) => {
      void utils.linkedinMessaging.invalidate();
      toast.success(
        result.messages > 0 || result.accepted > 0
          ? `Synced: ${result.messages} new message${result.messages === 1 ? '' : 's'}, ${result.accepted} accepted invitation${result.accepted === 1 ? '' : 's'}`
          : 'Synced: nothing new',
      );
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  if (!account.data) return null;
  const data = account.data;
  if (!data.connected || data.kind === 'manual')
    return (
      <Alert>
        <AlertTitle>
          {data.connected ? 'LinkedIn runs in manual mode' : 'No LinkedIn account connected'}
        </AlertTitle>
        <AlertDescription>
          <p>
            Connect the sandbox network or a Unipile account in{' '}
            <a href="/dashboard/settings?section=linkedin-settings" className="underline">
              LinkedIn settings
            </a>{' '}
            to bring conversations here and reply from the app.
          </p>
        </AlertDescription>
      </Alert>
    );
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="linkedin-account-status">
      {data.status === 'paused' ? (
        <Alert variant="destructive" className="flex-1">
          <PauseCircleIcon aria-hidden />
          <AlertTitle>LinkedIn is paused</AlertTitle>
          <AlertDescription>
            <p>{data.pauseReason}</p>
            {data.pausedUntil && (
              <p>It resumes by itself at {when(data.pausedUntil)}. Replies are queued until then.</p>
            )}
          </AlertDescription>
        </Alert>
      ) : (
        <p className="text-muted-foreground text-sm">
          {data.name} · today {data.today.count} of {data.today.limit} actions
          {data.lastSyncedAt ? ` · synced ${when(data.lastSyncedAt)}` : ''}
        </p>
      )}
      <Button variant="outline" size="sm" onClick={() => sync.mutate()} disabled={sync.isPending}>
        <RefreshCwIcon aria-hidden className={cn(sync.isPending && 'animate-spin')} />
        Sync now
      </Button>
    </div>
  );
}

function Inbox() {
  const list = trpc.linkedinMessaging.conversations.useQuery(undefined, {
    meta: { globalErrorToast: false },
    refetchInterval: 10_000,
  });
  const [selected, setSelected] = useState<string | null>(null);
  const conversations = list.data?.conversations ?? [];
  const current = conversations.find((conversation) => conversation.id === selected) ?? null;

  return (
    <div className="flex flex-col gap-4">
      <AccountBanner />
      {list.isError ? (
        <Alert variant="destructive" className="max-w-3xl">
          <AlertTitle>The conversations could not be loaded</AlertTitle>
          <AlertDescription>
            <p>{errorMessage(list.error)}</p>
            <Button variant="outline" size="sm" className="text-foreground" onClick={() => list.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : list.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading conversations"
          className="flex flex-col gap-2"
        >
          <Skeleton className="h-16 w-full max-w-md" />
          <Skeleton className="h-16 w-full max-w-md" />
        </div>
      ) : conversations.length === 0 ? (
        <Card className="max-w-3xl p-6 text-center">
          <p className="font-medium">No conversations yet</p>
          <p className="text-muted-foreground text-sm">
            Messages from your LinkedIn account appear here after a sync: replies to your sequences, and chats
            with new connections.
          </p>
        </Card>
      ) : (
        <Card className="grid min-h-[28rem] overflow-hidden p-0 md:grid-cols-[20rem_1fr] md:gap-0">
          <nav
            aria-label="Conversations"
            className={cn('border-b md:block md:border-r md:border-b-0', current && 'hidden')}
          >
            <p className="px-4 pt-3 pb-1 text-muted-foreground text-xs">
              {list.data.unreadTotal > 0 ? `${list.data.unreadTotal} unread` : 'All read'}
            </p>
            <ul className="flex flex-col">
              {conversations.map((conversation) => (
                <li key={conversation.id}>
                  <ConversationItem
                    conversation={conversation}
                    active={conversation.id === selected}
                    onSelect={() => setSelected(conversation.id)}
                  />
                </li>
              ))}
            </ul>
          </nav>
          <section
            aria-label={current ? `Conversation with ${current.name}` : 'Conversation'}
            className={cn('flex min-w-0 flex-col', !current && 'hidden md:flex')}
          >
            {current ? (
              <Thread conversation={current} onBack={() => setSelected(null)} />
            ) : (
              <p className="m-auto p-6 text-muted-foreground text-sm">Choose a conversation to read it.</p>
            )}
          </section>
        </Card>
      )}
    </div>
  );
}

function ConversationItem({
  conversation,
  active,
  onSelect,
}: {
  conversation: Conversation;
  active: boolean;
  onSelect: () => void;
}) {
  const unread = conversation.unreadCount > 0;
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={active ? 'true' : undefined}
      data-testid="linkedin-conversation"
      className={cn(
        'flex w-full flex-col gap-0.5 border-b px-4 py-3 text-left outline-none transition-colors hover:bg-muted focus-visible:bg-muted',
        active && 'bg-muted',
      )}
    >
      <span className="flex items-center justify-between gap-2">
        <span className={cn('truncate', unread ? 'font-semibold' : 'font-medium')}>{conversation.name}</span>
        {unread && (
          <Badge aria-label={`${conversation.unreadCount} unread`}>{conversation.unreadCount}</Badge>
        )}
      </span>
      <span className="truncate text-muted-foreground text-sm">{conversation.lastMessageText}</span>
      <span className="text-muted-foreground text-xs">{when(conversation.lastMessageAt)}</span>
    </button>
  );
}

function Thread({ conversation, onBack }: { conversation: Conversation; onBack: () => void }) {
  const utils = trpc.useUtils();
  const id = useId();
  const thread = trpc.linkedinMessaging.thread.useQuery(
    { id: conversation.id },
    { meta: { globalErrorToast: false }, refetchInterval: 10_000 },
  );
  const markRead = trpc.linkedinMessaging.markRead.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: () => void utils.linkedinMessaging.conversations.invalidate(),
  });
  const unread = conversation.unreadCount;
  const markReadRef = useRef(markRead.mutate);
  markReadRef.current = markRead.mutate;
  useEffect(() => {
    if (unread > 0) markReadRef.current({ id: conversation.id });
  }, [conversation.id, unread]);

  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = trpc.linkedinMessaging.send.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (result) => {
      setText('');
      setError(null);
      void utils.linkedinMessaging.invalidate();
      if (result.outcome === 'queued')
        toast.info(
          result.sendAt
            ? `Queued: it goes out at ${when(result.sendAt)}, within your LinkedIn limits`
            : 'Queued: it goes out when LinkedIn resumes',
        );
      else toast.success('Message sent');
    },
    onError: (err) => setError(errorMessage(err)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(MESSAGE_REQUIRED);
      return;
    }
    send.mutate({ id: conversation.id, text });
  };

  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center gap-2 border-b px-4 py-3">
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          onClick={onBack}
          aria-label="Back to conversations"
        >
          <ArrowLeftIcon aria-hidden />
        </Button>
        <div className="flex min-w-0 flex-col">
          <h2 className="truncate font-semibold">{conversation.name}</h2>
          <p className="flex flex-wrap gap-x-3 text-sm">
            {conversation.prospect ? (
              <Link
                to="/dashboard/prospects/$prospectId"
                params={{ prospectId: conversation.prospect.id }}
                className="text-primary underline-offset-4 hover:underline"
              >
                Prospect: {conversation.prospect.name}
              </Link>
            ) : (
              <span className="text-muted-foreground">Not one of your prospects</span>
            )}
            <a
              href={conversation.profileUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="text-muted-foreground underline-offset-4 hover:underline"
            >
              LinkedIn profile
            </a>
          </p>
        </div>
      </div>
      <ol className="flex flex-1 flex-col gap-3 overflow-y-auto p-4" aria-label="Messages">
        {thread.isPending && <Skeleton className="h-12 w-2/3" aria-label="Loading messages" />}
        {thread.isError && (
          <li>
            <Alert variant="destructive">
              <AlertTitle>The messages could not be loaded</AlertTitle>
              <AlertDescription>
                <Button
                  variant="outline"
                  size="sm"
                  className="text-foreground"
                  onClick={() => thread.refetch()}
                >
                  Try again
                </Button>
              </AlertDescription>
            </Alert>
          </li>
        )}
        {thread.data?.messages.length === 0 && (
          <li className="text-muted-foreground text-sm">No messages yet.</li>
        )}
        {thread.data?.messages.map((message) => (
          <MessageBubble key={message.id} message={message} />
        ))}
      </ol>
      <form onSubmit={submit} className="flex flex-col gap-2 border-t p-4" noValidate>
        <Label htmlFor={`${id}-reply`}>Reply</Label>
        <Textarea
          id={`${id}-reply`}
          value={text}
          maxLength={LINKEDIN_MESSAGE_MAX}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          rows={3}
          placeholder={`Write to ${conversation.name}`}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
            {error}
          </p>
        )}
        <Button type="submit" className="self-end" disabled={send.isPending}>
          <SendIcon aria-hidden />
          Send
        </Button>
      </form>
    </div>
  );
}

function MessageBubble({ message }: { message: Message }) {
  const outbound = message.direction === 'outbound';
  return (
    <li
      className={cn('flex flex-col gap-1', outbound ? 'items-end' : 'items-start')}
      data-testid="linkedin-message"
    >
      <p
        className={cn(
          'max-w-[85%] whitespace-pre-wrap rounded-lg px-3 py-2 text-sm',
          outbound ? 'bg-primary text-primary-foreground' : 'bg-muted',
        )}
      >
        {message.text}
      </p>
      <span className="text-muted-foreground text-xs">
        {outbound ? 'You' : 'Them'} · {when(message.at)}
        {message.status === 'queued' && ' · queued'}
        {message.status === 'failed' && ` · not sent: ${message.note ?? 'refused'}`}
      </span>
    </li>
  );
}
