import { type AppDatabase, insertLeads, jobs } from '@leadpath/db';
import { CrmError, type CrmProvider, type CrmRecordInput } from '@leadpath/integrations';
import { describe, expect, it } from 'vitest';
import { saveUserIntegration } from '../integrations/user-integrations.ts';
import { appJobHandlers } from '../job-handlers.ts';
import { claimDueJobs } from '../jobs/claim-jobs.ts';
import { DEFAULT_JOB_LEASE_MS, runDueJobs } from '../jobs/run-due-jobs.ts';
import { runDueSyncJobs } from '../testing/crm-sync-jobs.ts';
import { createTestApp } from '../testing/test-app.ts';
import { SYNC_ALREADY_RUNNING } from './sync.ts';

const EXPIRED = 'Your HubSpot session has expired. Disconnect and reconnect HubSpot.';

/**
 * HubSpot as the sync sees it, in memory: counts the creates per lead (email) and per company
 * (name); `refuse(call)` makes a call fail before it reaches the records.
 */
function fakeHubspot(
  refuse: (call: number, object: 'contact' | 'account') => Error | 'hang' | null = () => null,
  paced = false,
) {
  const creates = { contact: new Map<string, number>(), account: new Map<string, number>() };
  let calls = 0;
  let next = 0;
  const crm: CrmProvider = {
    provider: 'hubspot',
    listFields: async () => [],
    createField: async () => {
      throw new Error('not in this fake');
    },
    checkConnection: async () => ({ connected: true, error: null, errorType: null }),
    upsertRecords: async (object, records: readonly CrmRecordInput[]) => {
      calls += 1;
      const refusal = refuse(calls, object);
      if (refusal === 'hang') return new Promise(() => {});
      if (refusal) throw refusal;
      return records.map((record) => {
        if (record.externalId) return { ok: true as const, externalId: record.externalId };
        const key = String(record.fields[object === 'contact' ? 'email' : 'name']);
        creates[object].set(key, (creates[object].get(key) ?? 0) + 1);
        next += 1;
        return { ok: true as const, externalId: `hs-${next}` };
      });
    },
    ...(paced ? { requestBudget: { requests: 100, perMs: 10_000, made: () => calls } } : {}),
  };
  return { crm, creates, calls: () => calls };
}

/** A Pro user with HubSpot connected and on, `leads` prospects with unique emails and company names. */
async function setup(leads: number, crm: CrmProvider, database?: AppDatabase) {
  const t = createTestApp(database ? { database } : {});
  t.deps.services.crm = () => crm;
  const pro = database ? null : await t.createUser({ email: 'pro@example.com', role: 'Pro' });
  const cookie = await t.signIn('pro@example.com');
  const call = async (path: string, method = 'GET') => {
    const res = await t.request(path, { method, cookie, ...(method === 'POST' ? { json: {} } : {}) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  if (pro) {
    await saveUserIntegration(t.db, pro.id, 'hubspot', 'conn-hubspot', t.clock.now);
    await insertLeads(t.db, pro.id, { companies: 40, prospects: leads }, { now: t.clock.now });
    await t.db.$sql.run(`update prospects set email = 'lead-' || id || '@example.com'`);
    await t.db.$sql.run(`update companies set name = 'Company ' || id`);
    const on = await t.request('/api/crm/settings', {
      method: 'PATCH',
      cookie,
      json: { enabled: true, provider: 'hubspot' },
    });
    expect(on.status).toBe(200);
  }
  const status = async () => (await call('/api/crm/sync-status')).body;
  const sync = async () => (await call('/api/crm/sync-leads', 'POST')).body;
  return { ...t, call, status, sync };
}

const syncJobs = (db: AppDatabase) => db.select().from(jobs).all();

function expectEachCreatedOnce(creates: Map<string, number>, count: number) {
  expect(creates.size).toBe(count);
  expect([...creates.values()].every((n) => n === 1)).toBe(true);
}

// Thousands of leads over many job runs: far above the default 5 s on a loaded machine.
describe('the lead sync in the background (ADR 024)', { timeout: 60_000 }, () => {
  it('pushes 2,500 leads to completion over several job runs, each lead created once', async () => {
    const fake = fakeHubspot();
    const t = await setup(2500, fake.crm);
    expect(await t.sync()).toMatchObject({
      message: 'Sync started: pushing 2,500 leads to HubSpot in the background',
      started: true,
      state: 'queued',
      syncedLeads: 0,
    });
    expect(await t.status()).toMatchObject({ state: 'queued', pushed: 0, pending: 2500 });
    expect(await runDueSyncJobs(t.deps)).toBe(13);
    expect(await t.status()).toMatchObject({ state: 'idle', pushed: 2500, failed: 0, pending: 0 });
    expectEachCreatedOnce(fake.creates.contact, 2500);
    expectEachCreatedOnce(fake.creates.account, 40);
    expect(await t.sync()).toMatchObject({ message: 'All leads are already synced', started: false });
  });

  it('paces the steps to the request budget (100 per 10 s): never more than 100 requests in 10 s', async () => {
    const fake = fakeHubspot(() => null, true);
    const t = await setup(2500, fake.crm);
    await t.sync();
    expect(await runDueSyncJobs(t.deps)).toBe(1);
    // The next step is queued for after the pacing, not waiting on a rate limit.
    expect(await t.status()).toMatchObject({ state: 'queued', pushed: 200, lastError: null });
    const started = t.clock.now;
    expect(await runDueSyncJobs(t.deps, t.clock)).toBe(12);
    expect(await t.status()).toMatchObject({ state: 'idle', pushed: 2500, pending: 0 });
    // 13 steps of two pages: a contacts call per page, an accounts call only while the page has
    // companies not pushed yet (the 40 companies are all pushed by the first pages). Each step waits
    // 100 ms per request of the one before; the last one (100 leads, its companies pushed) makes one.
    expect(fake.calls()).toBeGreaterThanOrEqual(26);
    expect(fake.calls()).toBeLessThan(50);
    expect(t.clock.now - started).toBe((fake.calls() - 1) * 100);
    expectEachCreatedOnce(fake.creates.contact, 2500);
  });

  it('a 429 storm (Retry-After 30 s on every third call) is resumed to completion, every lead pushed once', async () => {
    const fake = fakeHubspot((call) =>
      call % 3 === 0
        ? new CrmError('rate_limited', 'The CRM is limiting requests. Please try again in 30 seconds.', 30)
        : null,
    );
    const t = await setup(2500, fake.crm);
    await t.sync();
    let waits = 0;
    for (;;) {
      await runDueSyncJobs(t.deps);
      const status = await t.status();
      if (status.state === 'idle') break;
      expect(status).toMatchObject({
        state: 'waiting',
        resumeAt: new Date(t.clock.now + 30_000).toISOString(),
        lastError: 'The CRM is limiting requests. Please try again in 30 seconds.',
      });
      expect(await t.sync()).toMatchObject({
        message: SYNC_ALREADY_RUNNING,
        started: false,
        state: 'waiting',
      });
      waits += 1;
      expect(waits).toBeLessThan(100);
      t.clock.now += 30_000;
    }
    expect(waits).toBeGreaterThan(5);
    expect(await t.status()).toMatchObject({ state: 'idle', pushed: 2500, failed: 0, pending: 0 });
    expectEachCreatedOnce(fake.creates.contact, 2500);
    expectEachCreatedOnce(fake.creates.account, 40);
    // A rate limit is a new step at now + Retry-After, never a failed attempt.
    expect((await syncJobs(t.db)).every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
  });

  it('resumes after a restart in the middle of a chunk, and a second click starts no second sync', async () => {
    // The third call (the second page's contacts: its companies were all pushed with the first page)
    // never answers: the process dies there, in the middle of the step.
    const hanging = fakeHubspot((call) => (call === 3 ? 'hang' : null));
    const t1 = await setup(500, hanging.crm);
    await t1.sync();
    expect(await t1.sync()).toMatchObject({ message: SYNC_ALREADY_RUNNING, started: false, state: 'queued' });
    expect(await syncJobs(t1.db)).toHaveLength(1);
    const handlers = appJobHandlers(t1.deps);
    // The runner gives up on the hung handler after 2 s: ample for the first page on either engine.
    await runDueJobs({ db: t1.db, handlers, now: t1.deps.now, owner: 'old', handlerTimeoutMs: 2_000 });
    expect(await t1.status()).toMatchObject({ state: 'running', pushed: 100 });

    const fake = fakeHubspot();
    const t2 = await setup(0, fake.crm, t1.db);
    expect(await t2.sync()).toMatchObject({ started: false, state: 'running' });
    // A test sync would push the same pending leads alongside the run.
    expect(await t2.call('/api/crm/test-sync', 'POST')).toMatchObject({
      status: 400,
      body: { error: SYNC_ALREADY_RUNNING },
    });
    t2.clock.now += DEFAULT_JOB_LEASE_MS + 1;
    await runDueSyncJobs(t2.deps);
    expect(await t2.status()).toMatchObject({ state: 'idle', pushed: 500, pending: 0 });
    const contacts = new Map([...hanging.creates.contact, ...fake.creates.contact]);
    expect(hanging.creates.contact.size + fake.creates.contact.size).toBe(500);
    expectEachCreatedOnce(contacts, 500);
    expect(await claimDueJobs(t2.db, { owner: 'x', now: t2.clock.now, leaseMs: 1, limit: 10 })).toEqual([]);
  });

  it('waits an hour while the daily API allowance is nearly used up (Salesforce /limits), then goes on', async () => {
    const fake = fakeHubspot();
    let remaining = 120;
    const crm: CrmProvider = { ...fake.crm, dailyRequestsLeft: async () => ({ remaining, max: 15_000 }) };
    const t = await setup(300, crm);
    await t.sync();
    await runDueSyncJobs(t.deps);
    expect(await t.status()).toMatchObject({
      state: 'waiting',
      pushed: 0,
      resumeAt: new Date(t.clock.now + 3_600_000).toISOString(),
      lastError:
        "The CRM's daily API requests are nearly used up (120 of 15,000 left): the sync goes on in an hour",
    });
    expect(fake.calls()).toBe(0);
    remaining = 14_000;
    t.clock.now += 3_600_000;
    await runDueSyncJobs(t.deps);
    expect(await t.status()).toMatchObject({ state: 'idle', pushed: 300, pending: 0 });
    expectEachCreatedOnce(fake.creates.contact, 300);
  });

  it('an expired token ends the sync as failed with the message; the next click starts a new one', async () => {
    let expired = true;
    // The third page of contacts meets the expired token. (Counting every call made it depend on
    // whether the second page brought companies not pushed yet: a random seed, ~3% of runs.)
    let contactPages = 0;
    const fake = fakeHubspot((_call, object) => {
      if (object === 'contact') contactPages += 1;
      return object === 'contact' && contactPages >= 3 && expired
        ? new CrmError('token_expired', EXPIRED)
        : null;
    });
    const t = await setup(600, fake.crm);
    await t.sync();
    await runDueSyncJobs(t.deps);
    expect(await t.status()).toMatchObject({
      state: 'failed',
      pushed: 200,
      pending: 400,
      lastError: EXPIRED,
      finishedAt: new Date(t.clock.now).toISOString(),
    });
    expired = false;
    t.clock.now += 60_000;
    expect(await t.sync()).toMatchObject({ started: true, state: 'queued' });
    await runDueSyncJobs(t.deps);
    expect(await t.status()).toMatchObject({ state: 'idle', pushed: 400, pending: 0, lastError: null });
    expectEachCreatedOnce(fake.creates.contact, 600);
  });
});
