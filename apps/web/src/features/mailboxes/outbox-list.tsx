import { keepPreviousData } from '@tanstack/react-query';
import { InboxIcon, RotateCwIcon } from 'lucide-react';
import { useState } from 'react';
import { ListPagination } from '@/components/list-pagination';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { trpc } from '@/lib/trpc';
import { useCursorPages } from '@/lib/use-cursor-pages';
import { LinkifiedText } from './linkified-text';
import { ConversationToggle } from './message-conversation';

type Filter = 'all' | 'draft' | 'sent';
const filters: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Drafts' },
  { value: 'sent', label: 'Sent' },
];
const PAGE_SIZE = 20;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The outbox: drafts and sent mails, newest first, in pages; a sent mail opens its conversation. */
export function OutboxList() {
  const [filter, setFilter] = useState<Filter>('all');
  const pages = useCursorPages(filter);
  const outbox = trpc.mailboxes.outbox.useQuery(
    { kind: filter === 'all' ? undefined : filter, cursor: pages.cursor, limit: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const messages = outbox.data?.messages ?? [];

  return (
    <section aria-labelledby="outbox-heading" className="flex flex-col gap-3">
      <h2 id="outbox-heading" className="font-semibold text-lg">
        Outbox
      </h2>
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
      ) : messages.length === 0 && !pages.hasPrevious ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
          <InboxIcon aria-hidden className="size-8 text-muted-foreground" />
          <p className="font-medium">Nothing here yet</p>
          <p className="text-muted-foreground text-sm">
            Test signature drafts and team invitations appear here once you send them.
          </p>
        </div>
      ) : (
        <>
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
                      <span className="truncate text-muted-foreground text-sm">
                        To {message.to.join(', ')}
                      </span>
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
          {pages.hasPrevious || outbox.data?.nextCursor ? (
            <ListPagination
              label="Outbox"
              pageNumber={pages.pageNumber}
              pageSize={PAGE_SIZE}
              shown={messages.length}
              total={undefined}
              hasPrevious={pages.hasPrevious}
              nextCursor={outbox.data?.nextCursor}
              onPrevious={pages.previous}
              onNext={pages.next}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
