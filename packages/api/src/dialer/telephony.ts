/**
 * The telephony seam (issue 35). The embedded default places no call: the rep dials from their own
 * phone (a tel: link) and logs the call here; a carrier (Twilio) places real calls when configured.
 */

import type { TelephonyProvider } from '../context.ts';

// The interface is declared beside the other services in context.ts (a lower layer than the areas).
export type { PlacedCall, TelephonyProvider, TelephonyProviderId } from '../context.ts';

export const OWN_PHONE_LABEL = 'Log a call from your own phone (no call is placed by Leadpath, no audio)';
export const OWN_PHONE_PLACES_NO_CALLS =
  'This dialer places no calls: dial the number from your own phone, then log the call';

/** The embedded default: a manual log of calls made from the rep's own phone. */
export const ownPhoneTelephony: TelephonyProvider = {
  id: 'own_phone',
  label: OWN_PHONE_LABEL,
  placesCalls: false,
  placeCall: () => Promise.reject(new Error(OWN_PHONE_PLACES_NO_CALLS)),
  hangUp: () => Promise.resolve(),
};
