import { LoaderCircleIcon, PhoneIcon, PhoneOffIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';
import { callStateText, isLive } from './carrier-call';
import type { SessionView } from './dialer-session';
import { type BrowserCallHandle, type BrowserCallState, connectBrowserCall } from './twilio-device';

type Current = NonNullable<SessionView['current']>;

const STATE_TEXT: Record<Exclude<BrowserCallState, 'closed'>, string> = {
  connecting: 'Connecting your browser…',
  ringing: 'Ringing…',
  open: 'Connected: talk through your headset or speakers',
};

/**
 * Call from the browser (Twilio's Voice JS SDK, loaded on the first press): the server records the
 * call and hands out a token, the browser connects, Hang up ends it. While the browser's leg is up
 * its state is shown; afterwards the carrier's callbacks (the session view) tell how the call ended.
 */
export function BrowserCall({
  view,
  current,
  onLive,
}: {
  view: SessionView;
  current: Current;
  /** The live call's handle (dial-pad tones go through it), or null once it has ended. */
  onLive: (handle: BrowserCallHandle | null) => void;
}) {
  const utils = trpc.useUtils();
  const handle = useRef<BrowserCallHandle | null>(null);
  const [state, setState] = useState<Exclude<BrowserCallState, 'closed'> | 'loading' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => utils.dialer.session.invalidate({ id: view.id });
  const start = trpc.dialer.voiceToken.useMutation({ meta: { globalErrorToast: false } });
  const cancel = trpc.dialer.hangUp.useMutation({ meta: { globalErrorToast: false }, onSettled: refresh });
  // Leaving the screen ends the browser's leg: nobody would hear the prospect.
  useEffect(() => () => handle.current?.hangUp(), []);

  async function call() {
    setProblem(null);
    setState('loading');
    let callId: string | null = null;
    try {
      const started = await start.mutateAsync({ sessionId: view.id });
      callId = started.callId;
      await refresh();
      handle.current = await connectBrowserCall(started, {
        state: (next) => {
          setState(next === 'closed' ? null : next);
          if (next !== 'closed') return;
          handle.current = null;
          onLive(null);
          void refresh();
        },
        error: (message) => setProblem(message),
      });
      onLive(handle.current);
    } catch (error) {
      setState(null);
      setProblem(errorMessage(error));
      // The carrier never got the call: it is canceled on record so the prospect can be called again.
      if (callId) cancel.mutate({ id: callId });
    }
  }

  const recorded = current.call;
  const active = state !== null;
  const number = current.prospect.phoneE164;
  return (
    <div className="flex flex-col gap-2" data-slot="browser-call">
      <div className="flex flex-wrap items-center gap-2">
        {number && !active && !isLive(recorded) && (
          <Button type="button" onClick={call}>
            <PhoneIcon aria-hidden />
            {recorded ? `Call ${number} again` : `Call ${number}`}
          </Button>
        )}
        {state === 'loading' && (
          <Button type="button" disabled>
            <LoaderCircleIcon aria-hidden className="animate-spin" />
            Starting the call…
          </Button>
        )}
        {active && state !== 'loading' && (
          <Button type="button" variant="destructive" onClick={() => handle.current?.hangUp()}>
            <PhoneOffIcon aria-hidden />
            Hang up
          </Button>
        )}
        {!active && isLive(recorded) && recorded && (
          // The browser's leg is gone (a reload, a lost connection) while the call is still on record.
          <Button
            type="button"
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate({ id: recorded.id })}
          >
            <PhoneOffIcon aria-hidden />
            Hang up
          </Button>
        )}
        <p role="status" aria-live="polite" className="text-sm" data-slot="call-state">
          {active && state !== 'loading' ? STATE_TEXT[state] : recorded ? callStateText(recorded) : ''}
        </p>
      </div>
      {problem && (
        <p role="alert" className="text-destructive text-sm">
          {problem}
        </p>
      )}
    </div>
  );
}
