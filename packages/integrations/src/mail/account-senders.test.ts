import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeNango } from '../oauth/nango-fake.ts';
import { fixedMailCredentials, MailAccountError, nangoMailCredentials } from './account-credentials.ts';
import { sendViaGmail } from './gmail-sender.ts';
import { sendViaGraph } from './graph-sender.ts';
import type { OutgoingMail } from './mailer.ts';
import { mimeHeaderOf, startFakeMailApi } from './testing/fake-mail-api.ts';

const SECRET = 'nango-secret-test';
let nango: Awaited<ReturnType<typeof startFakeNango>>;
let api: Awaited<ReturnType<typeof startFakeMailApi>> | undefined;
beforeAll(async () => {
  nango = await startFakeNango(SECRET);
});
afterAll(() => nango.close());
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const step: OutgoingMail = {
  ownerId: 'u1',
  from: 'Sam Sender <sam@northwind.test>',
  to: ['pat@acme.test'],
  subject: 'Re: Quick question',
  text: 'Hello Pat\n\n-- \nSam',
  messageId: '<step-2.abc@northwind.test>',
  inReplyTo: '<step-1.abc@northwind.test>',
  headers: {
    References: '<step-1.abc@northwind.test>',
    'List-Unsubscribe': '<https://app.example.com/api/unsubscribe/tok>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};

function expectStepHeaders(mime: string | null) {
  const raw = mime ?? '';
  expect(mimeHeaderOf(raw, 'Message-ID')).toBe('<step-2.abc@northwind.test>');
  expect(mimeHeaderOf(raw, 'In-Reply-To')).toBe('<step-1.abc@northwind.test>');
  expect(mimeHeaderOf(raw, 'References')).toBe('<step-1.abc@northwind.test>');
  expect(mimeHeaderOf(raw, 'List-Unsubscribe')).toBe('<https://app.example.com/api/unsubscribe/tok>');
  expect(mimeHeaderOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  expect(mimeHeaderOf(raw, 'From')).toBe('Sam Sender <sam@northwind.test>');
  expect(mimeHeaderOf(raw, 'To')).toBe('pat@acme.test');
  expect(mimeHeaderOf(raw, 'DKIM-Signature')).toBeUndefined();
  expect(raw).toContain('Hello Pat\r\n\r\n-- \r\nSam');
}

describe('sendViaGmail', () => {
  it('POSTs the MIME message base64url in raw to users/me/messages/send with the bearer token', async () => {
    api = await startFakeMailApi();
    const sent = await sendViaGmail(fixedMailCredentials('gmail-token'), step, { baseUrl: api.url });
    expect(sent.messageId).toBe('<step-2.abc@northwind.test>');
    const [request] = api.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/gmail/v1/users/me/messages/send');
    expect(request?.authorization).toBe('Bearer gmail-token');
    expect(request?.contentType).toBe('application/json');
    expectStepHeaders(request?.mime ?? null);
  });

  it('a refusal names what to fix and never carries the token', async () => {
    api = await startFakeMailApi(() => ({ status: 403, message: 'Insufficient Permission' }));
    const error = await sendViaGmail(fixedMailCredentials('secret-token'), step, { baseUrl: api.url }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(MailAccountError);
    expect((error as Error).message).toBe(
      'Google does not allow this account to send mail (Insufficient Permission). Reconnect Google under Integrations and allow sending.',
    );
    expect((error as Error).message).not.toContain('secret-token');
  });
});

describe('sendViaGraph', () => {
  it('POSTs the MIME message base64 as text/plain to me/sendMail with the bearer token', async () => {
    api = await startFakeMailApi();
    const sent = await sendViaGraph(fixedMailCredentials('graph-token'), step, { baseUrl: api.url });
    expect(sent.messageId).toBe('<step-2.abc@northwind.test>');
    const [request] = api.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1.0/me/sendMail');
    expect(request?.authorization).toBe('Bearer graph-token');
    expect(request?.contentType).toBe('text/plain');
    expectStepHeaders(request?.mime ?? null);
  });
});

describe("the user's own token through Nango", () => {
  it('refreshes once after a 401 and sends with the new token', async () => {
    nango.addConnection({
      connection_id: 'google-1',
      provider_config_key: 'google',
      tags: { end_user_id: 'user-1' },
      credentials: { access_token: 'stale-token' },
      refreshed_token: 'fresh-token',
    });
    api = await startFakeMailApi((request) =>
      request.authorization === 'Bearer stale-token'
        ? { status: 401, message: 'Invalid Credentials' }
        : undefined,
    );
    const credentials = nangoMailCredentials(
      { host: nango.host, secretKey: SECRET },
      { provider: 'google', connectionId: 'google-1', ownerId: 'user-1' },
    );
    const before = nango.forcedRefreshes();
    await sendViaGmail(credentials, step, { baseUrl: api.url });
    expect(api.requests.map((request) => request.authorization)).toEqual([
      'Bearer stale-token',
      'Bearer fresh-token',
    ]);
    expect(nango.forcedRefreshes()).toBe(before + 1);
  });

  it('a 401 after the refresh asks the user to reconnect', async () => {
    nango.addConnection({
      connection_id: 'outlook-1',
      provider_config_key: 'outlook',
      tags: { end_user_id: 'user-1' },
      credentials: { access_token: 'revoked-token' },
    });
    api = await startFakeMailApi(() => ({ status: 401, message: 'InvalidAuthenticationToken' }));
    const credentials = nangoMailCredentials(
      { host: nango.host, secretKey: SECRET },
      { provider: 'outlook', connectionId: 'outlook-1', ownerId: 'user-1' },
    );
    await expect(sendViaGraph(credentials, step, { baseUrl: api.url })).rejects.toThrow(
      'Outlook refused the sign-in of this mailbox. Reconnect Outlook under Integrations.',
    );
    expect(api.requests).toHaveLength(2);
  });

  it("another user's connection is not used", async () => {
    nango.addConnection({
      connection_id: 'google-2',
      provider_config_key: 'google',
      tags: { end_user_id: 'user-2' },
      credentials: { access_token: 'user-2-token' },
    });
    const credentials = nangoMailCredentials(
      { host: nango.host, secretKey: SECRET },
      { provider: 'google', connectionId: 'google-2', ownerId: 'user-1' },
    );
    await expect(credentials.get()).rejects.toThrow(
      'Google is no longer connected for this account. Reconnect Google under Integrations.',
    );
  });
});
