import { type AppDatabase, calls } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, eq, isNull } from 'drizzle-orm';
import { callingRuleReasonOf, callingRulesOf, TAKEN_BY_ANOTHER_REP } from '../next-in-session.ts';
import { reserveProspect } from '../reservations.ts';
import type { TelephonyProvider } from '../telephony.ts';
import { dialTwiml, refusalTwiml } from './browser-call-twiml.ts';

/** Where Twilio asks what to do with a call from the rep's browser: the TwiML App's Voice URL. */
export const TWILIO_VOICE_PATH = '/api/dialer/twilio/voice';

export const NO_BROWSER_CALLING = 'No carrier that calls from the browser is set up on this server';
export const VOICE_REQUEST_NOT_SIGNED = 'The voice request is not signed by the carrier (X-Twilio-Signature)';
export const NOT_YOUR_CALL = 'This call was not started from your dialer.';
export const CALL_NOT_WAITING = 'This call was already connected or has ended.';
export const NUMBER_CHANGED = 'The number does not match the prospect on screen.';

type Refusal = { refused: string; cancel: boolean };

/** The identity the browser's token named: Twilio sends it as From "client:<identity>". */
const identityOf = (from: string | undefined) => (from?.startsWith('client:') ? from.slice(7) : null);

async function cancelCall(db: AppDatabase, callId: string, now: number) {
  await db
    .update(calls)
    .set({ status: 'canceled', endedAt: new Date(now), durationSeconds: 0 })
    .where(and(eq(calls.id, callId), eq(calls.status, 'queued')))
    .run();
}

/**
 * Why this browser call may not go out, or null: the call is the identity's own and still waiting,
 * the number is the one on record, and the same rules as the queue hold now (do-not-call, a failing
 * number, calling hours in the prospect's zone, the prospect still held by this session).
 */
async function refusalOf(
  db: AppDatabase,
  params: Record<string, string>,
  now: number,
): Promise<Refusal | { callId: string; to: string }> {
  const ownerId = identityOf(params.From);
  const row = ownerId
    ? await db
        .select()
        .from(calls)
        .where(and(eq(calls.id, params.callId ?? ''), eq(calls.ownerId, ownerId)))
        .get()
    : undefined;
  if (row?.provider !== 'twilio_browser') return { refused: NOT_YOUR_CALL, cancel: false };
  if (row.status !== 'queued' || row.providerCallId) return { refused: CALL_NOT_WAITING, cancel: false };
  if (params.To !== row.toNumber) return { refused: NUMBER_CHANGED, cancel: true };
  const rules = await callingRulesOf(db, row.ownerId, now);
  const ruled = await callingRuleReasonOf(db, {
    ownerId: row.ownerId,
    prospectId: row.prospectId,
    rules,
    now,
  });
  if (ruled) return { refused: ruled, cancel: true };
  if (row.sessionId) {
    const held = await reserveProspect(db, {
      prospectId: row.prospectId,
      sessionId: row.sessionId,
      userId: row.ownerId,
      now,
    });
    if (!held) return { refused: TAKEN_BY_ANOTHER_REP, cancel: true };
  }
  return { callId: row.id, to: row.toNumber };
}

/**
 * The TwiML App's Voice URL: Twilio's signed request for a call the browser connected with
 * params { To, callId }. Refused (403) unless signed; a call the rules refuse is canceled and the
 * rep hears why; an allowed one takes Twilio's CallSid and is dialled (dialTwiml).
 */
export async function answerBrowserCall(
  db: AppDatabase,
  input: {
    provider: TelephonyProvider | undefined;
    url: string;
    statusCallbackUrl: string;
    payload: string;
    signature: string | null;
    now: number;
  },
): Promise<string> {
  const browser = input.provider?.browserCalls;
  const check = input.provider?.isCallbackAuthentic;
  if (!browser || !check) throw new TRPCError({ code: 'BAD_REQUEST', message: NO_BROWSER_CALLING });
  const params = Object.fromEntries(new URLSearchParams(input.payload));
  if (!check(input.url, params, input.signature))
    throw new TRPCError({ code: 'FORBIDDEN', message: VOICE_REQUEST_NOT_SIGNED });
  const verdict = await refusalOf(db, params, input.now);
  if ('refused' in verdict) {
    if (verdict.cancel) await cancelCall(db, params.callId ?? '', input.now);
    return refusalTwiml(verdict.refused);
  }
  // Taken once: a retried request for the same call finds it connected and is refused.
  const taken = await db
    .update(calls)
    .set({ providerCallId: params.CallSid ?? null })
    .where(and(eq(calls.id, verdict.callId), eq(calls.status, 'queued'), isNull(calls.providerCallId)))
    .returning({ id: calls.id })
    .all();
  if (taken.length === 0) return refusalTwiml(CALL_NOT_WAITING);
  return dialTwiml({
    callerId: browser.callerId,
    to: verdict.to,
    statusCallbackUrl: input.statusCallbackUrl,
  });
}
