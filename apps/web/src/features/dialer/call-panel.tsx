import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { BrowserCall } from './browser-call';
import { CallMoves } from './call-moves';
import { CallNotesFields } from './call-notes-fields';
import { CarrierCall, isLive } from './carrier-call';
import { DialPad } from './dial-pad';
import type { SessionView } from './dialer-session';
import { DispositionChoice } from './disposition-choice';
import type { BrowserCallHandle } from './twilio-device';
import { useCallLog } from './use-call-log';

type Current = NonNullable<SessionView['current']>;

/** Call, then the required disposition and notes, then Next; Skip leaves the prospect uncalled. */
export function CallPanel({ view, current }: { view: SessionView; current: Current }) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  // The browser's own leg of a call from the browser, while it is up (its tones are the rep's).
  const [browserLeg, setBrowserLeg] = useState<BrowserCallHandle | null>(null);
  const callLog = useCallLog(view, current, startedAt);
  const { logged } = callLog;
  const live = isLive(current.call);
  return (
    <Card data-slot="call-panel">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Call</h2>
        </CardTitle>
        <CardDescription>
          {view.provider.placesCalls
            ? `Call places the call through ${view.provider.label}; or dial from your own phone and log it.`
            : 'Dial from your own phone; the app places no call and records nothing.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-4" onSubmit={callLog.submit} noValidate>
          {view.provider.placesCalls &&
            !logged &&
            (view.provider.browserCalls ? (
              <BrowserCall view={view} current={current} onLive={setBrowserLeg} />
            ) : (
              <CarrierCall view={view} current={current} />
            ))}
          {!logged && (
            <DialPad
              liveCallId={
                !view.provider.browserCalls && current.call?.status === 'in_progress' ? current.call.id : null
              }
              onTone={browserLeg ? (key) => browserLeg.sendDigits(key) : undefined}
              onOwnPhoneCall={() => setStartedAt(Date.now())}
            />
          )}
          <CallMoves
            view={view}
            current={current}
            logged={logged}
            live={live}
            onOwnPhoneCall={() => setStartedAt(Date.now())}
          />
          <DispositionChoice callLog={callLog} />
          <CallNotesFields callLog={callLog} />
          <div>
            <Button type="submit" disabled={logged || live || callLog.pending}>
              {logged ? 'Call logged' : 'Log call'}
            </Button>
            {live && <p className="mt-1 text-muted-foreground text-sm">Hang up before logging the call.</p>}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
