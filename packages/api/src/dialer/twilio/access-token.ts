import { createHmac } from 'node:crypto';

/** How long a browser's calling token lasts: one dial attempt needs seconds; Twilio allows up to 24 h. */
export const VOICE_TOKEN_TTL_SECONDS = 10 * 60;

export interface VoiceTokenKeys {
  accountSid: string;
  /** An API key of the account (SK...) and its secret: the token is signed with it, never the auth token. */
  apiKeySid: string;
  apiKeySecret: string;
  /** The TwiML App (AP...) whose Voice URL Twilio asks when the browser connects. */
  twimlAppSid: string;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * A Twilio Access Token for the Voice JS SDK (Twilio's "Access Tokens" page): a JWT signed HS256
 * with the API key secret, header cty "twilio-fpa;v=1", issued by the API key for the account, with
 * the identity and an outgoing voice grant to the TwiML App. Made with node:crypto: the `twilio`
 * package would bring its whole REST client (and jsonwebtoken) for these few lines.
 */
export function twilioVoiceAccessToken(
  keys: VoiceTokenKeys,
  input: { identity: string; now: number; ttlSeconds?: number },
): { token: string; expiresAt: number } {
  const issuedAt = Math.floor(input.now / 1000);
  const expires = issuedAt + (input.ttlSeconds ?? VOICE_TOKEN_TTL_SECONDS);
  const header = { typ: 'JWT', alg: 'HS256', cty: 'twilio-fpa;v=1' };
  const payload = {
    jti: `${keys.apiKeySid}-${issuedAt}`,
    iss: keys.apiKeySid,
    sub: keys.accountSid,
    iat: issuedAt,
    nbf: issuedAt,
    exp: expires,
    grants: {
      identity: input.identity,
      voice: { outgoing: { application_sid: keys.twimlAppSid } },
    },
  };
  const signed = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  const signature = createHmac('sha256', keys.apiKeySecret).update(signed).digest('base64url');
  return { token: `${signed}.${signature}`, expiresAt: expires * 1000 };
}
