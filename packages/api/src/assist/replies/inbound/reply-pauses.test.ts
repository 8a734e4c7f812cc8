/** Issue 33: the sequence's enrollment list says why an enrollment is paused by a reply, and until when. */
import { describe, expect, it } from 'vitest';
import { ALWAYS, createEngine } from '../../../sequences/engine/testing/engine-fixtures.ts';
import { json } from '../../../testing/outreach-fixtures.ts';
import { createTestApp } from '../../../testing/test-app.ts';

type Listed = { enrollments: { prospectId: string; status: string; pausedBy?: unknown }[] };

async function setUp() {
  const t = createTestApp();
  const user = await t.createUser({ email: 'sam@northwind.test', name: 'Sam Sender', role: 'Pro' });
  const cookie = await t.signIn('sam@northwind.test');
  const engine = await createEngine({ db: t.deps.db, user, start: t.clock.now });
  await engine.settings(ALWAYS);
  const sequence = await engine.createSequence([{}, { delayDays: 2 }]);
  const ada = await engine.addProspect({ firstName: 'Ada', email: 'ada@acme.test' });
  const bob = await engine.addProspect({ firstName: 'Bob', email: 'bob@beta.test' });
  await engine.enroll(sequence.id, [ada, bob]);
  await engine.tick();
  const answer = async (address: string, text: string) => {
    const [first] = (await engine.outbox()).filter((row) => row.to[0] === address && row.kind === 'sent');
    const res = await t.request(`/api/mailboxes/messages/${first?.id}/simulate-reply`, {
      method: 'POST',
      cookie,
      json: { kind: 'reply', text },
    });
    expect(res.status).toBe(200);
    return json<{ id: string }>(res);
  };
  const listed = async (prospectId: string) => {
    const res = await t.request(`/api/sequences/${sequence.id}/enrollments`, { cookie });
    expect(res.status).toBe(200);
    return (await json<Listed>(res)).enrollments.find((one) => one.prospectId === prospectId);
  };
  const call = (method: string, path: string, body?: unknown) =>
    t.request(`/api${path}`, { method, cookie, json: body });
  return { sequence, ada, bob, answer, listed, call };
}

describe('why an enrollment is paused', { timeout: 30_000 }, () => {
  it('names the out-of-office reply and the day it resumes; a pause by hand names none', async () => {
    const { sequence, ada, bob, answer, listed, call } = await setUp();
    await answer('ada@acme.test', "I'm out of the office until March 3 with no access to email.");
    expect(await listed(ada)).toMatchObject({
      status: 'paused',
      pausedBy: { replyClass: 'out-of-office', resumeOn: '2027-03-03' },
    });
    expect((await call('POST', `/sequences/${sequence.id}/enrollments/${bob}/pause`)).status).toBe(200);
    expect(await listed(bob)).toMatchObject({ status: 'paused', pausedBy: null });
  });

  it('names nothing once a person corrects the reply to another class', async () => {
    const { ada, answer, listed, call } = await setUp();
    const reply = await answer('ada@acme.test', 'Not now, reach out in Q3 please.');
    expect((await listed(ada))?.pausedBy).toMatchObject({ replyClass: 'not-now' });
    const corrected = await call('PATCH', `/mailboxes/inbox/${reply.id}/class`, { class: 'interested' });
    expect(corrected.status).toBe(200);
    expect((await listed(ada))?.pausedBy ?? null).toBeNull();
  });
});
