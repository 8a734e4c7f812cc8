import type { AppDatabase } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { recordQueuedCall } from './place-call.ts';
import type { TelephonyProvider } from './telephony.ts';

export const SANDBOX_PLACES_NO_BROWSER_CALLS =
  'The sandbox carrier places no browser calls: Twilio with an API key and a TwiML App (TWILIO_API_KEY_SID, TWILIO_API_KEY_SECRET, TWILIO_TWIML_APP_SID) must be set up on the server; use Call or call from your own phone';

export const browserCallSchema = z.object({
  /** A Twilio Access Token for Device(token) of @twilio/voice-sdk. */
  token: z.string(),
  /** The identity the token names; Twilio's Voice URL request says From "client:<identity>". */
  identity: z.string(),
  expiresAt: z.number().int(),
  /** The call on record (queued); the browser sends it with To in Device.connect({ params }). */
  callId: z.string(),
  to: z.string(),
});

/**
 * A call from the rep's browser: the call to the prospect on screen is put on record (queued, the
 * same checks as a call placed over REST) and the browser gets a short-lived token for it. The
 * carrier then asks the Voice URL, which checks the rules again and dials (browser-call-route.ts).
 */
export async function startBrowserCall(
  db: AppDatabase,
  input: { ownerId: string; sessionId: string; provider: TelephonyProvider; now: number },
): Promise<z.infer<typeof browserCallSchema>> {
  const browser = input.provider.browserCalls;
  if (!browser) throw new TRPCError({ code: 'BAD_REQUEST', message: SANDBOX_PLACES_NO_BROWSER_CALLS });
  const { id, to } = await recordQueuedCall(db, { ...input, callProvider: 'twilio_browser' });
  const { token, expiresAt } = browser.accessToken(input.ownerId, input.now);
  return { token, identity: input.ownerId, expiresAt, callId: id, to };
}
