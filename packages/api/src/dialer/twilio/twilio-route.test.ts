import { calls } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { appOnTwilioFake, call, ok, prospect, type View } from '../../testing/dialer-fixtures.ts';
import { signedIn } from '../../testing/outreach-fixtures.ts';
import { CALLBACK_NOT_SIGNED } from '../carrier/carrier-callback-route.ts';
import { selectTelephony } from '../telephony.ts';
import { twilioSignature } from './twilio-signature.ts';
import { TWILIO_LABEL } from './twilio-telephony.ts';

const account = { sid: 'AC00000000000000000000000000000002', token: 'route-auth-token' };
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

describe('Twilio chosen by TWILIO_*: Call and its signed status callbacks', { timeout: 60_000 }, () => {
  it('chooses Twilio only when all three variables are set', () => {
    expect(selectTelephony({})).toBeUndefined();
    expect(() => selectTelephony({ TWILIO_ACCOUNT_SID: account.sid })).toThrow(
      'Set all of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER',
    );
    const twilio = selectTelephony({
      TWILIO_ACCOUNT_SID: account.sid,
      TWILIO_AUTH_TOKEN: account.token,
      TWILIO_FROM_NUMBER: '+15005550006',
    });
    expect(twilio?.label).toBe(TWILIO_LABEL);
  });

  it('places the call at the fake; signed callbacks move the call, a forged one is refused', async () => {
    const { t, fake } = await appOnTwilioFake(account);
    closers.push(fake.close);
    const { cookie } = await signedIn(t);
    const id = await prospect(t, cookie, 'Ada');
    const session = await ok<View>(
      await call(t, cookie, 'POST', '/dialer/sessions', { source: 'selection', prospectIds: [id] }),
    );
    expect(session.provider).toMatchObject({ id: 'twilio', placesCalls: true });
    const placed = await ok<{ id: string; status: string }>(
      await call(t, cookie, 'POST', `/dialer/sessions/${session.id}/call`),
    );
    expect(placed.status).toBe('queued');
    const sent = fake.calls[0];
    const url = 'http://localhost/api/dialer/twilio/status';
    expect(sent?.form.get('StatusCallback')).toBe(url);
    expect(sent?.form.get('To')).toBe('+442079460958');

    const callback = (params: Record<string, string>, signature?: string) =>
      t.app.request(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': signature ?? twilioSignature(account.token, url, params),
        },
        body: new URLSearchParams(params).toString(),
      });
    const base = { AccountSid: account.sid, CallSid: sent?.sid ?? '' };
    const forged = await callback({ ...base, CallStatus: 'completed' }, 'forged=');
    expect([forged.status, (await forged.json()).error]).toEqual([403, CALLBACK_NOT_SIGNED]);
    expect((await callback({ ...base, CallStatus: 'in-progress' })).status).toBe(200);
    const row = () => t.db.select().from(calls).where(eq(calls.id, placed.id)).get();
    expect(await row()).toMatchObject({ status: 'in_progress', answeredBy: null });
    // Asynchronous answering-machine detection: AnsweredBy in a callback of its own, no CallStatus.
    expect(sent?.form.get('AsyncAmdStatusCallback')).toBe(url);
    const amd = { ...base, AnsweredBy: 'human', MachineDetectionDuration: '2140' };
    expect((await callback(amd)).status).toBe(200);
    expect(await row()).toMatchObject({ status: 'in_progress', answeredBy: 'human' });
    // Hang-up asks Twilio; its 'completed' callback then ends the call with duration and recording.
    await ok(await call(t, cookie, 'POST', `/calls/${placed.id}/hang-up`));
    expect(sent?.status).toBe('completed');
    const recordingUrl = `${fake.baseUrl}/2010-04-01/Accounts/${account.sid}/Recordings/RE1`;
    await callback({ ...base, CallStatus: 'completed', CallDuration: '42', RecordingUrl: recordingUrl });
    await callback({ ...base, CallStatus: 'ringing' }); // late: changes nothing
    expect(await row()).toMatchObject({ status: 'completed', durationSeconds: 42, recordingUrl });
  });
});
