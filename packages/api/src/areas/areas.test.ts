import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

const DAY = 86_400_000;

function status(t: ReturnType<typeof createTestApp>, cookie: string, feature: string) {
  const input = encodeURIComponent(JSON.stringify({ feature }));
  return t.request(`/trpc/areas.status?input=${input}`, { cookie });
}

describe('areas.status: the areas that are not built yet', () => {
  it('tells a paying user plainly that the area is not available yet', async () => {
    const t = createTestApp();
    await t.createUser({ email: 'pro@example.com', role: 'Pro' });
    const res = await status(t, await t.signIn('pro@example.com'), 'chat-interface');
    expect(res.status).toBe(200);
    expect((await res.json()).result.data).toEqual({
      feature: 'chat-interface',
      available: false,
      message: 'This area is not available yet.',
    });
  });

  it('answers that a built area (Power Dialer, issue 35) is available', async () => {
    const t = createTestApp();
    await t.createUser({ email: 'pro@example.com', role: 'Pro' });
    const res = await status(t, await t.signIn('pro@example.com'), 'power-dialer');
    expect((await res.json()).result.data).toEqual({
      feature: 'power-dialer',
      available: true,
      message: 'This area is available.',
    });
  });

  it('answers that Go-to-market (issue 34) is available', async () => {
    const t = createTestApp();
    await t.createUser({ email: 'pro@example.com', role: 'Pro' });
    const res = await status(t, await t.signIn('pro@example.com'), 'go-to-market');
    expect((await res.json()).result.data).toEqual({
      feature: 'go-to-market',
      available: true,
      message: 'This area is available.',
    });
  });

  it('answers that AI Training (issue 36) is available to Admin, and 403 to a paying customer', async () => {
    const t = createTestApp();
    await t.createUser({ email: 'admin@example.com', role: 'Admin' });
    await t.createUser({ email: 'pro@example.com', role: 'Pro' });
    const res = await status(t, await t.signIn('admin@example.com'), 'ai-training');
    expect((await res.json()).result.data).toEqual({
      feature: 'ai-training',
      available: true,
      message: 'This area is available.',
    });
    expect((await status(t, await t.signIn('pro@example.com'), 'ai-training')).status).toBe(403);
  });

  it('refuses a feature the plan does not include with 403 "Pick a plan to use this feature"', async () => {
    const t = createTestApp();
    await t.createUser({
      email: 'trial@example.com',
      role: 'Free',
      trialEndDate: new Date(t.clock.now + DAY),
    });
    const res = await status(t, await t.signIn('trial@example.com'), 'power-dialer');
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe('Pick a plan to use this feature');
  });
});
