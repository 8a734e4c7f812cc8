import { randomUUID } from 'node:crypto';
import { toE164 } from '@leadpath/core/phone-number';
import {
  type AppDatabase,
  type CallProvider,
  type CallRow,
  calls,
  dialerQueueItems,
  prospects,
} from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, eq, inArray } from 'drizzle-orm';
import { scheduleSimulatedCallbacks } from './carrier/carrier-callback-job.ts';
import { ownSession } from './next-in-session.ts';
import { readDialerSettings } from './settings.ts';
import type { TelephonyProvider } from './telephony.ts';

export const NOBODY_ON_SCREEN = 'No prospect is on screen in this session: press Next first';
export const CALL_STILL_LIVE = 'A call to this prospect is still on the line: hang up first';

/** Where a carrier posts its status callbacks (signed; see the Twilio status route). */
export const TWILIO_STATUS_PATH = '/api/dialer/twilio/status';

async function currentItemOf(db: AppDatabase, sessionId: string) {
  const item = await db
    .select()
    .from(dialerQueueItems)
    .where(and(eq(dialerQueueItems.sessionId, sessionId), eq(dialerQueueItems.status, 'current')))
    .get();
  if (!item) throw new TRPCError({ code: 'BAD_REQUEST', message: NOBODY_ON_SCREEN });
  return item;
}

/**
 * The prospect on screen, its E.164 number, and a new call to it on record (queued), after the checks
 * every carrier call passes: the session is the caller's, someone is on screen with a number, and no
 * call to them is still live. Shared by a call placed over REST and one from the browser.
 */
export async function recordQueuedCall(
  db: AppDatabase,
  input: {
    ownerId: string;
    sessionId: string;
    provider: TelephonyProvider;
    now: number;
    /** What the record says placed the call; the carrier's id unless said (a call from the browser). */
    callProvider?: CallProvider;
  },
): Promise<{ id: string; to: string }> {
  const { ownerId, sessionId, provider, now } = input;
  await ownSession(db, ownerId, sessionId);
  const item = await currentItemOf(db, sessionId);
  const prospect = await db.select().from(prospects).where(eq(prospects.id, item.prospectId)).get();
  if (!prospect) throw new TRPCError({ code: 'BAD_REQUEST', message: NOBODY_ON_SCREEN });
  const settings = await readDialerSettings(db, ownerId, now);
  const number = toE164(prospect.phone, { callingCode: settings.defaultCountryCode });
  if (!number.ok) throw new TRPCError({ code: 'BAD_REQUEST', message: number.reason });
  const live = await db
    .select({ id: calls.id })
    .from(calls)
    .where(
      and(
        eq(calls.sessionId, sessionId),
        eq(calls.prospectId, prospect.id),
        inArray(calls.status, ['queued', 'ringing', 'in_progress']),
      ),
    )
    .get();
  if (live) throw new TRPCError({ code: 'CONFLICT', message: CALL_STILL_LIVE });
  const id = randomUUID();
  await db
    .insert(calls)
    .values({
      id,
      ownerId,
      prospectId: prospect.id,
      sessionId,
      toNumber: number.number,
      provider: input.callProvider ?? provider.id,
      status: 'queued',
      startedAt: new Date(now),
    })
    .run();
  return { id, to: number.number };
}

/**
 * Calls the prospect on screen through the carrier: the call is on record (queued) before the carrier
 * is asked, so its callbacks always find it; a refusal marks it failed and is said to the rep (502).
 */
export async function placeCall(
  db: AppDatabase,
  input: { ownerId: string; sessionId: string; provider: TelephonyProvider; publicUrl: string; now: number },
): Promise<CallRow> {
  const { provider, now } = input;
  if (!provider.placesCalls)
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'No carrier is set up: call from your own phone and log the call',
    });
  const { id, to } = await recordQueuedCall(db, input);
  try {
    const placed = await provider.placeCall({
      to,
      statusCallbackUrl: `${input.publicUrl}${TWILIO_STATUS_PATH}`,
    });
    await db.transaction(async (tx) => {
      await tx.update(calls).set({ providerCallId: placed.providerCallId }).where(eq(calls.id, id)).run();
      await scheduleSimulatedCallbacks(tx, { callId: id, placed, now });
    });
  } catch (error) {
    await db
      .update(calls)
      .set({ status: 'failed', endedAt: new Date(now) })
      .where(eq(calls.id, id))
      .run();
    throw new TRPCError({
      code: 'BAD_GATEWAY',
      message: error instanceof Error ? error.message : 'The carrier did not place the call',
    });
  }
  const row = await db.select().from(calls).where(eq(calls.id, id)).get();
  if (!row) throw new Error(`The call ${id} vanished right after it was placed`);
  return row;
}
