import { calls } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { appOnTwilioFake, call, ok, prospect, type View } from '../../testing/dialer-fixtures.ts';
import { signedIn } from '../../testing/outreach-fixtures.ts';
import { VOICEMAIL_AUDIO_LINK_INVALID, VOICEMAIL_AUDIO_TTL_MS } from '../voices/voicemail-audio.ts';
import { twilioSignature } from './twilio-signature.ts';

const account = { sid: 'AC00000000000000000000000000000003', token: 'drop-auth-token' };
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

/** A Twilio call to a prospect, connected, that answering-machine detection says a voicemail took. */
async function voicemailOnTwilio() {
  const { t, fake } = await appOnTwilioFake(account);
  closers.push(fake.close);
  const { cookie } = await signedIn(t);
  const id = await prospect(t, cookie, 'Ada');
  const session = await ok<View>(
    await call(t, cookie, 'POST', '/dialer/sessions', { source: 'selection', prospectIds: [id] }),
  );
  const placed = await ok<{ id: string }>(
    await call(t, cookie, 'POST', `/dialer/sessions/${session.id}/call`),
  );
  const sent = fake.calls[0]!;
  const url = 'http://localhost/api/dialer/twilio/status';
  const callback = (fields: Record<string, string>) => {
    const params = { AccountSid: account.sid, CallSid: sent.sid, ...fields };
    return t.app.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(account.token, url, params),
      },
      body: new URLSearchParams(params).toString(),
    });
  };
  await callback({ CallStatus: 'in-progress' });
  await callback({ AnsweredBy: 'machine_end_beep' });
  return { t, cookie, callId: placed.id, sent, callback };
}

describe('voicemail drop on Twilio', { timeout: 60_000 }, () => {
  it('hands Twilio a signed link to the message, which plays it and hangs up; the link expires', async () => {
    const { t, cookie, callId, sent, callback } = await voicemailOnTwilio();
    const voice = await ok<{ id: string }>(
      await call(t, cookie, 'POST', '/voices', {
        name: 'Follow-up',
        voicemailText: 'Hi {{first_name}}, sorry I missed you. I will email you the details.',
      }),
    );
    const dropped = await ok<{ status: string; voicemail: { voiceId: string } | null }>(
      await call(t, cookie, 'POST', `/calls/${callId}/voicemail-drop`, { voiceId: voice.id }),
    );
    // The call stays live until Twilio's own 'completed' callback.
    expect(dropped).toMatchObject({ status: 'in_progress', voicemail: { voiceId: voice.id } });
    const twiml = sent.updates.at(-1)?.get('Twiml') ?? '';
    const link =
      /^<Response><Play>(http:\/\/localhost\/api\/dialer\/voicemail-audio\/[A-Za-z0-9_.-]+)<\/Play><Hangup\/><\/Response>$/.exec(
        twiml,
      )?.[1];
    expect(link, twiml).toBeTruthy();

    // Twilio fetches it without a session: a WAV of the message.
    const audio = await t.app.request(link!);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    const bytes = Buffer.from(await audio.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WAVE');

    // An altered link, and the same link after its 10 minutes, open nothing.
    const altered = await t.app.request(`${link!.slice(0, -3)}AAA`);
    expect([altered.status, (await altered.json()).error]).toEqual([404, VOICEMAIL_AUDIO_LINK_INVALID]);
    t.clock.now += VOICEMAIL_AUDIO_TTL_MS + 1;
    const expired = await t.app.request(link!);
    expect([expired.status, (await expired.json()).error]).toEqual([404, VOICEMAIL_AUDIO_LINK_INVALID]);

    await callback({ CallStatus: 'completed', CallDuration: '31' });
    const row = await t.db.select().from(calls).where(eq(calls.id, callId)).get();
    expect(row).toMatchObject({ status: 'completed', voicemailVoiceId: voice.id, durationSeconds: 31 });
  });

  it("refuses another owner's voice with a 404 and asks Twilio nothing", async () => {
    const { t, cookie, callId, sent } = await voicemailOnTwilio();
    const stranger = await signedIn(t, 'other-dropper@example.com');
    const theirs = await ok<{ id: string }>(
      await call(t, stranger.cookie, 'POST', '/voices', { name: 'Theirs', voicemailText: 'Hello.' }),
    );
    const updatesBefore = sent.updates.length;
    const refused = await call(t, cookie, 'POST', `/calls/${callId}/voicemail-drop`, { voiceId: theirs.id });
    expect(refused.status).toBe(404);
    expect(sent.updates).toHaveLength(updatesBefore);
  });
});
