import type { PlaybookStatus } from '@leadpath/core/schemas/playbooks';
import { Badge } from '@/components/ui/badge';

const labels: Record<PlaybookStatus, string> = { draft: 'Draft', active: 'Active', archived: 'Archived' };

export function PlaybookStatusBadge({ status }: { status: PlaybookStatus }) {
  return (
    <Badge variant={status === 'active' ? 'default' : status === 'draft' ? 'secondary' : 'outline'}>
      {labels[status]}
    </Badge>
  );
}
