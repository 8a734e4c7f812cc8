import { createHmac } from 'node:crypto';
import { calls, doNotCallEntries } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, ok, prospect, type View } from '../../testing/dialer-fixtures.ts';
import { signedIn } from '../../testing/outreach-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { SANDBOX_PLACES_NO_BROWSER_CALLS } from '../browser-call.ts';
import { DIGITS_FROM_THE_BROWSER } from '../call-actions.ts';
import { selectTelephony } from '../telephony.ts';
import { VOICE_TOKEN_TTL_SECONDS } from './access-token.ts';
import { NOT_YOUR_CALL, VOICE_REQUEST_NOT_SIGNED } from './browser-call-route.ts';
import { twilioSignature } from './twilio-signature.ts';

const account = { sid: 'AC00000000000000000000000000000004', token: 'browser-auth-token' };
const keys = {
  TWILIO_API_KEY_SID: `SK${'1'.repeat(32)}`,
  TWILIO_API_KEY_SECRET: 'api-key-secret',
  TWILIO_TWIML_APP_SID: `AP${'2'.repeat(32)}`,
};
const voiceUrl = 'http://localhost/api/dialer/twilio/voice';
const statusUrl = 'http://localhost/api/dialer/twilio/status';

interface BrowserCall {
  token: string;
  identity: string;
  expiresAt: number;
  callId: string;
  to: string;
}

/** The test app on Twilio with browser calling; nothing here reaches Twilio's REST API. */
function appWithBrowserCalls() {
  const t = createTestApp();
  t.deps.services.telephony = selectTelephony({
    TWILIO_ACCOUNT_SID: account.sid,
    TWILIO_AUTH_TOKEN: account.token,
    TWILIO_FROM_NUMBER: '+15005550006',
    TWILIO_API_BASE_URL: 'http://127.0.0.1:9',
    ...keys,
  });
  return t;
}

/** A Pro rep with Ada on screen and a browser call to her on record. */
async function browserCallToAda() {
  const t = appWithBrowserCalls();
  const { cookie, user } = await signedIn(t);
  const prospectId = await prospect(t, cookie, 'Ada');
  const session = await ok<View>(
    await call(t, cookie, 'POST', '/dialer/sessions', { source: 'selection', prospectIds: [prospectId] }),
  );
  expect(session.provider).toMatchObject({ id: 'twilio', browserCalls: true });
  const started = await ok<BrowserCall>(
    await call(t, cookie, 'POST', '/dialer/voice-token', { sessionId: session.id }),
  );
  return { t, cookie, user, prospectId, started };
}

/** Twilio's request to the TwiML App's Voice URL, signed as Twilio signs it unless a signature is given. */
function voiceRequest(
  t: ReturnType<typeof createTestApp>,
  fields: Record<string, string>,
  signature?: string,
) {
  const params = { AccountSid: account.sid, ApplicationSid: keys.TWILIO_TWIML_APP_SID, ...fields };
  return t.app.request(voiceUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signature ?? twilioSignature(account.token, voiceUrl, params),
    },
    body: new URLSearchParams(params).toString(),
  });
}

const connectFields = (started: BrowserCall, callSid = 'CA_browser_leg') => ({
  CallSid: callSid,
  From: `client:${started.identity}`,
  To: started.to,
  callId: started.callId,
});

describe('calls from the browser (Twilio Voice JS SDK)', { timeout: 60_000 }, () => {
  it('hands out an Access Token signed with the API key: identity, voice grant, expiry on the app clock', async () => {
    const { t, user, started } = await browserCallToAda();
    const [header, payload, signature] = started.token.split('.') as [string, string, string];
    const expected = createHmac('sha256', keys.TWILIO_API_KEY_SECRET)
      .update(`${header}.${payload}`)
      .digest('base64url');
    expect(signature).toBe(expected);
    const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    expect(decode(header)).toEqual({ typ: 'JWT', alg: 'HS256', cty: 'twilio-fpa;v=1' });
    const issuedAt = Math.floor(t.clock.now / 1000);
    expect(decode(payload)).toEqual({
      jti: `${keys.TWILIO_API_KEY_SID}-${issuedAt}`,
      iss: keys.TWILIO_API_KEY_SID,
      sub: account.sid,
      iat: issuedAt,
      nbf: issuedAt,
      exp: issuedAt + VOICE_TOKEN_TTL_SECONDS,
      grants: {
        identity: user.id,
        voice: { outgoing: { application_sid: keys.TWILIO_TWIML_APP_SID } },
      },
    });
    expect(started).toMatchObject({
      identity: user.id,
      to: '+442079460958',
      expiresAt: (issuedAt + VOICE_TOKEN_TTL_SECONDS) * 1000,
    });
    const row = await t.db.select().from(calls).where(eq(calls.id, started.callId)).get();
    expect(row).toMatchObject({ status: 'queued', provider: 'twilio_browser', providerCallId: null });
    // The browser's keys come all three or not at all.
    const twilio = {
      TWILIO_ACCOUNT_SID: account.sid,
      TWILIO_AUTH_TOKEN: 'x',
      TWILIO_FROM_NUMBER: '+15005550006',
    };
    expect(selectTelephony(twilio)?.browserCalls).toBeUndefined();
    expect(() => selectTelephony({ ...twilio, TWILIO_API_KEY_SID: keys.TWILIO_API_KEY_SID })).toThrow(
      'Set all of TWILIO_API_KEY_SID, TWILIO_API_KEY_SECRET and TWILIO_TWIML_APP_SID',
    );
  });

  it('the Voice URL dials the prospect with the status callbacks; the prospect leg moves the call', async () => {
    const { t, cookie, started } = await browserCallToAda();
    const forged = await voiceRequest(t, connectFields(started), 'forged=');
    expect([forged.status, (await forged.json()).error]).toEqual([403, VOICE_REQUEST_NOT_SIGNED]);

    const answer = await voiceRequest(t, connectFields(started));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/xml');
    const twiml = await answer.text();
    expect(twiml).toContain('<Dial callerId="+15005550006"');
    expect(twiml).toContain(`recordingStatusCallback="${statusUrl}"`);
    expect(twiml).toContain(
      `<Number statusCallbackEvent="initiated ringing answered completed" statusCallback="${statusUrl}" statusCallbackMethod="POST">+442079460958</Number>`,
    );
    // A retried request for the same call is not dialled twice.
    expect(await (await voiceRequest(t, connectFields(started))).text()).toContain('<Hangup/>');

    // The <Number> leg reports under its own CallSid, the browser's as ParentCallSid.
    const child = { AccountSid: account.sid, CallSid: 'CA_prospect_leg', ParentCallSid: 'CA_browser_leg' };
    const callback = (fields: Record<string, string>) => {
      const params = { ...child, ...fields };
      return t.app.request(statusUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': twilioSignature(account.token, statusUrl, params),
        },
        body: new URLSearchParams(params).toString(),
      });
    };
    expect((await callback({ CallStatus: 'in-progress' })).status).toBe(200);
    // Its tones are the browser's: a REST update of the call's TwiML would end the bridge.
    const tones = await call(t, cookie, 'POST', `/calls/${started.callId}/digits`, { digits: '1' });
    expect([tones.status, (await tones.json()).error]).toEqual([400, DIGITS_FROM_THE_BROWSER]);
    await callback({ CallStatus: 'completed', CallDuration: '31' });
    const row = await t.db.select().from(calls).where(eq(calls.id, started.callId)).get();
    expect(row).toMatchObject({ providerCallId: 'CA_browser_leg', status: 'completed', durationSeconds: 31 });
  });

  it('refuses with a spoken reason: outside calling hours, on the do-not-call list, not the caller’s call', async () => {
    const late = await browserCallToAda();
    late.t.clock.now += 10 * 60 * 60_000; // 22:00 in London
    const outside = await (await voiceRequest(late.t, connectFields(late.started))).text();
    expect(outside).toMatch(/<Say>Outside calling hours: 22:00 in Europe\/London.*<\/Say><Hangup\/>/);
    const row = await late.t.db.select().from(calls).where(eq(calls.id, late.started.callId)).get();
    expect(row).toMatchObject({ status: 'canceled', providerCallId: null });

    const listed = await browserCallToAda();
    await listed.t.db
      .insert(doNotCallEntries)
      .values({
        id: 'dnc-1',
        ownerId: listed.user.id,
        phoneNumber: '+442079460958',
        createdAt: new Date(listed.t.clock.now),
      })
      .run();
    const dnc = await (await voiceRequest(listed.t, connectFields(listed.started))).text();
    expect(dnc).toContain('<Say>On the do-not-call list</Say><Hangup/>');

    const stranger = await browserCallToAda();
    const fields = { ...connectFields(stranger.started), From: 'client:someone-else' };
    const notYours = await (await voiceRequest(stranger.t, fields)).text();
    expect(notYours).toContain(`<Say>${NOT_YOUR_CALL}</Say>`);
    const untouched = await stranger.t.db
      .select()
      .from(calls)
      .where(eq(calls.id, stranger.started.callId))
      .get();
    expect(untouched?.status).toBe('queued');
  });

  it('the token endpoint: 400 on the sandbox carrier, closed to Free users', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    const prospectId = await prospect(t, cookie, 'Ada');
    const session = await ok<View>(
      await call(t, cookie, 'POST', '/dialer/sessions', { source: 'selection', prospectIds: [prospectId] }),
    );
    expect(session.provider.browserCalls).toBe(false);
    const sandbox = await call(t, cookie, 'POST', '/dialer/voice-token', { sessionId: session.id });
    expect([sandbox.status, (await sandbox.json()).error]).toEqual([400, SANDBOX_PLACES_NO_BROWSER_CALLS]);
    expect(await t.db.select().from(calls).all()).toEqual([]);

    const twilio = appWithBrowserCalls();
    const free = await signedIn(twilio, 'free@example.com', 'Free');
    const refused = await call(twilio, free.cookie, 'POST', '/dialer/voice-token', { sessionId: 'any' });
    expect(refused.status).toBe(403);
  });
});
