/**
 * Twilio's Voice JS SDK, fetched only when a browser call starts: the dynamic import makes it a chunk
 * of its own, so no page's first JavaScript carries it (ADR 072).
 */

export type BrowserCallState = 'connecting' | 'ringing' | 'open' | 'closed';

export interface BrowserCallHandle {
  hangUp(): void;
  /** Dial-pad tones into the connected call (the browser's leg plays them). */
  sendDigits(digits: string): void;
}

export const MICROPHONE_REFUSED =
  'The browser refused the microphone: allow it for this site (the icon in the address bar), then press Call again.';
export const TOKEN_REFUSED =
  "Twilio refused this server's calling token: an Admin should check TWILIO_API_KEY_SID, TWILIO_API_KEY_SECRET and TWILIO_TWIML_APP_SID. Meanwhile use Call from my phone.";
export const BROWSER_CANNOT_CALL =
  'This browser cannot place calls (no WebRTC): use Call from my phone, or another browser.';
export const SDK_DID_NOT_LOAD =
  'The calling library did not load: check your connection and press Call again.';

const MICROPHONE_CODES = new Set([31401, 31402, 31208]);
const TOKEN_CODES = new Set([
  20101, 20102, 20103, 20104, 20105, 20106, 20151, 20157, 31204, 31205, 31206, 31207,
]);

/** What the rep reads for a Twilio error: what happened and what to do about it. */
export function browserCallErrorMessage(error: { code?: number; message?: string }): string {
  if (error.code && MICROPHONE_CODES.has(error.code)) return MICROPHONE_REFUSED;
  if (error.code && TOKEN_CODES.has(error.code)) return TOKEN_REFUSED;
  const code = error.code ? ` (Twilio error ${error.code})` : '';
  return `The call could not go through${code}: ${error.message ?? 'no reason given'}. Press Call again, or use Call from my phone.`;
}

/**
 * Connects the browser to the prospect: a Device with the server's token, then connect() with the
 * call's number and id, which Twilio hands to the TwiML App's Voice URL. States and errors go to the
 * callbacks; the handle hangs up and sends tones.
 */
export async function connectBrowserCall(
  started: { token: string; to: string; callId: string },
  on: { state(state: BrowserCallState): void; error(message: string): void },
): Promise<BrowserCallHandle> {
  let sdk: typeof import('@twilio/voice-sdk');
  try {
    sdk = await import('@twilio/voice-sdk');
  } catch {
    throw new Error(SDK_DID_NOT_LOAD);
  }
  if (!sdk.Device.isSupported) throw new Error(BROWSER_CANNOT_CALL);
  const device = new sdk.Device(started.token, { closeProtection: true });
  device.on('error', (error: { code?: number; message?: string }) =>
    on.error(browserCallErrorMessage(error)),
  );
  on.state('connecting');
  let call: Awaited<ReturnType<typeof device.connect>>;
  try {
    call = await device.connect({ params: { To: started.to, callId: started.callId } });
  } catch (error) {
    device.destroy();
    throw new Error(browserCallErrorMessage(error as { code?: number; message?: string }));
  }
  const closed = () => {
    on.state('closed');
    device.destroy();
  };
  call.on('ringing', () => on.state('ringing'));
  call.on('accept', () => on.state('open'));
  call.on('disconnect', closed);
  call.on('cancel', closed);
  call.on('reject', closed);
  call.on('error', (error: { code?: number; message?: string }) => on.error(browserCallErrorMessage(error)));
  return {
    hangUp: () => call.disconnect(),
    sendDigits: (digits) => call.sendDigits(digits),
  };
}
