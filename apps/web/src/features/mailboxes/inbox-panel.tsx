import { type ReplyClass, replyClasses, replyClassLabels } from '@leadpath/core/schemas/assist';
import { type InboxGroup, inboxGroupLabels, inboxGroups } from '@leadpath/core/schemas/inbox';
import { keepPreviousData } from '@tanstack/react-query';
import { ArrowLeftIcon, InboxIcon, RotateCwIcon } from 'lucide-react';
import { useState } from 'react';
import { ListPagination } from '@/components/list-pagination';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { trpc } from '@/lib/trpc';
import { useCursorPages } from '@/lib/use-cursor-pages';
import { InboxEmailThread } from './inbox-email-thread';
import { type InboxItem, InboxItemRow } from './inbox-item-row';
import { InboxLinkedinThread } from './inbox-linkedin-thread';
import { INBOX_EMPTY, INBOX_PICK, INBOX_UNREAD_EMPTY } from './inbox-texts';

const PAGE_SIZE = 20;

/** The inbox (issue 28): replies first, email and LinkedIn; unread state; read and answer beside the list. */
export function InboxPanel() {
  const [group, setGroup] = useState<InboxGroup>('replies');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [replyClass, setReplyClass] = useState<ReplyClass | ''>('');
  const pages = useCursorPages(`${group}:${unreadOnly}:${replyClass}`);
  const inbox = trpc.mailboxes.inbox.useQuery(
    {
      group,
      unreadOnly: unreadOnly || undefined,
      replyClass: replyClass || undefined,
      cursor: pages.cursor,
      limit: PAGE_SIZE,
    },
    { placeholderData: keepPreviousData, meta: { globalErrorToast: false } },
  );
  const [selected, setSelected] = useState<InboxItem | null>(null);
  // The row as the list has it now (its unread state changes once opened).
  const current = selected
    ? (inbox.data?.items.find((item) => item.channel === selected.channel && item.id === selected.id) ??
      selected)
    : null;
  const unread = inbox.data?.unread;

  return (
    <section aria-labelledby="inbox-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="inbox-heading" className="font-semibold text-lg">
          Inbox
          {unread && unread.replies > 0 ? (
            <span className="ml-2 rounded-full bg-primary px-2 py-0.5 font-medium text-primary-foreground text-xs">
              {unread.replies} unread {unread.replies === 1 ? 'reply' : 'replies'}
            </span>
          ) : null}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <NativeSelect
            aria-label="Filter by class"
            className="w-44"
            value={replyClass}
            onChange={(event) => {
              setReplyClass(event.target.value as ReplyClass | '');
              setSelected(null);
            }}
          >
            <option value="">All classes</option>
            {replyClasses.map((value) => (
              <option key={value} value={value}>
                {replyClassLabels[value]}
              </option>
            ))}
          </NativeSelect>
          <Button
            variant="outline"
            size="sm"
            aria-pressed={unreadOnly}
            onClick={() => {
              setUnreadOnly((value) => !value);
              setSelected(null);
            }}
          >
            {unreadOnly ? 'Showing unread only' : 'Show unread only'}
          </Button>
        </div>
      </div>
      <Tabs
        value={group}
        onValueChange={(value) => {
          setGroup(value as InboxGroup);
          setSelected(null);
        }}
      >
        <TabsList aria-label="Inbox groups">
          {inboxGroups.map((value) => (
            <TabsTrigger key={value} value={value}>
              {inboxGroupLabels[value]}
              {unread && unread[value] > 0 ? (
                <span className="rounded-full bg-muted-foreground/15 px-1.5 text-xs tabular-nums">
                  {unread[value]}
                  <span className="sr-only"> unread</span>
                </span>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>

      {inbox.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading the inbox" className="flex flex-col gap-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : inbox.isError ? (
        <Alert variant="destructive">
          <AlertTitle>The inbox could not be loaded</AlertTitle>
          <AlertDescription>
            <p>{errorMessage(inbox.error)}</p>
            <Button variant="outline" size="sm" className="text-foreground" onClick={() => inbox.refetch()}>
              <RotateCwIcon aria-hidden />
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : inbox.data.items.length === 0 && !pages.hasPrevious ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-8 text-center">
          <InboxIcon aria-hidden className="size-8 text-muted-foreground" />
          <p className="text-muted-foreground text-sm">
            {replyClass
              ? `No ${replyClassLabels[replyClass].toLowerCase()} messages here.`
              : unreadOnly
                ? INBOX_UNREAD_EMPTY
                : INBOX_EMPTY[group]}
          </p>
        </div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className={cn('flex min-w-0 flex-col gap-3', current && 'hidden lg:flex')}>
            <ul
              aria-label={inboxGroupLabels[group]}
              className="flex flex-col divide-y rounded-lg border bg-card"
            >
              {inbox.data.items.map((item) => (
                <li key={`${item.channel}:${item.id}`}>
                  <InboxItemRow
                    item={item}
                    selected={current?.channel === item.channel && current.id === item.id}
                    onSelect={() => setSelected(item)}
                  />
                </li>
              ))}
            </ul>
            {pages.hasPrevious || inbox.data.nextCursor ? (
              <ListPagination
                label="Inbox"
                pageNumber={pages.pageNumber}
                pageSize={PAGE_SIZE}
                shown={inbox.data.items.length}
                total={undefined}
                hasPrevious={pages.hasPrevious}
                nextCursor={inbox.data.nextCursor}
                onPrevious={pages.previous}
                onNext={pages.next}
              />
            ) : null}
          </div>
          <div className={cn('min-w-0 rounded-lg border bg-card', !current && 'hidden lg:block')}>
            {current ? (
              <>
                <Button
                  variant="ghost"
                  size="sm"
                  className="m-2 mb-0 lg:hidden"
                  onClick={() => setSelected(null)}
                >
                  <ArrowLeftIcon aria-hidden />
                  Back to the inbox
                </Button>
                {current.channel === 'email' ? (
                  <InboxEmailThread key={current.id} id={current.id} unread={current.unread} />
                ) : (
                  <InboxLinkedinThread key={current.id} item={current} />
                )}
              </>
            ) : (
              <p className="p-8 text-center text-muted-foreground text-sm">{INBOX_PICK}</p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
