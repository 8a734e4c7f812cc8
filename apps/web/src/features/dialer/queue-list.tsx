import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { SessionView } from './dialer-session';

const statusLabel = { waiting: 'Waiting', current: 'On screen', done: 'Called', skipped: 'Skipped' } as const;

/** The session's queue in order, each with its state and, when skipped, why. */
export function QueueList({ items }: { items: SessionView['items'] }) {
  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle className="text-base">Queue</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-2" aria-label="Queue">
          {items.map((item) => (
            <li
              key={item.id}
              aria-current={item.status === 'current' ? 'step' : undefined}
              className="flex flex-col gap-0.5 rounded-md border px-2 py-1.5 text-sm aria-[current=step]:border-primary"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="truncate font-medium">{item.name}</span>
                <Badge variant={item.status === 'skipped' ? 'outline' : 'secondary'}>
                  {statusLabel[item.status]}
                </Badge>
              </span>
              {item.skipReason && <span className="text-muted-foreground text-xs">{item.skipReason}</span>}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
