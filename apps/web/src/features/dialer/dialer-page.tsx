import { PhoneIcon } from 'lucide-react';
import { FeatureGate } from '@/components/feature-gate';
import { DialerSession } from './dialer-session';
import { DispositionsCard } from './dispositions-card';
import { ScriptCard } from './script-card';
import { StartSession } from './start-session';
import { VoicesCard } from './voices-card';

/** /dashboard/dialer: start a session, then work its queue one prospect at a time. */
export function DialerPage({
  sessionId,
  onSession,
}: {
  sessionId?: string;
  onSession: (id: string | undefined) => void;
}) {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <div className="flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-lg border bg-card [&_svg]:size-5">
            <PhoneIcon aria-hidden />
          </span>
          <h1 className="font-semibold text-2xl tracking-tight">Power Dialer</h1>
        </div>
        <p className="text-muted-foreground text-sm">
          Call through a list: the next prospect’s card and script, a disposition and notes after each call.
        </p>
      </header>
      <FeatureGate feature="power-dialer" name="Power Dialer">
        <div className="flex flex-col gap-6">
          {sessionId ? (
            <DialerSession sessionId={sessionId} onLeave={() => onSession(undefined)} />
          ) : (
            <StartSession onStarted={onSession} />
          )}
          <DispositionsCard />
          <ScriptCard />
          <VoicesCard />
        </div>
      </FeatureGate>
    </div>
  );
}
