/** The LinkedIn inbox over REST (issue 21): sync, list, read, reply within the pacing, a limit that pauses. */
import { linkedinActions, linkedinSettings } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { LIMIT_PAUSE_MS } from '../execution/accounts.ts';
import { CONNECT_TO_SEND, CONVERSATION_NOT_FOUND } from './messaging.ts';

async function signedIn() {
  const t = createTestApp();
  const user = await t.createUser({ email: 'lina@example.com', name: 'Lina', role: 'Pro' });
  const cookie = await t.signIn('lina@example.com');
  const call = async (path: string, init: { method?: string; json?: unknown } = {}) => {
    const res = await t.request(`/api${path}`, { cookie, ...init });
    return {
      status: res.status, // biome-ignore lint/suspicious/noExplicitAny: the answers are read as JSON
      body: (await res.json()) as any,
    };
  };
  return { t, user, call };
}

describe('LinkedIn messaging', () => {
  it('connects the sandbox, syncs its chat, reads it, and replies within the pacing', async () => {
    const { t, user, call } = await signedIn();
    expect((await call('/linkedin/account')).body).toMatchObject({ connected: false, kind: null });
    const connected = await call('/linkedin/account', { method: 'POST', json: { kind: 'sandbox' } });
    expect(connected.body).toMatchObject({
      connected: true,
      kind: 'sandbox',
      status: 'active',
      name: 'Sandbox network',
    });
    // A window open all day, every day, so the reply goes out now.
    await t.db
      .update(linkedinSettings)
      .set({ startTime: '00:00', endTime: '23:59', excludedDays: [] })
      .where(eq(linkedinSettings.userId, user.id))
      .run();
    expect((await call('/linkedin/account/sync', { method: 'POST', json: {} })).body).toMatchObject({
      messages: 1,
    });
    const list = await call('/linkedin/conversations');
    expect(list.body.unreadTotal).toBe(1);
    const [chat] = list.body.conversations;
    expect(chat).toMatchObject({ name: 'Sandy Guide', unreadCount: 1, prospect: null });
    const thread = await call(`/linkedin/conversations/${chat.id}/messages`);
    expect(thread.body.messages).toHaveLength(1);
    expect(thread.body.messages[0]).toMatchObject({ direction: 'inbound', status: 'received' });
    expect(
      (await call(`/linkedin/conversations/${chat.id}/read`, { method: 'POST', json: {} })).body.unreadCount,
    ).toBe(0);

    const empty = await call(`/linkedin/conversations/${chat.id}/messages`, {
      method: 'POST',
      json: { text: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Write a message first');
    const sent = await call(`/linkedin/conversations/${chat.id}/messages`, {
      method: 'POST',
      json: { text: 'Thanks!' },
    });
    expect(sent.body).toMatchObject({ outcome: 'sent', message: { status: 'sent', text: 'Thanks!' } });
    // Straight after: the gap of about a minute queues the next one.
    const next = await call(`/linkedin/conversations/${chat.id}/messages`, {
      method: 'POST',
      json: { text: 'And…' },
    });
    expect(next.body.outcome).toBe('queued');
    expect(next.body.sendAt).toBeGreaterThan(t.clock.now);
    expect((await call('/linkedin/account')).body.today).toMatchObject({ count: 1 });
    // The sync sends it once its turn has come.
    t.clock.now += 2 * 60_000;
    expect((await call('/linkedin/account/sync', { method: 'POST', json: {} })).body).toMatchObject({
      sent: 1,
    });
    const after = await call(`/linkedin/conversations/${chat.id}/messages`);
    expect(after.body.messages.map((m: { text: string; status: string }) => `${m.text} ${m.status}`)).toEqual(
      [expect.stringContaining('Welcome to the LinkedIn sandbox'), 'Thanks! sent', 'And… sent'],
    );
    expect((await t.db.select().from(linkedinActions).all()).filter((a) => a.status === 'done')).toHaveLength(
      2,
    );
  });

  it('a limit signal pauses the account with its reason; the reply is queued until the pause ends', async () => {
    const { t, user, call } = await signedIn();
    await call('/linkedin/account', { method: 'POST', json: { kind: 'sandbox' } });
    await t.db
      .update(linkedinSettings)
      .set({ startTime: '00:00', endTime: '23:59', excludedDays: [] })
      .where(eq(linkedinSettings.userId, user.id))
      .run();
    await call('/linkedin/account/sync', { method: 'POST', json: {} });
    const [chat] = (await call('/linkedin/conversations')).body.conversations;
    await call('/linkedin/account/simulate-signal', { method: 'POST', json: { signal: 'limit' } });
    const reply = await call(`/linkedin/conversations/${chat.id}/messages`, {
      method: 'POST',
      json: { text: 'Hi' },
    });
    expect(reply.body).toMatchObject({ outcome: 'queued', sendAt: t.clock.now + LIMIT_PAUSE_MS });
    expect((await call('/linkedin/account')).body).toMatchObject({
      status: 'paused',
      pauseReason: 'Limit reached: LinkedIn says the weekly invitation limit is reached',
      pausedUntil: t.clock.now + LIMIT_PAUSE_MS,
    });
    t.clock.now += LIMIT_PAUSE_MS + 60_000;
    expect((await call('/linkedin/account/sync', { method: 'POST', json: {} })).body).toMatchObject({
      sent: 1,
    });
    expect((await call('/linkedin/account')).body).toMatchObject({ status: 'active', pauseReason: null });
  });

  it('refuses what it cannot do, with a clear message, and changes nothing', async () => {
    const { call } = await signedIn();
    const unipile = await call('/linkedin/account', {
      method: 'POST',
      json: { kind: 'unipile', externalAccountId: 'acc_1' },
    });
    expect(unipile.status).toBe(400);
    expect(JSON.stringify(unipile.body)).toContain('Unipile is not configured on this server');
    expect((await call('/linkedin/account')).body.connected).toBe(false);
    const unknown = await call('/linkedin/conversations/nope/messages');
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body)).toContain(CONVERSATION_NOT_FOUND);
    await call('/linkedin/account', { method: 'POST', json: { kind: 'manual' } });
    const signal = await call('/linkedin/account/simulate-signal', {
      method: 'POST',
      json: { signal: 'limit' },
    });
    expect(signal.status).toBe(400);
    expect(CONNECT_TO_SEND).toContain('Connect a LinkedIn account');
  });
});
