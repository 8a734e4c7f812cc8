import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeTwilioCall, startFakeTwilio } from './fake-twilio.ts';
import { isTwilioSignatureValid, twilioSignature } from './twilio-signature.ts';
import { createTwilioTelephony } from './twilio-telephony.ts';

const account = { sid: 'AC00000000000000000000000000000001', token: 'fake-auth-token' };
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

async function fake() {
  const twilio = await startFakeTwilio(account);
  closers.push(twilio.close);
  return twilio;
}

/** Our side of the status callbacks: what arrived, and whether each signature checked out. */
async function callbackReceiver() {
  const received: { params: Record<string, string>; valid: boolean }[] = [];
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const params = Object.fromEntries(new URLSearchParams(body));
    const valid = isTwilioSignatureValid(
      account.token,
      url,
      params,
      req.headers['x-twilio-signature'] as string,
    );
    received.push({ params, valid });
    res.writeHead(valid ? 204 : 403).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/dialer/twilio/status`;
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url, received };
}

describe('Twilio: the Calls REST API against a local fake', () => {
  it('signs as Twilio documents it (their published example)', () => {
    const params = {
      CallSid: 'CA1234567890ABCDE',
      Caller: '+14158675310',
      Digits: '1234',
      From: '+14158675310',
      To: '+18005551212',
    };
    const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
    expect(twilioSignature('12345', url, params)).toBe('GvWf1cFY/Q7PnoempGyD5oXAezc=');
    expect(isTwilioSignatureValid('12345', url, params, 'GvWf1cFY/Q7PnoempGyD5oXAezc=')).toBe(true);
    expect(
      isTwilioSignatureValid('12345', url, { ...params, Digits: '9999' }, 'GvWf1cFY/Q7PnoempGyD5oXAezc='),
    ).toBe(false);
    expect(isTwilioSignatureValid('12345', url, params, undefined)).toBe(false);
  });

  it('places a call with status callbacks, answering-machine detection and a recording; hangs up', async () => {
    const twilio = await fake();
    const receiver = await callbackReceiver();
    const telephony = createTwilioTelephony({
      accountSid: account.sid,
      authToken: account.token,
      from: '+15005550006',
      baseUrl: twilio.baseUrl,
    });
    expect(telephony.placesCalls).toBe(true);
    const placed = await telephony.placeCall({ to: '+442079460958', statusCallbackUrl: receiver.url });
    expect(placed).toEqual({ providerCallId: twilio.calls[0]?.sid, status: 'queued' });
    const form = (twilio.calls[0] as FakeTwilioCall).form;
    expect(form.get('To')).toBe('+442079460958');
    expect(form.get('From')).toBe('+15005550006');
    expect(form.get('StatusCallback')).toBe(receiver.url);
    expect(form.getAll('StatusCallbackEvent')).toEqual(['initiated', 'ringing', 'answered', 'completed']);
    expect(form.get('MachineDetection')).toBe('DetectMessageEnd');
    expect(form.get('AsyncAmd')).toBe('true');
    expect(form.get('AsyncAmdStatusCallback')).toBe(receiver.url);
    expect(form.get('AsyncAmdStatusCallbackMethod')).toBe('POST');
    expect(form.get('Record')).toBe('true');

    // Twilio's callbacks, signed: ours accepts them; a forged one is refused.
    const call = twilio.calls[0] as FakeTwilioCall;
    const answered = await twilio.sendStatusCallback(call, {
      CallStatus: 'in-progress',
      AnsweredBy: 'machine_start',
    });
    expect(answered.status).toBe(204);
    // Dial-pad tones: the live call is updated with TwiML that plays them and holds the line.
    await telephony.sendDigits?.(placed.providerCallId, '2w#');
    expect(call.updates.map((update) => update.get('Twiml'))).toEqual([
      '<Response><Play digits="2w#"/><Pause length="600"/></Response>',
    ]);
    const completed = await twilio.sendStatusCallback(call, {
      CallStatus: 'completed',
      CallDuration: '42',
      RecordingUrl: `${twilio.baseUrl}/2010-04-01/Accounts/${account.sid}/Recordings/RE1`,
    });
    expect(completed.status).toBe(204);
    expect(receiver.received.map((entry) => [entry.params.CallStatus, entry.valid])).toEqual([
      ['in-progress', true],
      ['completed', true],
    ]);
    expect(receiver.received[1]?.params.RecordingUrl).toContain('/Recordings/RE1');
    const forged = await fetch(receiver.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'forged=' },
      body: new URLSearchParams({ CallSid: call.sid, CallStatus: 'completed' }),
    });
    expect(forged.status).toBe(403);

    await telephony.hangUp(placed.providerCallId);
    expect(call.status).toBe('completed');
  });

  it('passes on Twilio’s refusals with their code: a wrong token, a bad number', async () => {
    const twilio = await fake();
    const wrongToken = createTwilioTelephony({
      accountSid: account.sid,
      authToken: 'nope',
      from: '+15005550006',
      baseUrl: twilio.baseUrl,
    });
    await expect(
      wrongToken.placeCall({ to: '+442079460958', statusCallbackUrl: 'http://127.0.0.1/cb' }),
    ).rejects.toThrow('Twilio refused the call (401, code 20003): Authenticate');
    const telephony = createTwilioTelephony({
      accountSid: account.sid,
      authToken: account.token,
      from: '+15005550006',
      baseUrl: twilio.baseUrl,
    });
    await expect(
      telephony.placeCall({ to: '020 7946', statusCallbackUrl: 'http://127.0.0.1/cb' }),
    ).rejects.toThrow('code 21211');
    expect(twilio.calls).toEqual([]);
  });
});
