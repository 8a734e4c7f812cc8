/** The Unipile client against a fake of Unipile's documented requests and answers (issue 21). */
import { describe, expect, it } from 'vitest';
import { createFakeUnipile } from './testing/fake-unipile.ts';
import { createUnipileClient, publicIdentifierOf, signalOfUnipileError } from './unipile-client.ts';

const account = { accountId: 'app-account', externalAccountId: 'acc_123' };
const jane = { profileUrl: 'https://www.linkedin.com/in/Jane-Doe/?locale=en_US' };

function setup() {
  const fake = createFakeUnipile('key_1');
  fake.profiles.set('jane-doe', 'ACoAAJane');
  const client = createUnipileClient({ dsn: 'api8.unipile.com:13851', apiKey: 'key_1', fetch: fake.fetch });
  return { fake, client };
}

describe('Unipile client', () => {
  it('reads the public identifier of a profile URL', () => {
    expect(publicIdentifierOf(jane.profileUrl)).toBe('jane-doe');
  });

  it('visits a profile by reading it with the account id, and learns its provider id', async () => {
    const { fake, client } = setup();
    expect(await client.visitProfile(account, jane, 0)).toEqual({
      ok: true,
      externalId: null,
      providerId: 'ACoAAJane',
    });
    expect(fake.requests).toEqual([
      { method: 'GET', path: '/users/jane-doe', query: { account_id: 'acc_123' } },
    ]);
  });

  it('sends an invitation with the note: the provider id first, then POST /users/invite', async () => {
    const { fake, client } = setup();
    const result = await client.sendInvitation(account, jane, 'Hi Jane, glad to connect.', 0);
    expect(result).toMatchObject({ ok: true, externalId: 'inv_2', providerId: 'ACoAAJane' });
    expect(fake.requests[1]).toEqual({
      method: 'POST',
      path: '/users/invite',
      query: {},
      json: { provider_id: 'ACoAAJane', account_id: 'acc_123', message: 'Hi Jane, glad to connect.' },
    });
  });

  it('maps Unipile errors to signals: a limit, a security check, anything else', async () => {
    const { fake, client } = setup();
    fake.failNext = { status: 422, type: 'errors/cannot_resend_yet', title: 'Provider limit reached' };
    expect(
      await client.sendInvitation(account, { profileUrl: jane.profileUrl, providerId: 'ACoAAJane' }, null, 0),
    ).toEqual({
      ok: false,
      signal: 'limit',
      message: 'Provider limit reached',
    });
    fake.failNext = {
      status: 401,
      type: 'errors/disconnected_account',
      title: 'The account is disconnected',
    };
    expect(await client.sendMessage(account, jane, 'Hello', 'chat_9', 0)).toMatchObject({
      ok: false,
      signal: 'security',
    });
    expect(signalOfUnipileError(429, null)).toBe('limit');
    expect(signalOfUnipileError(500, { type: 'errors/unexpected_error' })).toBe('error');
  });

  it('messages into the chat given, or starts a chat with the attendee (multipart, as documented)', async () => {
    const { fake, client } = setup();
    expect(await client.sendMessage(account, jane, 'Following up', 'chat_7', 0)).toMatchObject({
      ok: true,
      chatId: 'chat_7',
    });
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/chats/chat_7/messages',
      form: { text: ['Following up'] },
    });
    const started = await client.sendMessage(account, jane, 'Hello Jane', null, 0);
    expect(started).toMatchObject({ ok: true, chatId: 'chat_1', providerId: 'ACoAAJane' });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/chats',
      form: { account_id: ['acc_123'], attendees_ids: ['ACoAAJane'], text: ['Hello Jane'] },
    });
  });

  it('syncs new relations as acceptances and new messages since the cursor', async () => {
    const { fake, client } = setup();
    const t0 = Date.UTC(2026, 10, 23, 12);
    fake.relations.push(
      { created_at: t0 + 2000, member_id: 'ACoAAJane', public_identifier: 'jane-doe', first_name: 'Jane' },
      { created_at: t0 - 1000, member_id: 'ACoAAOld', public_identifier: 'old-friend', first_name: 'Old' },
    );
    fake.chats.push({
      id: 'chat_1',
      name: 'Jane Doe',
      attendee_provider_id: 'ACoAAJane',
      attendee_public_identifier: 'jane-doe',
    });
    fake.messages.set('chat_1', [
      { id: 'm2', text: 'Thanks, happy to talk', timestamp: new Date(t0 + 3000).toISOString(), is_sender: 0 },
      { id: 'm1', text: 'Hello Jane', timestamp: new Date(t0 + 1000).toISOString(), is_sender: 1 },
    ]);
    const batch = await client.sync(account, String(t0), t0 + 10_000);
    expect(batch.acceptances).toEqual([
      { profileUrl: 'https://www.linkedin.com/in/jane-doe/', providerId: 'ACoAAJane', at: t0 + 2000 },
    ]);
    expect(batch.messages.map((m) => `${m.direction} ${m.text}`)).toEqual([
      'inbound Thanks, happy to talk',
      'outbound Hello Jane',
    ]);
    expect(batch.cursor).toBe(String(t0 + 3000));
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /users/relations',
      'GET /chats',
      'GET /chats/chat_1/messages',
    ]);
    expect(fake.requests[1]?.query).toMatchObject({
      account_id: 'acc_123',
      after: new Date(t0).toISOString(),
    });
  });

  it('fails the sync when one chat’s messages cannot be read, so the cursor never skips them', async () => {
    const { fake, client } = setup();
    const t0 = Date.UTC(2026, 10, 23, 12);
    fake.chats.push(
      { id: 'chat_1', name: 'Jane Doe', attendee_provider_id: 'ACoAAJane' },
      { id: 'chat_2', name: 'Sam Roe', attendee_provider_id: 'ACoAASam' },
    );
    fake.messages.set('chat_1', [
      { id: 'm9', text: 'Later, newer', timestamp: new Date(t0 + 9000).toISOString(), is_sender: 0 },
    ]);
    fake.messages.set('chat_2', [
      { id: 'm5', text: 'Yes, call me', timestamp: new Date(t0 + 5000).toISOString(), is_sender: 0 },
    ]);
    fake.messageListFails.set('chat_2', 503);
    await expect(client.sync(account, String(t0), t0 + 10_000)).rejects.toThrow(
      'Unipile answered 503 to the messages of chat chat_2',
    );
    fake.messageListFails.clear();
    const batch = await client.sync(account, String(t0), t0 + 10_000);
    expect(batch.messages.map((m) => m.text)).toEqual(['Later, newer', 'Yes, call me']);
    expect(batch.cursor).toBe(String(t0 + 9000));
  });

  it('sends the API key on every request; a wrong one is refused', async () => {
    const fake = createFakeUnipile('key_1');
    const client = createUnipileClient({
      dsn: 'https://api8.unipile.com:13851/',
      apiKey: 'wrong',
      fetch: fake.fetch,
    });
    expect(await client.visitProfile(account, jane, 0)).toMatchObject({ ok: false, signal: 'error' });
  });
});
