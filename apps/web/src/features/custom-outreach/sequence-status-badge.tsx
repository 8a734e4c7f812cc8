import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const labels: Record<string, string> = { draft: 'Draft', active: 'Active', paused: 'Paused' };

/**
 * A sequence's state: a draft sends nothing, an active one runs, a paused one holds its schedule; one
 * whose enrollments have all finished is Completed (it runs again when someone new is enrolled).
 */
export function SequenceStatusBadge({ status, completed = false }: { status: string; completed?: boolean }) {
  if (completed && status !== 'draft')
    return (
      <Badge variant="outline" className="border-emerald-600/50 text-emerald-700 dark:text-emerald-300">
        Completed
      </Badge>
    );
  return (
    <Badge
      variant={status === 'active' ? 'default' : 'outline'}
      className={cn(status === 'paused' && 'border-amber-500/60 text-amber-700 dark:text-amber-300')}
    >
      {labels[status] ?? status}
    </Badge>
  );
}
