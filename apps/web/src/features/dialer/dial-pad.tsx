import { DeleteIcon, PhoneIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;
const KEY_NAMES: Record<string, string> = { '*': 'Star', '#': 'Pound' };

/**
 * A dial pad. During a connected carrier call each key is sent as a tone (a phone menu, an
 * extension); otherwise the keys type a number to dial from the rep's own phone.
 */
export function DialPad({
  liveCallId,
  onTone,
  onOwnPhoneCall,
}: {
  liveCallId: string | null;
  /** A call from the browser plays the tones itself (its leg is the rep's), not through the server. */
  onTone?: (key: string) => void;
  onOwnPhoneCall: () => void;
}) {
  const numberId = useId();
  const [typed, setTyped] = useState('');
  const [sent, setSent] = useState('');
  const send = trpc.dialer.sendDigits.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (result) => setSent((before) => before + result.digits),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const inCall = Boolean(liveCallId || onTone);
  const press = (key: string) => {
    if (onTone) {
      onTone(key);
      setSent((before) => before + key);
    } else if (liveCallId) send.mutate({ id: liveCallId, digits: key });
    else setTyped((before) => (before + key).slice(0, 32));
  };
  const dialable = typed.replace(/[^\d+*#]/g, '');

  return (
    <details className="rounded-md border p-3" data-slot="dial-pad">
      <summary className="cursor-pointer font-medium text-sm">Dial pad</summary>
      <div className="mt-3 flex flex-col gap-3">
        {inCall ? (
          <p role="status" aria-live="polite" className="text-sm">
            {sent ? `Tones sent: ${sent}` : 'Each key plays its tone into the call.'}
          </p>
        ) : (
          <div className="flex max-w-xs flex-col gap-1">
            <Label htmlFor={numberId}>Number to dial</Label>
            <Input
              id={numberId}
              inputMode="tel"
              autoComplete="off"
              value={typed}
              maxLength={32}
              onChange={(event) => setTyped(event.target.value)}
              // Enter would submit the call log around the pad.
              onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
            />
          </div>
        )}
        <fieldset className="grid w-48 grid-cols-3 gap-2">
          <legend className="sr-only">Dial pad keys</legend>
          {KEYS.map((key) => (
            <Button
              key={key}
              type="button"
              variant="outline"
              aria-label={KEY_NAMES[key] ?? key}
              disabled={send.isPending}
              onClick={() => press(key)}
            >
              {key}
            </Button>
          ))}
        </fieldset>
        {!inCall && (
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="ghost"
              aria-label="Delete the last digit"
              disabled={!typed}
              onClick={() => setTyped((before) => before.slice(0, -1))}
            >
              <DeleteIcon aria-hidden />
            </Button>
            {dialable && (
              <Button asChild variant="outline">
                <a href={`tel:${dialable}`} onClick={onOwnPhoneCall}>
                  <PhoneIcon aria-hidden />
                  Call {dialable} from my phone
                </a>
              </Button>
            )}
          </div>
        )}
      </div>
    </details>
  );
}
