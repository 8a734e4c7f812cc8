import { users } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

describe('appearance.update', () => {
  it('keeps the chosen theme on the user, where user-fetch reads it back', async () => {
    const t = createTestApp();
    const user = await t.createUser({ email: 'dark@example.com', role: 'Starter' });
    const cookie = await t.signIn('dark@example.com');
    const res = await t.request('/trpc/appearance.update', {
      method: 'POST',
      cookie,
      json: { theme: 'dark' },
    });
    expect(res.status).toBe(200);
    expect((await t.db.select().from(users).where(eq(users.id, user.id)).get())?.theme).toBe('dark');
    expect((await (await t.request('/api/user-fetch', { cookie })).json()).theme).toBe('dark');
  });

  it('refuses a theme that is not light or dark with the schema’s message, and changes nothing', async () => {
    const t = createTestApp();
    const user = await t.createUser({ email: 'odd@example.com', role: 'Starter' });
    const cookie = await t.signIn('odd@example.com');
    const res = await t.request('/trpc/appearance.update', {
      method: 'POST',
      cookie,
      json: { theme: 'sepia' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Choose light or dark');
    expect((await t.db.select().from(users).where(eq(users.id, user.id)).get())?.theme).toBeNull();
  });
});
