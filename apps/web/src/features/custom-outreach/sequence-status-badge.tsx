import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const labels: Record<string, string> = { draft: 'Draft', active: 'Active', paused: 'Paused' };

/** A sequence's state: a draft sends nothing, an active one runs, a paused one holds its schedule. */
export function SequenceStatusBadge({ status }: { status: string }) {
  return (
    <Badge
      variant={status === 'active' ? 'default' : 'outline'}
      className={cn(status === 'paused' && 'border-amber-500/60 text-amber-700 dark:text-amber-300')}
    >
      {labels[status] ?? status}
    </Badge>
  );
}
