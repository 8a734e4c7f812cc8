/** Issue 27: an API key that may only read LinkedIn cannot change it (sync, mark read). */
import { describe, expect, it } from 'vitest';
import { bearer, userWithKey } from '../../testing/api-keys.ts';
import { createTestApp } from '../../testing/test-app.ts';

async function keyHolder(permissions: string[]) {
  const t = createTestApp();
  await t.createUser({ email: 'lina@example.com', name: 'Lina', role: 'Pro' });
  const { cookie, key } = await userWithKey(t, 'lina@example.com', {
    // biome-ignore lint/suspicious/noExplicitAny: the permission names are checked by the server
    permissions: permissions as any,
  });
  await t.request('/api/linkedin/account', { method: 'POST', cookie, json: { kind: 'sandbox' } });
  const chats = await t.request('/api/linkedin/account/sync', { method: 'POST', cookie, json: {} });
  expect(chats.status).toBe(200);
  const list = (await (await t.request('/api/linkedin/conversations', { cookie })).json()) as {
    conversations: { id: string }[];
  };
  const post = (path: string) => t.request(`/api${path}`, { method: 'POST', headers: bearer(key), json: {} });
  return { post, chatId: list.conversations[0]!.id };
}

describe('LinkedIn changes need a write permission', () => {
  it('refuses sync and mark read to a key with linkedin:read only (403)', async () => {
    const { post, chatId } = await keyHolder(['linkedin:read']);
    expect((await post('/linkedin/account/sync')).status).toBe(403);
    expect((await post(`/linkedin/conversations/${chatId}/read`)).status).toBe(403);
  });

  it('lets a key with linkedin:schedule sync and mark read', async () => {
    const { post, chatId } = await keyHolder(['linkedin:read', 'linkedin:schedule']);
    expect((await post('/linkedin/account/sync')).status).toBe(200);
    expect((await post(`/linkedin/conversations/${chatId}/read`)).status).toBe(200);
  });
});
