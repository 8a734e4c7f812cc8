import { PhoneIcon, SkipForwardIcon, StepForwardIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import type { SessionView } from './dialer-session';

type Current = NonNullable<SessionView['current']>;

/** Call from my own phone (starts the manual call's clock), Skip (uncalled) and Next (once logged). */
export function CallMoves({
  view,
  current,
  logged,
  live,
  onOwnPhoneCall,
}: {
  view: SessionView;
  current: Current;
  logged: boolean;
  live: boolean;
  onOwnPhoneCall: () => void;
}) {
  const utils = trpc.useUtils();
  const move = trpc.dialer.next.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (next: SessionView) => utils.dialer.session.setData({ id: view.id }, next),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const number = current.prospect.phoneE164;
  return (
    <div className="flex flex-wrap gap-2">
      {number && !logged && !current.call && (
        <Button asChild variant={view.provider.placesCalls ? 'outline' : 'default'}>
          <a href={`tel:${number}`} onClick={onOwnPhoneCall}>
            <PhoneIcon aria-hidden />
            {view.provider.placesCalls ? 'Call from my phone' : `Call ${number}`}
          </a>
        </Button>
      )}
      <Button
        type="button"
        variant="outline"
        disabled={logged || live || move.isPending}
        onClick={() => move.mutate({ id: view.id, skip: true })}
      >
        <SkipForwardIcon aria-hidden />
        Skip
      </Button>
      <Button
        type="button"
        variant="secondary"
        disabled={!logged || move.isPending}
        onClick={() => move.mutate({ id: view.id })}
      >
        <StepForwardIcon aria-hidden />
        Next
      </Button>
    </div>
  );
}
