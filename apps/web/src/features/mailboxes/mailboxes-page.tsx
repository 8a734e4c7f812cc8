import { InboxIcon, RotateCwIcon } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { trpc } from '@/lib/trpc';
import { LinkifiedText } from './linkified-text';
import { MailboxList } from './mailbox-list';
import { ConversationToggle } from './message-conversation';
import { RepliesPanel } from './replies-panel';

type Filter = 'all' | 'draft' | 'sent';
const filters: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Drafts' },
  { value: 'sent', label: 'Sent' },
];

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Mailboxes (DECISIONS.md §6, issue 20): the sending mailboxes, then the outbox (drafts and sent mails, newest first). */
export function MailboxesPage() {
  const outbox = trpc.mailboxes.outbox.useQuery();
  const [filter, setFilter] = useState<Filter>('all');
  const messages = (outbox.data?.messages ?? []).filter(
    (message) => filter === 'all' || message.kind === filter,
  );

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="font-semibold text-2xl tracking-tight">Mailboxes</h1>
        <p className="text-muted-foreground text-sm">
          Connect the mailboxes your sequences send from. Every mail Leadpath sends or saves for you is kept
          in the outbox below.
        </p>
      </header>

      <MailboxList />

      <h2 className="font-semibold text-lg">Outbox</h2>

      <fieldset className="flex w-fit gap-1 rounded-lg bg-muted p-1">
        <legend className="sr-only">Show</legend>
        {filters.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={filter === option.value}
            onClick={() => setFilter(option.value)}
            className={cn(
              'rounded-md px-3 py-1 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
              filter === option.value
                ? 'bg-background shadow-xs'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {option.label}
          </button>
        ))}
      </fieldset>

      {outbox.isPending ? (
        <div role="status" className="flex flex-col gap-3" aria-busy="true" aria-label="Loading mails">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : outbox.isError ? (
        <Alert variant="destructive">
          <AlertTitle>The outbox could not be loaded</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" onClick={() => outbox.refetch()}>
              <RotateCwIcon aria-hidden />
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : messages.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
          <InboxIcon aria-hidden className="size-8 text-muted-foreground" />
          <p className="font-medium">Nothing here yet</p>
          <p className="text-muted-foreground text-sm">
            Test signature drafts and team invitations appear here once you send them.
          </p>
        </div>
      ) : (
        <ul aria-label="Mails" className="flex flex-col gap-3">
          {messages.map((message) => (
            <li key={message.id}>
              <article aria-label={message.subject} className="rounded-lg border bg-card">
                <details className="group">
                  <summary className="flex cursor-pointer list-none flex-col gap-1 rounded-lg p-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:flex-row sm:items-center sm:gap-3">
                    <Badge variant={message.kind === 'draft' ? 'outline' : 'secondary'}>
                      {message.kind === 'draft' ? 'Draft' : 'Sent'}
                    </Badge>
                    <span className="min-w-0 flex-1 truncate font-medium">{message.subject}</span>
                    <span className="truncate text-muted-foreground text-sm">To {message.to.join(', ')}</span>
                    <time dateTime={message.createdAt} className="shrink-0 text-muted-foreground text-xs">
                      {dateFormat.format(new Date(message.createdAt))}
                    </time>
                  </summary>
                  <div className="flex flex-col gap-2 border-t px-4 py-3">
                    <p className="text-muted-foreground text-xs">From {message.from}</p>
                    <LinkifiedText text={message.text} />
                    {message.kind === 'sent' ? <ConversationToggle messageId={message.id} /> : null}
                  </div>
                </details>
              </article>
            </li>
          ))}
        </ul>
      )}

      <RepliesPanel />
    </div>
  );
}
