/** A local fake of Twilio's Calls API for tests, on 127.0.0.1: it checks what Twilio checks and answers as Twilio does. */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { twilioSignature } from './twilio-signature.ts';

export interface FakeTwilioCall {
  sid: string;
  form: URLSearchParams;
  status: string;
  /** Each update POSTed to the call (Status=completed, Twiml=...), in order. */
  updates: URLSearchParams[];
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

export async function startFakeTwilio(account: { sid: string; token: string }) {
  const calls: FakeTwilioCall[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${account.sid}:${account.token}`).toString('base64')}`;
  const server = createServer(async (req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== expectedAuth)
      return reply(401, { code: 20003, message: 'Authenticate', status: 401 });
    const form = new URLSearchParams(await bodyOf(req));
    const prefix = `/2010-04-01/Accounts/${account.sid}/Calls`;
    if (req.method === 'POST' && req.url === `${prefix}.json`) {
      if (!form.get('To')?.startsWith('+'))
        return reply(400, {
          code: 21211,
          message: `The 'To' number ${form.get('To')} is not a valid phone number.`,
          status: 400,
        });
      const call = {
        sid: `CA${String(calls.length + 1).padStart(32, '0')}`,
        form,
        status: 'queued',
        updates: [],
      };
      calls.push(call);
      return reply(201, { sid: call.sid, status: call.status, to: form.get('To'), from: form.get('From') });
    }
    const call = calls.find((entry) => req.url === `${prefix}/${entry.sid}.json`);
    if (req.method === 'POST' && call) {
      call.updates.push(form);
      call.status = form.get('Status') ?? call.status;
      return reply(200, { sid: call.sid, status: call.status });
    }
    reply(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** Twilio's status callback for a call, signed as Twilio signs it, POSTed to the URL the call gave. */
  async function sendStatusCallback(call: FakeTwilioCall, fields: Record<string, string>) {
    const url = call.form.get('StatusCallback') ?? '';
    const params = { AccountSid: account.sid, CallSid: call.sid, ...fields };
    return fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(account.token, url, params),
      },
      body: new URLSearchParams(params),
    });
  }

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    sendStatusCallback,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
