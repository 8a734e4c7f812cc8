import { sequenceSteps } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ALWAYS, createEngine } from '../../sequences/engine/testing/engine-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';

const R = '/api/admin/ai-training/review';

/** A test app whose Admin reviews, and an engine over the same database with one review-mode draft queued. */
async function setup() {
  const t = createTestApp();
  await t.createUser({ email: 'admin@example.com', name: 'Ada', role: 'Admin' });
  await t.createUser({ email: 'pro@example.com', name: 'Priya', role: 'Pro' });
  const engine = await createEngine({ db: t.db, start: t.clock.now });
  await engine.settings(ALWAYS);
  const { id, stepIds } = await engine.createSequence([{}]);
  await t.db.update(sequenceSteps).set({ review: true }).where(eq(sequenceSteps.id, stepIds[0]!)).run();
  const prospect = await engine.addProspect({ firstName: 'Ada', company: 'Acme' });
  await engine.enroll(id, [prospect]);
  await engine.tick();
  const admin = await t.signIn('admin@example.com');
  const call = async (path: string, method = 'GET', json?: unknown, cookie = admin) => {
    const res = await t.request(`${R}${path}`, { method, cookie, json });
    // biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  return { t, engine, call };
}

describe('the review queue over REST', { timeout: 30_000 }, () => {
  it('an Admin lists, edits and approves; bad input is a 400 that changes nothing; a Pro user gets 403', async () => {
    const { t, engine, call } = await setup();
    const list = await call('?status=pending');
    expect(list.status).toBe(200);
    expect(list.body.drafts).toHaveLength(1);
    const id = list.body.drafts[0].id as string;

    const empty = await call(`/${id}`, 'PATCH', { subject: ' ', body: 'Hello' });
    expect(empty).toMatchObject({ status: 400 });
    expect(JSON.stringify(empty.body)).toContain('A reviewed email needs a subject');
    expect((await call(`/${id}`)).body.subject).toBe(list.body.drafts[0].subject);

    const pro = await t.signIn('pro@example.com');
    for (const [path, method] of [
      ['', 'GET'],
      [`/${id}`, 'GET'],
      [`/${id}/approve`, 'POST'],
    ] as const)
      expect((await call(path, method, method === 'POST' ? {} : undefined, pro)).status).toBe(403);

    const edited = await call(`/${id}`, 'PATCH', {
      subject: 'For Acme',
      body: 'Hi Ada, one short question.',
    });
    expect(edited).toMatchObject({ status: 200, body: { subject: 'For Acme', status: 'pending' } });
    expect(edited.body.editSize).toBeGreaterThan(0);
    expect(await engine.outbox()).toEqual([]);

    const approved = await call(`/${id}/approve`, 'POST', {});
    expect(approved).toMatchObject({
      status: 200,
      body: { status: 'approved', reviewerEmail: 'admin@example.com' },
    });
    expect((await call(`/${id}/reject`, 'POST', { reason: 'Too late' })).status).toBe(409);
    await engine.tick();
    expect((await engine.outbox()).map((mail) => mail.subject)).toEqual(['For Acme']);
  });
});
