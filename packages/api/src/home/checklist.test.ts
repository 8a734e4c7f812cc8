import { randomUUID } from 'node:crypto';
import { insertLeads, mailboxes, sendingDomains } from '@leadpath/db';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

type TestApp = ReturnType<typeof createTestApp>;

async function checklist(t: TestApp, cookie: string) {
  const res = await t.request('/trpc/home.checklist', { cookie });
  return { status: res.status, body: (await res.json()) as { result?: { data: unknown } } };
}

/** A new account's Home: four first steps, each ticked from the account's own rows (issue 28). */
describe('home checklist', () => {
  it('starts with nothing ticked and ticks each step from real data, own rows only', async () => {
    const t = createTestApp();
    const user = await t.createUser({ email: 'new@example.com', role: 'Pro' });
    const other = await t.createUser({ email: 'other@example.com', role: 'Pro' });
    const cookie = await t.signIn('new@example.com');
    await insertLeads(t.db, other.id, { companies: 1, prospects: 2 }, { now: t.clock.now });
    expect((await checklist(t, cookie)).body.result?.data).toEqual({
      importedProspects: false,
      connectedMailbox: false,
      verifiedDomain: false,
      createdSequence: false,
    });

    await insertLeads(t.db, user.id, { companies: 1, prospects: 1 }, { now: t.clock.now });
    const sequence = await t.request('/api/sequences', {
      method: 'POST',
      cookie,
      json: { name: 'First', steps: [{ kind: 'auto_email', variants: [{ subject: 'Hi', body: 'Hello' }] }] },
    });
    expect(sequence.status).toBe(200);
    const now = new Date(t.clock.now);
    await t.db
      .insert(mailboxes)
      .values({
        id: randomUUID(),
        ownerId: user.id,
        kind: 'smtp',
        label: 'Work',
        fromAddress: 'me@northwind.test',
        dailyCap: 50,
        minGapSeconds: 60,
        jitterSeconds: 0,
        warmupStartLimit: 10,
        warmupIncreaseBy: 5,
        warmupPeriod: 14,
        createdAt: now,
        updatedAt: now,
      })
      .run();
    const domain = {
      ownerId: user.id,
      dkimSelector: 'lp1',
      dkimPrivateKeySealed: 'sealed',
      dkimPublicKey: 'public',
      recordChecks: {},
      createdAt: now,
    };
    await t.db
      .insert(sendingDomains)
      .values({ id: randomUUID(), domain: 'unverified.test', ...domain })
      .run();
    expect((await checklist(t, cookie)).body.result?.data).toMatchObject({ verifiedDomain: false });
    await t.db
      .insert(sendingDomains)
      .values({ id: randomUUID(), domain: 'northwind.test', verifiedAt: now, ...domain })
      .run();

    expect((await checklist(t, cookie)).body.result?.data).toEqual({
      importedProspects: true,
      connectedMailbox: true,
      verifiedDomain: true,
      createdSequence: true,
    });
  });
});
