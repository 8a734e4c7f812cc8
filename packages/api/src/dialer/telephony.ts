/**
 * The telephony seam (issue 35). The embedded default places no call: the rep dials from their own
 * phone (a tel: link) and logs the call here; a carrier (Twilio) places real calls when configured.
 */

export type TelephonyProviderId = 'own_phone' | 'twilio';

export interface PlacedCall {
  providerCallId: string;
  /** The carrier's state of the call right after the request (Twilio: queued, ringing...). */
  status: string;
}

export interface TelephonyProvider {
  id: TelephonyProviderId;
  /** What the rep sees: it says plainly whether a real call is placed. */
  label: string;
  /** False: nothing is dialled by the app; the screen offers a tel: link and a manual log. */
  placesCalls: boolean;
  /** Places a call to an E.164 number; status changes come back to statusCallbackUrl. */
  placeCall(request: { to: string; statusCallbackUrl: string }): Promise<PlacedCall>;
  hangUp(providerCallId: string): Promise<void>;
}

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
