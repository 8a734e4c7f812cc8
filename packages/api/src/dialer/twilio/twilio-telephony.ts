import type { PlacedCall, TelephonyProvider } from '../telephony.ts';
import { twilioVoiceAccessToken, type VoiceTokenKeys } from './access-token.ts';
import { isTwilioSignatureValid } from './twilio-signature.ts';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** The caller id: a Twilio number or verified number, E.164. */
  from: string;
  /** https://api.twilio.com; a local fake in tests. */
  baseUrl?: string;
  /** What the callee hears once connected (TwiML) when the call is placed over REST, not from the browser. */
  twiml?: string;
  /** An API key and a TwiML App: the rep's browser calls through the Voice JS SDK (ADR 072). */
  browser?: Omit<VoiceTokenKeys, 'accountSid'>;
}

export const TWILIO_LABEL = 'Twilio (real calls are placed and may be recorded)';

/** After dial-pad tones the call's TwiML holds the line this long (the new TwiML replaces the old). */
export const DIGITS_HOLD_SECONDS = 600;

const DEFAULT_TWIML = '<Response><Say>Please hold while we connect you.</Say></Response>';

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Twilio's answer to a refused request: its code and message, said to the rep. */
async function refusal(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => ({}))) as { code?: number; message?: string };
  return new Error(
    `Twilio refused the call (${response.status}${body.code ? `, code ${body.code}` : ''}): ${body.message ?? 'no reason given'}`,
  );
}

function browserCallingOf(config: TwilioConfig): TelephonyProvider['browserCalls'] {
  const browser = config.browser;
  if (!browser) return undefined;
  const keys = { accountSid: config.accountSid, ...browser };
  return {
    callerId: config.from,
    accessToken: (identity, now) => twilioVoiceAccessToken(keys, { identity, now }),
  };
}

/**
 * The Calls REST API: POST /2010-04-01/Accounts/{sid}/Calls.json places a call (status callbacks for
 * every state, answering-machine detection, a recording); POSTing Status=completed to the call hangs up.
 */
export function createTwilioTelephony(config: TwilioConfig): TelephonyProvider {
  const base = `${config.baseUrl ?? 'https://api.twilio.com'}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const post = (path: string, form: URLSearchParams) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(15_000),
    });
  return {
    id: 'twilio',
    label: TWILIO_LABEL,
    placesCalls: true,
    async placeCall({ to, statusCallbackUrl }): Promise<PlacedCall> {
      const form = new URLSearchParams({
        To: to,
        From: config.from,
        Twiml: config.twiml ?? DEFAULT_TWIML,
        StatusCallback: statusCallbackUrl,
        StatusCallbackMethod: 'POST',
        // Asynchronous detection: the call connects at once; AnsweredBy arrives in its own callback,
        // after the greeting's beep (DetectMessageEnd), the moment a voicemail drop can start.
        MachineDetection: 'DetectMessageEnd',
        AsyncAmd: 'true',
        AsyncAmdStatusCallback: statusCallbackUrl,
        AsyncAmdStatusCallbackMethod: 'POST',
        Record: 'true',
      });
      for (const event of ['initiated', 'ringing', 'answered', 'completed'])
        form.append('StatusCallbackEvent', event);
      const response = await post('/Calls.json', form);
      if (!response.ok) throw await refusal(response);
      const call = (await response.json()) as { sid: string; status: string };
      return { providerCallId: call.sid, status: call.status };
    },
    async hangUp(providerCallId) {
      const response = await post(
        `/Calls/${encodeURIComponent(providerCallId)}.json`,
        new URLSearchParams({ Status: 'completed' }),
      );
      if (!response.ok) throw await refusal(response);
    },
    async sendDigits(providerCallId, digits) {
      // Updating a live call with TwiML (Calls API): the tones are played, then the line stays open.
      const twiml = `<Response><Play digits="${digits}"/><Pause length="${DIGITS_HOLD_SECONDS}"/></Response>`;
      const response = await post(
        `/Calls/${encodeURIComponent(providerCallId)}.json`,
        new URLSearchParams({ Twiml: twiml }),
      );
      if (!response.ok) throw await refusal(response);
    },
    async playAndHangUp(providerCallId, audioUrl) {
      // The message is fetched by Twilio from our signed, short-lived link, played, then the call ends.
      const twiml = `<Response><Play>${escapeXml(audioUrl)}</Play><Hangup/></Response>`;
      const response = await post(
        `/Calls/${encodeURIComponent(providerCallId)}.json`,
        new URLSearchParams({ Twiml: twiml }),
      );
      if (!response.ok) throw await refusal(response);
    },
    isCallbackAuthentic: (url, params, signature) =>
      isTwilioSignatureValid(config.authToken, url, params, signature),
    browserCalls: browserCallingOf(config),
  };
}
