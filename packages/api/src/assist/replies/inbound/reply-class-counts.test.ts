/** Issue 33: a sequence's results count its replies by class. */
import { describe, expect, it } from 'vitest';
import { ALWAYS, createEngine } from '../../../sequences/engine/testing/engine-fixtures.ts';
import { json } from '../../../testing/outreach-fixtures.ts';
import { createTestApp } from '../../../testing/test-app.ts';

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
  const call = (method: string, path: string, body?: unknown) =>
    t.request(`/api${path}`, { method, cookie, json: body });
  return { sequence, answer, call };
}

describe('replies by class in sequence results', { timeout: 30_000 }, () => {
  it('counts each reply by its class, a correction by its new class, every class listed', async () => {
    const { sequence, answer, call } = await setUp();
    await answer('ada@acme.test', "I'm out of the office until March 3 with no access to email.");
    const bobs = await answer('bob@beta.test', 'Not interested, thanks.');
    const stats = async () => {
      const res = await call('GET', `/sequences/${sequence.id}/stats`);
      expect(res.status).toBe(200);
      const { replyClasses } = await json<{ replyClasses: { class: string; count: number }[] }>(res);
      return Object.fromEntries(replyClasses.map((one) => [one.class, one.count]));
    };
    expect(await stats()).toMatchObject({
      'out-of-office': 1,
      'not-interested': 1,
      interested: 0,
      unsubscribe: 0,
    });
    const corrected = await call('PATCH', `/mailboxes/inbox/${bobs.id}/class`, { class: 'interested' });
    expect(corrected.status).toBe(200);
    expect(await stats()).toMatchObject({ 'out-of-office': 1, 'not-interested': 0, interested: 1 });
    expect(Object.keys(await stats())).toHaveLength(9);
  });
});
