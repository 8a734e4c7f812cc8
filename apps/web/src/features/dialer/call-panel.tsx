import { DISPOSITION_REQUIRED } from '@leadpath/core/schemas/dialer';
import { PhoneIcon, SkipForwardIcon, StepForwardIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { BrowserCall } from './browser-call';
import { CarrierCall, isLive } from './carrier-call';
import { DialPad } from './dial-pad';
import type { SessionView } from './dialer-session';
import type { BrowserCallHandle } from './twilio-device';

type Current = NonNullable<SessionView['current']>;

/** Call, then the required disposition and notes, then Next; Skip leaves the prospect uncalled. */
export function CallPanel({ view, current }: { view: SessionView; current: Current }) {
  const utils = trpc.useUtils();
  const ids = { notes: useId(), followUp: useId(), followUpNote: useId(), error: useId() };
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [dispositionId, setDispositionId] = useState('');
  const [notes, setNotes] = useState('');
  const [followUpDate, setFollowUpDate] = useState('');
  const [followUpNote, setFollowUpNote] = useState('');
  const [missing, setMissing] = useState(false);
  const [logged, setLogged] = useState(false);
  // The browser's own leg of a call from the browser, while it is up (its tones are the rep's).
  const [browserLeg, setBrowserLeg] = useState<BrowserCallHandle | null>(null);
  const dispositions = trpc.dialer.dispositions.useQuery();
  const refresh = (next: SessionView) => utils.dialer.session.setData({ id: view.id }, next);
  const move = trpc.dialer.next.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: refresh,
    onError: (error) => toast.error(errorMessage(error)),
  });
  const log = trpc.dialer.logCall.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: () => {
      setLogged(true);
      toast.success(`Call with ${current.prospect.name} logged`);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!dispositionId) return setMissing(true);
    // A call the carrier placed gets the disposition (its duration is the carrier's); else a manual log.
    const placed = current.call;
    log.mutate({
      prospectId: current.prospect.id,
      sessionId: view.id,
      callId: placed?.id,
      dispositionId,
      notes,
      durationSeconds: !placed && startedAt ? Math.round((Date.now() - startedAt) / 1000) : undefined,
      followUp: followUpDate
        ? { dueAt: new Date(`${followUpDate}T09:00`).getTime(), note: followUpNote }
        : undefined,
    });
  }

  const number = current.prospect.phoneE164;
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
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
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
          <div className="flex flex-wrap gap-2">
            {number && !logged && !current.call && (
              <Button asChild variant={view.provider.placesCalls ? 'outline' : 'default'}>
                <a href={`tel:${number}`} onClick={() => setStartedAt(Date.now())}>
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
          <fieldset
            className="flex flex-col gap-2"
            disabled={logged}
            aria-describedby={missing ? ids.error : undefined}
          >
            <legend className="mb-2 font-medium text-sm">Disposition (required)</legend>
            {dispositions.isPending ? (
              <p className="text-muted-foreground text-sm">Loading dispositions…</p>
            ) : dispositions.error ? (
              <p className="text-destructive text-sm">{errorMessage(dispositions.error)}</p>
            ) : (
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {dispositions.data.dispositions.map((entry) => (
                  <label
                    key={entry.id}
                    className="flex cursor-pointer items-center gap-2 rounded-md border px-2 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent"
                  >
                    <input
                      type="radio"
                      name="disposition"
                      value={entry.id}
                      checked={dispositionId === entry.id}
                      onChange={() => {
                        setDispositionId(entry.id);
                        setMissing(false);
                      }}
                    />
                    {entry.label}
                  </label>
                ))}
              </div>
            )}
            <FieldError id={ids.error}>{missing ? DISPOSITION_REQUIRED : null}</FieldError>
          </fieldset>
          <Field>
            <Label htmlFor={ids.notes}>Notes</Label>
            <Textarea
              id={ids.notes}
              value={notes}
              disabled={logged}
              onChange={(event) => setNotes(event.target.value)}
            />
          </Field>
          <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
            <Field>
              <Label htmlFor={ids.followUp}>Follow-up on</Label>
              <Input
                id={ids.followUp}
                type="date"
                value={followUpDate}
                disabled={logged}
                onChange={(event) => setFollowUpDate(event.target.value)}
              />
            </Field>
            <Field>
              <Label htmlFor={ids.followUpNote}>Follow-up note</Label>
              <Input
                id={ids.followUpNote}
                value={followUpNote}
                disabled={logged || !followUpDate}
                onChange={(event) => setFollowUpNote(event.target.value)}
              />
            </Field>
          </div>
          <div>
            <Button type="submit" disabled={logged || live || log.isPending}>
              {logged ? 'Call logged' : 'Log call'}
            </Button>
            {live && <p className="mt-1 text-muted-foreground text-sm">Hang up before logging the call.</p>}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
