/**
 * The telephony seam (issue 35). The embedded default is the sandbox carrier (no real calls, the
 * number decides the outcome); Twilio places real calls when configured; "Call from my phone" (a tel:
 * link and a manual log) is always there for reps without a carrier.
 */

import type { TelephonyProvider } from '../context.ts';
import { createTwilioTelephony } from './twilio/twilio-telephony.ts';

// The interface is declared beside the other services in context.ts (a lower layer than the areas).
export type { PlacedCall, TelephonyProvider, TelephonyProviderId } from '../context.ts';
export { SANDBOX_CARRIER_LABEL, sandboxTelephony } from './carrier/sandbox-carrier.ts';

export const OWN_PHONE_LABEL = 'Log a call from your own phone (no call is placed by Leadpath, no audio)';
export const OWN_PHONE_PLACES_NO_CALLS =
  'This dialer places no calls: dial the number from your own phone, then log the call';

/** "Call from my phone": a manual log of calls made from the rep's own phone. */
export const ownPhoneTelephony: TelephonyProvider = {
  id: 'own_phone',
  label: OWN_PHONE_LABEL,
  placesCalls: false,
  placeCall: () => Promise.reject(new Error(OWN_PHONE_PLACES_NO_CALLS)),
  hangUp: () => Promise.resolve(),
};

export interface TelephonyEnv {
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM_NUMBER?: string;
  /** Calls from the browser (Voice JS SDK): an API key, its secret and the TwiML App, all three or none. */
  TWILIO_API_KEY_SID?: string;
  TWILIO_API_KEY_SECRET?: string;
  TWILIO_TWIML_APP_SID?: string;
  /** Tests point this at a local fake; absent: https://api.twilio.com. */
  TWILIO_API_BASE_URL?: string;
}

/** Twilio when all three of its variables are set; absent: undefined (the sandbox carrier). */
export function selectTelephony(env: TelephonyEnv): TelephonyProvider | undefined {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM_NUMBER: from } = env;
  const given = [accountSid, authToken, from].filter(Boolean).length;
  if (given === 0) return undefined;
  if (!accountSid || !authToken || !from)
    throw new Error(
      'Set all of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER to place calls with Twilio, or none of them for the sandbox carrier',
    );
  return createTwilioTelephony({
    accountSid,
    authToken,
    from,
    baseUrl: env.TWILIO_API_BASE_URL,
    browser: browserKeysOf(env),
  });
}

/** The browser's calling keys (ADR 072): all three variables, or none (calls are placed over REST only). */
function browserKeysOf(env: TelephonyEnv) {
  const { TWILIO_API_KEY_SID: apiKeySid, TWILIO_API_KEY_SECRET: apiKeySecret } = env;
  const twimlAppSid = env.TWILIO_TWIML_APP_SID;
  const given = [apiKeySid, apiKeySecret, twimlAppSid].filter(Boolean).length;
  if (given === 0) return undefined;
  if (!apiKeySid || !apiKeySecret || !twimlAppSid)
    throw new Error(
      'Set all of TWILIO_API_KEY_SID, TWILIO_API_KEY_SECRET and TWILIO_TWIML_APP_SID to call from the browser, or none of them',
    );
  return { apiKeySid, apiKeySecret, twimlAppSid };
}
