import { randomUUID } from 'node:crypto';
import type { PlacedCall, TelephonyProvider } from '../telephony.ts';

export const SANDBOX_CARRIER_LABEL = 'Sandbox carrier (no real calls are placed)';

export type SandboxOutcome = 'answered' | 'no_answer' | 'busy' | 'voicemail' | 'failed';

/**
 * The number decides, like the LinkedIn sandbox network: its last digit 2 is busy, 3 no answer,
 * 4 a voicemail, 5 a failed call; any other digit is answered by a person.
 */
export function sandboxOutcomeOf(e164: string): SandboxOutcome {
  const last = e164.trim().slice(-1);
  if (last === '2') return 'busy';
  if (last === '3') return 'no_answer';
  if (last === '4') return 'voicemail';
  if (last === '5') return 'failed';
  return 'answered';
}

/** How long the sandbox's callee stays on the line when the rep does not hang up first. */
export const SANDBOX_TALK_MS = 5 * 60_000;
export const SANDBOX_VOICEMAIL_MS = 60_000;

/** The callbacks a real carrier would send for that outcome, with Twilio's field names and states. */
export function sandboxCallbacksOf(
  outcome: SandboxOutcome,
): { afterMs: number; params: Record<string, string> }[] {
  const ringing = { afterMs: 1_000, params: { CallStatus: 'ringing' } };
  switch (outcome) {
    case 'failed':
      return [{ afterMs: 1_000, params: { CallStatus: 'failed' } }];
    case 'busy':
      return [ringing, { afterMs: 3_000, params: { CallStatus: 'busy' } }];
    case 'no_answer':
      return [ringing, { afterMs: 6_000, params: { CallStatus: 'no-answer' } }];
    case 'voicemail':
      return [
        ringing,
        { afterMs: 3_000, params: { CallStatus: 'in-progress', AnsweredBy: 'machine_end_beep' } },
        {
          afterMs: 3_000 + SANDBOX_VOICEMAIL_MS,
          params: { CallStatus: 'completed', CallDuration: String(SANDBOX_VOICEMAIL_MS / 1000) },
        },
      ];
    case 'answered':
      return [
        ringing,
        { afterMs: 3_000, params: { CallStatus: 'in-progress', AnsweredBy: 'human' } },
        {
          afterMs: 3_000 + SANDBOX_TALK_MS,
          params: { CallStatus: 'completed', CallDuration: String(SANDBOX_TALK_MS / 1000) },
        },
      ];
  }
}

/**
 * The embedded default carrier: nothing is dialled; the call's states come back as a carrier's status
 * callbacks would, delivered by the job engine on the app clock (so any instance may deliver them).
 */
export const sandboxTelephony: TelephonyProvider = {
  id: 'sandbox',
  label: SANDBOX_CARRIER_LABEL,
  placesCalls: true,
  placeCall: ({ to }): Promise<PlacedCall> =>
    Promise.resolve({
      providerCallId: `SB${randomUUID().replaceAll('-', '')}`,
      status: 'queued',
      simulatedCallbacks: sandboxCallbacksOf(sandboxOutcomeOf(to)),
    }),
  // The sandbox's hang-up is recorded by the dialer at once (a real carrier calls back 'completed').
  hangUp: () => Promise.resolve(),
  // No one is on the line to hear the tones: the sandbox accepts them as a carrier would.
  sendDigits: () => Promise.resolve(),
};
