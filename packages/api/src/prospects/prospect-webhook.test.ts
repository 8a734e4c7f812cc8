import { webhookDeliveries } from '@leadpath/db';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

describe('prospect webhooks', () => {
  it('a prospect created and then edited over REST reaches subscribed endpoints as prospect.created and prospect.updated', async () => {
    const t = createTestApp();
    t.deps.config.webhooks = { requireHttps: false, allowPrivateTargets: true };
    await t.createUser({ email: 'pro@example.com', role: 'Pro' });
    const cookie = await t.signIn('pro@example.com');
    const call = async (method: string, path: string, json?: unknown) => {
      const res = await t.request(`/api${path}`, { method, cookie, json });
      expect(res.status, await res.clone().text()).toBe(200);
      return res.json();
    };
    await call('POST', '/webhooks', {
      url: 'https://hooks.example.com/a',
      events: ['prospect.created', 'prospect.updated'],
    });
    await call('POST', '/webhooks', { url: 'https://hooks.example.com/b', events: ['email.sent'] });

    const created = (await call('POST', '/prospects', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    })) as {
      id: string;
    };
    await call('PATCH', `/prospects/${created.id}`, { title: 'Countess' });

    const payloads = (await t.db.select().from(webhookDeliveries).all()).map((row) =>
      JSON.parse(row.payload),
    );
    expect(payloads.map((body) => body.type)).toEqual(['prospect.created', 'prospect.updated']);
    expect(payloads[0].data.prospect).toMatchObject({
      id: created.id,
      firstName: 'Ada',
      email: 'ada@example.com',
      title: '',
    });
    expect(payloads[1].data).toMatchObject({
      prospect: { id: created.id, title: 'Countess' },
      changed: ['title'],
    });
  });
});
