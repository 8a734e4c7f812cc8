import { type ProspectStatus, prospectStatusLabels } from '@leadpath/core';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const tone: Record<ProspectStatus, string> = {
  new: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  contacted: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  replied: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  meeting: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-200',
  won: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  lost: 'bg-zinc-200 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200',
};

export function StatusBadge({ status }: { status: ProspectStatus }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', tone[status])}>
      {prospectStatusLabels[status]}
    </Badge>
  );
}
