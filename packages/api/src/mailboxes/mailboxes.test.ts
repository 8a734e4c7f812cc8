import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

describe('GET /api/mailboxes/outbox', () => {
  it('lists the user’s own sent mails and drafts, newest first, and none of anyone else’s', async () => {
    const t = createTestApp();
    const owner = await t.createUser({ email: 'owner@example.com', role: 'Starter' });
    const other = await t.createUser({ email: 'other@example.com', role: 'Starter' });
    const mail = { from: 'owner@example.com', to: ['a@example.com'], text: 'Hello' };
    await t.deps.services.mailer.send({ ...mail, ownerId: owner.id, subject: 'First' });
    t.clock.now += 1000;
    await t.deps.services.mailer.saveDraft({ ...mail, ownerId: owner.id, subject: 'Second' });
    await t.deps.services.mailer.send({ ...mail, ownerId: other.id, subject: 'Not yours' });

    const res = await t.request('/api/mailboxes/outbox', { cookie: await t.signIn('owner@example.com') });
    expect(res.status).toBe(200);
    const { messages } = await res.json();
    expect(messages.map((m: { subject: string; kind: string }) => [m.subject, m.kind])).toEqual([
      ['Second', 'draft'],
      ['First', 'sent'],
    ]);
  });

  it('lists mails sent in the same millisecond in the order they were sent, newest first', async () => {
    const t = createTestApp();
    const owner = await t.createUser({ email: 'owner@example.com', role: 'Starter' });
    const subjects = Array.from({ length: 8 }, (_, i) => `Mail ${i}`);
    for (const subject of subjects)
      await t.deps.services.mailer.send({
        ownerId: owner.id,
        from: 'a@example.com',
        to: ['b@example.com'],
        subject,
        text: '',
      });
    const res = await t.request('/api/mailboxes/outbox', { cookie: await t.signIn('owner@example.com') });
    const { messages } = await res.json();
    expect(messages.map((m: { subject: string }) => m.subject)).toEqual([...subjects].reverse());
  });

  it('answers 401 "Please login" without a session', async () => {
    const t = createTestApp();
    const res = await t.request('/api/mailboxes/outbox');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Please login' });
  });
});
