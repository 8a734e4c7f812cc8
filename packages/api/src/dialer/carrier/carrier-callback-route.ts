import { type AppDatabase, calls } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { TelephonyProvider } from '../telephony.ts';
import { applyCarrierStatus } from './carrier-status.ts';

export const NO_CARRIER_CALLS_BACK = 'No carrier that calls back is set up on this server';
export const CALLBACK_NOT_SIGNED = 'The status callback is not signed by the carrier (X-Twilio-Signature)';
export const CALLBACK_WITHOUT_CALL = 'The status callback names no CallSid';

/**
 * The call a carrier's id names. A call from the browser is on record under the browser's leg; the
 * prospect's leg (the <Dial>'s <Number>) reports under its own CallSid with the browser's as ParentCallSid.
 */
async function callBySid(db: AppDatabase, sid: string | undefined) {
  if (!sid) return undefined;
  return db.select({ id: calls.id }).from(calls).where(eq(calls.providerCallId, sid)).get();
}

/**
 * A carrier's status callback over HTTP: refused (403) unless its signature is the carrier's over the
 * URL we gave and the fields it sent; a CallSid we never placed is acknowledged and ignored.
 */
export async function receiveCarrierCallback(
  db: AppDatabase,
  input: {
    provider: TelephonyProvider | undefined;
    url: string;
    payload: string;
    signature: string | null;
    now: number;
  },
): Promise<void> {
  const check = input.provider?.isCallbackAuthentic;
  if (!check) throw new TRPCError({ code: 'BAD_REQUEST', message: NO_CARRIER_CALLS_BACK });
  const params = Object.fromEntries(new URLSearchParams(input.payload));
  if (!check(input.url, params, input.signature))
    throw new TRPCError({ code: 'FORBIDDEN', message: CALLBACK_NOT_SIGNED });
  if (!params.CallSid) throw new TRPCError({ code: 'BAD_REQUEST', message: CALLBACK_WITHOUT_CALL });
  const call = (await callBySid(db, params.CallSid)) ?? (await callBySid(db, params.ParentCallSid));
  if (call) await applyCarrierStatus(db, { callId: call.id, params, now: input.now });
}
