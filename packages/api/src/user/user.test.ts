import { users } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

describe('user.fetch and user.role', () => {
  it('answer for the signed-in user over /trpc as over REST', async () => {
    const t = createTestApp();
    await t.createUser({ email: 'premium@example.com', name: 'Pia', role: 'Premium' });
    const cookie = await t.signIn('premium@example.com');
    const trpc = await (await t.request('/trpc/user.fetch', { cookie })).json();
    const rest = await (await t.request('/api/user-fetch', { cookie })).json();
    expect(trpc.result.data).toEqual(rest);
    expect(rest).toMatchObject({ email: 'premium@example.com', name: 'Pia', role: 'Premium' });
    expect(await (await t.request('/api/user-role', { cookie })).json()).toEqual({
      role: 'Premium',
      isAdmin: false,
    });
  });

  it('a user deactivated after signing in is refused with 403', async () => {
    const t = createTestApp();
    const user = await t.createUser({ email: 'gone@example.com', role: 'Pro' });
    const cookie = await t.signIn('gone@example.com');
    await t.db.update(users).set({ isDeactivated: true }).where(eq(users.id, user.id)).run();
    const res = await t.request('/api/user-fetch', { cookie });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'This account has been deactivated' });
  });
});
