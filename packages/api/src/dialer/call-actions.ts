import { type AppDatabase, type CallRow, calls, voices } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { CALL_NOT_FOUND } from './calls-list.ts';
import { applyCarrierStatus, isFinalCallStatus } from './carrier/carrier-status.ts';
import type { TelephonyProvider } from './telephony.ts';
import { VOICE_NOT_FOUND } from './voices/voices.ts';

export const CALL_ALREADY_ENDED = 'This call has already ended';
export const NOT_A_VOICEMAIL = 'A message can only be dropped once a voicemail has answered';
export const VOICEMAIL_DROP_NOT_SUPPORTED =
  'This carrier cannot drop a message into a voicemail; leave the message yourself';

async function ownCall(db: AppDatabase, ownerId: string, id: string): Promise<CallRow> {
  const row = await db
    .select()
    .from(calls)
    .where(and(eq(calls.id, id), eq(calls.ownerId, ownerId)))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: CALL_NOT_FOUND });
  return row;
}

/** The sandbox has no one to call back: its end of the call is recorded at once, as a carrier's 'completed'. */
async function completeSimulated(db: AppDatabase, call: CallRow, now: number): Promise<CallRow> {
  const seconds = Math.max(0, Math.round((now - call.startedAt.getTime()) / 1000));
  const params =
    call.status === 'in_progress'
      ? { CallStatus: 'completed', CallDuration: String(seconds) }
      : { CallStatus: 'canceled', CallDuration: '0' };
  return (await applyCarrierStatus(db, { callId: call.id, params, now })) ?? call;
}

/** Hangs up a live call; a real carrier's 'completed' callback then ends it on record. */
export async function hangUpCall(
  db: AppDatabase,
  input: { ownerId: string; callId: string; provider: TelephonyProvider; now: number },
): Promise<CallRow> {
  const call = await ownCall(db, input.ownerId, input.callId);
  if (isFinalCallStatus(call.status))
    throw new TRPCError({ code: 'BAD_REQUEST', message: CALL_ALREADY_ENDED });
  if (call.providerCallId) await input.provider.hangUp(call.providerCallId);
  // A browser call the carrier never reached (the microphone refused, the tab closed) has nobody to
  // call back: it is canceled here, like the sandbox's.
  const noCallback = call.provider === 'sandbox' || !call.providerCallId;
  return noCallback ? completeSimulated(db, call, input.now) : call;
}

/**
 * Plays the voice's message into the voicemail that answered, then hangs up: at once on the sandbox
 * carrier; a real carrier fetches the message from a signed, short-lived link and its 'completed'
 * callback ends the call on record.
 */
export async function dropVoicemail(
  db: AppDatabase,
  input: {
    ownerId: string;
    callId: string;
    voiceId: string;
    now: number;
    provider: TelephonyProvider;
    /** The carrier's link to the message (voicemailAudioUrl). */
    audioUrlOf: (callId: string, voiceId: string) => string;
  },
): Promise<CallRow> {
  const call = await ownCall(db, input.ownerId, input.callId);
  if (isFinalCallStatus(call.status))
    throw new TRPCError({ code: 'BAD_REQUEST', message: CALL_ALREADY_ENDED });
  if (call.status !== 'in_progress' || call.answeredBy !== 'machine')
    throw new TRPCError({ code: 'BAD_REQUEST', message: NOT_A_VOICEMAIL });
  const carrier = call.provider === 'sandbox' ? null : input.provider;
  if (carrier && (carrier.id !== call.provider || !carrier.playAndHangUp || !call.providerCallId))
    throw new TRPCError({ code: 'BAD_REQUEST', message: VOICEMAIL_DROP_NOT_SUPPORTED });
  const voice = await db
    .select({ id: voices.id })
    .from(voices)
    .where(and(eq(voices.id, input.voiceId), eq(voices.ownerId, input.ownerId)))
    .get();
  if (!voice) throw new TRPCError({ code: 'NOT_FOUND', message: VOICE_NOT_FOUND });
  if (carrier?.playAndHangUp && call.providerCallId)
    await carrier
      .playAndHangUp(call.providerCallId, input.audioUrlOf(call.id, voice.id))
      .catch((error: unknown) => {
        throw new TRPCError({
          code: 'BAD_GATEWAY',
          message: error instanceof Error ? error.message : 'The carrier did not play the message',
        });
      });
  await db
    .update(calls)
    .set({ voicemailVoiceId: voice.id, voicemailDroppedAt: new Date(input.now) })
    .where(eq(calls.id, call.id))
    .run();
  const dropped = { ...call, voicemailVoiceId: voice.id, voicemailDroppedAt: new Date(input.now) };
  return carrier ? dropped : completeSimulated(db, dropped, input.now);
}

export const DIGITS_NEED_A_LIVE_CALL = 'Dial pad tones can only be sent while the call is connected';
export const DIGITS_NOT_SUPPORTED = 'This carrier cannot send dial pad tones; use your phone’s keypad';
export const DIGITS_FROM_THE_BROWSER =
  'A call from the browser plays its tones from the browser: use the dial pad on the call screen';

/** Plays dial-pad tones into a connected call through its carrier. */
export async function sendCallDigits(
  db: AppDatabase,
  input: { ownerId: string; callId: string; digits: string; provider: TelephonyProvider },
): Promise<{ callId: string; digits: string }> {
  const call = await ownCall(db, input.ownerId, input.callId);
  if (call.status !== 'in_progress' || !call.providerCallId)
    throw new TRPCError({ code: 'BAD_REQUEST', message: DIGITS_NEED_A_LIVE_CALL });
  // Updating a browser call's TwiML over REST would end its <Dial>: the browser's leg plays the tones.
  if (call.provider === 'twilio_browser')
    throw new TRPCError({ code: 'BAD_REQUEST', message: DIGITS_FROM_THE_BROWSER });
  if (call.provider !== input.provider.id || !input.provider.sendDigits)
    throw new TRPCError({ code: 'BAD_REQUEST', message: DIGITS_NOT_SUPPORTED });
  await input.provider.sendDigits(call.providerCallId, input.digits).catch((error: unknown) => {
    throw new TRPCError({
      code: 'BAD_GATEWAY',
      message: error instanceof Error ? error.message : 'The carrier did not play the tones',
    });
  });
  return { callId: call.id, digits: input.digits };
}
