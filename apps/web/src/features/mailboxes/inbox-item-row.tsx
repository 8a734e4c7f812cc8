import type { RouterOutputs } from '@leadpath/api';
import { MailIcon, MessagesSquareIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { classificationLabels } from './message-conversation';
import { ReplyClassBadge } from './reply-class';

export type InboxItem = RouterOutputs['mailboxes']['inbox']['items'][number];

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The label of an inbound mail's classification; a state this page does not know reads 'Not matched'. */
export const classificationLabel = (classification: string) =>
  classificationLabels[classification as keyof typeof classificationLabels] ?? 'Not matched';

/** One row of the inbox: who, what, when; unread ones in bold with a dot. */
export function InboxItemRow({
  item,
  selected,
  onSelect,
}: {
  item: InboxItem;
  selected: boolean;
  onSelect: () => void;
}) {
  const who = item.channel === 'email' ? item.fromName || item.from : item.name;
  const title = item.channel === 'email' ? item.subject : 'LinkedIn conversation';
  return (
    <button
      type="button"
      aria-current={selected ? 'true' : undefined}
      aria-label={`${item.unread ? 'Unread: ' : ''}${who}: ${title}`}
      onClick={onSelect}
      className={cn(
        'flex w-full min-w-0 flex-col gap-1 px-3 py-3 text-left text-sm outline-none transition-colors hover:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring/50',
        selected && 'bg-muted',
      )}
    >
      <span className="flex min-w-0 items-center gap-2">
        <span
          aria-hidden
          className={cn('size-2 shrink-0 rounded-full', item.unread ? 'bg-primary' : 'bg-transparent')}
        />
        {item.channel === 'email' ? (
          <MailIcon aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
        ) : (
          <MessagesSquareIcon aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
        )}
        <span className={cn('min-w-0 truncate', item.unread ? 'font-semibold' : 'font-medium')}>{who}</span>
        <time dateTime={item.at} className="ml-auto shrink-0 text-muted-foreground text-xs">
          {dateFormat.format(new Date(item.at))}
        </time>
      </span>
      <span className="flex min-w-0 items-center gap-2 pl-4">
        <Badge
          variant={item.channel === 'linkedin' || item.classification === 'reply' ? 'default' : 'outline'}
        >
          {item.channel === 'email' ? classificationLabel(item.classification) : 'LinkedIn'}
        </Badge>
        {item.replyClass ? <ReplyClassBadge stored={item.replyClass} /> : null}
        <span className={cn('min-w-0 truncate', item.unread && 'font-medium')}>{title}</span>
      </span>
      <span className="truncate pl-4 text-muted-foreground text-xs">{item.preview}</span>
    </button>
  );
}
