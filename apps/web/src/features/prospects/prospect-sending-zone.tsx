import type { RouterOutputs } from '@leadpath/api';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';

type SendingZone = RouterOutputs['prospects']['sendingTimeZone'];

const zoneName = (zone: string) => zone.replaceAll('_', ' ');

/** Where the zone came from, in the words of the sending settings. */
function sourceOf(zone: SendingZone, companyName: string | null): string {
  if (zone.source === 'prospect') return 'Set on this prospect';
  if (zone.source === 'company')
    return `From ${companyName ?? 'the company'}'s location${zone.companyLocation ? ` (${zone.companyLocation})` : ''}`;
  if (!zone.usesProspectZone) return 'Your sending time zone: your sending settings send in your own zone';
  return 'Your sending time zone: no zone is known for this prospect or its company';
}

/**
 * The drawer's time zone: the zone sequence steps are placed in (the server's own resolution, as the
 * schedule uses it) and where it came from.
 */
export function ProspectSendingZone({
  prospectId,
  companyName,
}: {
  prospectId: string;
  companyName: string | null;
}) {
  const zone = trpc.prospects.sendingTimeZone.useQuery(
    { id: prospectId },
    { meta: { globalErrorToast: false } },
  );
  if (zone.isPending) return <Skeleton aria-label="Loading time zone" className="h-4 w-40" />;
  if (zone.error)
    return (
      <span className="text-destructive">The time zone could not be loaded: {errorMessage(zone.error)}</span>
    );
  return (
    <span className="flex flex-col">
      <span>{zoneName(zone.data.zone)}</span>
      <span className="text-muted-foreground text-xs">{sourceOf(zone.data, companyName)}</span>
    </span>
  );
}
