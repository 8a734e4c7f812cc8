import { PhoneIcon, PhoneOffIcon, VoicemailIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import type { SessionView } from './dialer-session';

type Current = NonNullable<SessionView['current']>;
export type PlacedCall = NonNullable<Current['call']>;

const LIVE = new Set(['queued', 'ringing', 'in_progress']);
export const isLive = (call: PlacedCall | null | undefined) => Boolean(call && LIVE.has(call.status));

/** What the rep reads about the call's carrier state. */
export function callStateText(call: PlacedCall): string {
  const seconds = call.durationSeconds === null ? '' : ` (${call.durationSeconds} s)`;
  switch (call.status) {
    case 'queued':
      return 'Dialling…';
    case 'ringing':
      return 'Ringing…';
    case 'in_progress':
      if (call.voicemail) return 'Voicemail message playing; the carrier hangs up after it';
      return call.answeredBy === 'machine' ? 'A voicemail answered' : 'Connected: a person answered';
    case 'completed':
      return call.voicemail ? `Voicemail message dropped${seconds}` : `Call ended${seconds}`;
    case 'busy':
      return 'Busy';
    case 'no_answer':
      return 'No answer';
    case 'failed':
      return 'The call failed';
    default:
      return 'Call cancelled';
  }
}

/** Call through the carrier, its live state, Hang up, and a voicemail drop once a machine answers. */
export function CarrierCall({ view, current }: { view: SessionView; current: Current }) {
  const utils = trpc.useUtils();
  const voiceSelect = useId();
  const [voiceId, setVoiceId] = useState('');
  const refresh = () => utils.dialer.session.invalidate({ id: view.id });
  const onError = (error: { message: string }) => toast.error(errorMessage(error));
  const place = trpc.dialer.placeCall.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: refresh,
    onError,
  });
  const hangUp = trpc.dialer.hangUp.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: refresh,
    onError,
  });
  const drop = trpc.dialer.dropVoicemail.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: () => {
      toast.success('Voicemail message dropped');
      refresh();
    },
    onError,
  });
  const call = current.call;
  const live = isLive(call);
  // Once dropped, a real carrier plays the message and hangs up: nothing more to drop.
  const voicemail = call?.status === 'in_progress' && call.answeredBy === 'machine' && !call.voicemail;
  const voices = trpc.dialer.voices.useQuery(undefined, { enabled: voicemail });
  const number = current.prospect.phoneE164;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {number && !live && (
          <Button type="button" disabled={place.isPending} onClick={() => place.mutate({ id: view.id })}>
            <PhoneIcon aria-hidden />
            {call ? `Call ${number} again` : `Call ${number}`}
          </Button>
        )}
        {live && call && (
          <Button
            type="button"
            variant="destructive"
            disabled={hangUp.isPending}
            onClick={() => hangUp.mutate({ id: call.id })}
          >
            <PhoneOffIcon aria-hidden />
            Hang up
          </Button>
        )}
        <p role="status" aria-live="polite" className="text-sm" data-slot="call-state">
          {call ? callStateText(call) : ''}
        </p>
      </div>
      {voicemail && call && (
        <div className="flex flex-wrap items-end gap-2" data-slot="voicemail-drop">
          <div className="flex flex-col gap-1">
            <Label htmlFor={voiceSelect}>Voice to drop</Label>
            <NativeSelect
              id={voiceSelect}
              value={voiceId}
              onChange={(event) => setVoiceId(event.target.value)}
            >
              <option value="">Choose a voice…</option>
              {(voices.data?.voices ?? []).map((voice) => (
                <option key={voice.id} value={voice.id}>
                  {voice.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button
            type="button"
            variant="secondary"
            disabled={!voiceId || drop.isPending}
            onClick={() => drop.mutate({ id: call.id, voiceId })}
          >
            <VoicemailIcon aria-hidden />
            Drop voicemail
          </Button>
          {voices.data?.voices.length === 0 && (
            <p className="text-muted-foreground text-sm">No voice yet: add one under Voices below.</p>
          )}
        </div>
      )}
    </div>
  );
}
