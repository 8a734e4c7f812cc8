import { CheckCircle2Icon, CircleDashedIcon, CircleXIcon, TriangleAlertIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

export type RecordState = 'unchecked' | 'missing' | 'wrong' | 'ok';

const looks: Record<RecordState, { label: string; className: string; Icon: typeof CheckCircle2Icon }> = {
  ok: {
    label: 'OK',
    className:
      'border-emerald-600/30 bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
    Icon: CheckCircle2Icon,
  },
  wrong: {
    label: 'Wrong',
    className: 'border-amber-600/30 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
    Icon: TriangleAlertIcon,
  },
  missing: {
    label: 'Missing',
    className: 'border-red-600/30 bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
    Icon: CircleXIcon,
  },
  unchecked: {
    label: 'Not checked yet',
    className: 'text-muted-foreground',
    Icon: CircleDashedIcon,
  },
};

/** A record's state: a word and an icon, never colour alone. */
export function RecordStateBadge({ state, className }: { state: RecordState; className?: string }) {
  const { label, className: look, Icon } = looks[state];
  return (
    <Badge variant="outline" className={cn(look, className)} data-state={state}>
      <Icon aria-hidden />
      {label}
    </Badge>
  );
}

export function DomainStatusBadge({ status }: { status: 'unchecked' | 'not_verified' | 'verified' }) {
  if (status === 'verified')
    return (
      <Badge variant="outline" className={looks.ok.className}>
        <CheckCircle2Icon aria-hidden />
        Verified
      </Badge>
    );
  if (status === 'not_verified')
    return (
      <Badge variant="outline" className={looks.wrong.className}>
        <TriangleAlertIcon aria-hidden />
        Not verified
      </Badge>
    );
  return (
    <Badge variant="outline" className={looks.unchecked.className}>
      <CircleDashedIcon aria-hidden />
      Not checked yet
    </Badge>
  );
}
