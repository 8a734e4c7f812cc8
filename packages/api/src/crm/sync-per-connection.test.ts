import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CrmProviderKey } from '@leadpath/core';
import { crmSyncLinks, insertLeads, prospects } from '@leadpath/db';
import { type CrmProvider, type CrmRecordInput, createSalesforceClient } from '@leadpath/integrations';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { saveUserIntegration } from '../integrations/user-integrations.ts';
import { runDueSyncJobs } from '../testing/crm-sync-jobs.ts';
import { createTestApp } from '../testing/test-app.ts';
import { createCrmProviderFactory } from './crm-providers.ts';

interface SalesforceRequest {
  method: string;
  path: string;
  records: Record<string, unknown>[];
}

/** Salesforce's sObject Collections on 127.0.0.1: records each request, answers new 003/001 ids. */
async function startFakeSalesforce() {
  const requests: SalesforceRequest[] = [];
  let next = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
        records?: Record<string, unknown>[];
      };
      const records = body.records ?? [];
      requests.push({ method: req.method ?? '', path: req.url ?? '', records });
      const answer = records.map((record) => {
        if (typeof record.Id === 'string') return { id: record.Id, success: true, errors: [] };
        const prefix = (record.attributes as { type: string }).type === 'Contact' ? '003' : '001';
        next += 1;
        return { id: `${prefix}FAKE${String(next).padStart(11, '0')}`, success: true, errors: [] };
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/**
 * A Pro user with 5 leads, HubSpot (the sandbox CRM, its calls recorded) and Salesforce (the real
 * client against the fake above) both connected, the CRM on with HubSpot selected.
 */
async function twoProviders() {
  const t = createTestApp();
  const pro = await t.createUser({ email: 'pro@example.com', role: 'Pro' });
  const cookie = await t.signIn('pro@example.com');
  const salesforce = await startFakeSalesforce();
  servers.push(salesforce);
  const sandbox = createCrmProviderFactory(t.db, () => t.clock.now);
  const salesforceClient = createSalesforceClient({
    instanceUrl: salesforce.url,
    accessToken: 'sf-token',
    apiVersion: 'v60.0',
  });
  const hubspotCalls: { object: string; records: CrmRecordInput[] }[] = [];
  t.deps.services.crm = async (userId: string, provider: CrmProviderKey): Promise<CrmProvider> => {
    if (provider === 'salesforce') return salesforceClient;
    const crm = await sandbox(userId, provider);
    return {
      ...crm,
      upsertRecords: (object, records) => {
        hubspotCalls.push({ object, records: records.map((record) => ({ ...record })) });
        return crm.upsertRecords(object, records);
      },
    };
  };
  const connect = (provider: CrmProviderKey, connectionId: string) =>
    saveUserIntegration(t.db, pro.id, provider, connectionId, t.clock.now);
  const call = async (path: string, init: { method?: string; json?: unknown } = {}) => {
    const res = await t.request(path, { ...init, cookie });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  /** Starts the sync and runs the background jobs; the answer, with the status once they ran. */
  const sync = async () => {
    const answer = (await call('/api/crm/sync-leads', { method: 'POST', json: {} })).body as {
      message: string;
    };
    await runDueSyncJobs(t.deps);
    return { ...answer, status: (await call('/api/crm/sync-status')).body };
  };
  const stats = async () => (await call('/api/crm/sync-leads')).body.statistics;
  const listedStates = async () => {
    const { body } = await call('/api/prospects?limit=50');
    return Object.fromEntries(
      (body.items as { id: string; crmSyncState: string; crmExternalId: string | null }[]).map((p) => [
        p.id,
        { state: p.crmSyncState, externalId: p.crmExternalId },
      ]),
    );
  };
  const selectProvider = async (provider: CrmProviderKey) =>
    expect((await call('/api/crm/settings', { method: 'PATCH', json: { provider } })).status).toBe(200);
  const linksOf = (provider: CrmProviderKey, connectionId: string) =>
    t.db
      .select()
      .from(crmSyncLinks)
      .where(and(eq(crmSyncLinks.provider, provider), eq(crmSyncLinks.connectionId, connectionId)))
      .all();

  await connect('hubspot', 'conn-hubspot-a');
  await connect('salesforce', 'conn-salesforce-a');
  await insertLeads(t.db, pro.id, { companies: 2, prospects: 5 }, { now: t.clock.now });
  const ids = (await t.db.select({ id: prospects.id }).from(prospects).all()).map((row) => row.id);
  expect(
    (await call('/api/crm/settings', { method: 'PATCH', json: { enabled: true, provider: 'hubspot' } }))
      .status,
  ).toBe(200);
  return {
    ...t,
    ids,
    salesforce,
    hubspotCalls,
    connect,
    call,
    sync,
    stats,
    listedStates,
    selectProvider,
    linksOf,
  };
}

const allPending = { totalLeads: 5, syncedLeads: 0, pendingLeads: 5, failedLeads: 0 };
const allSynced = { totalLeads: 5, syncedLeads: 5, pendingLeads: 0, failedLeads: 0 };

describe('sync state per provider and per connection (ADR 023)', () => {
  it('a provider switch sends every lead to the new provider as new records, and never another provider’s id', async () => {
    const t = await twoProviders();
    expect(await t.sync()).toMatchObject({
      message: 'Sync started: pushing 5 leads to HubSpot in the background',
      status: { state: 'idle', pushed: 5, pending: 0 },
    });
    const hubspotIds = new Set((await t.linksOf('hubspot', 'conn-hubspot-a')).map((link) => link.externalId));
    expect(hubspotIds.size).toBe(7); // 5 contacts and 2 companies

    await t.selectProvider('salesforce');
    expect(await t.stats()).toEqual(allPending);
    expect(Object.values(await t.listedStates())).toEqual(
      Array(5).fill({ state: 'pending', externalId: null }),
    );
    const summary = (await t.call('/trpc/prospects.summary')).body as { result: { data: { crm: object } } };
    expect(summary.result.data.crm).toEqual({ pending: 5, synced: 0, failed: 0 });

    const answer = await t.sync();
    expect(answer.message).toBe('Sync started: pushing 5 leads to Salesforce in the background');
    expect(await t.stats()).toEqual(allSynced);
    // The daily allowance read before the step (ADR 024), then only creations, and no HubSpot id
    // anywhere in what Salesforce received.
    expect(t.salesforce.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /services/data/v60.0/limits',
      'POST /services/data/v60.0/composite/sobjects',
      'POST /services/data/v60.0/composite/sobjects',
    ]);
    const sent = t.salesforce.requests.flatMap((r) => r.records);
    expect(sent.filter((record) => 'Id' in record)).toEqual([]);
    const sentValues = sent.flatMap((record) => Object.values(record)).map(String);
    expect(sentValues.filter((value) => hubspotIds.has(value))).toEqual([]);
    const contacts = sent.filter((record) => (record.attributes as { type: string }).type === 'Contact');
    expect(contacts).toHaveLength(5);
    expect(contacts.every((c) => typeof c.AccountId === 'string' && c.AccountId.startsWith('001FAKE'))).toBe(
      true,
    );
    const salesforceLinks = await t.linksOf('salesforce', 'conn-salesforce-a');
    expect(salesforceLinks).toHaveLength(7);
    expect(salesforceLinks.every((link) => link.externalId?.includes('FAKE'))).toBe(true);
    // The HubSpot links are untouched.
    expect(new Set((await t.linksOf('hubspot', 'conn-hubspot-a')).map((link) => link.externalId))).toEqual(
      hubspotIds,
    );
  });

  it('switching back finds nothing pending; an edited prospect alone is pending and is updated with its own provider’s id', async () => {
    const t = await twoProviders();
    await t.sync();
    await t.selectProvider('salesforce');
    await t.sync();
    await t.selectProvider('hubspot');
    expect(await t.stats()).toEqual(allSynced);
    const callsBefore = t.hubspotCalls.length;
    expect((await t.sync()).message).toBe('All leads are already synced');
    expect(t.hubspotCalls.length).toBe(callsBefore);

    // Edit one prospect a minute later.
    t.clock.now += 60_000;
    const [edited, ...others] = t.ids as [string, ...string[]];
    const patch = await t.call(`/api/prospects/${edited}`, { method: 'PATCH', json: { title: 'VP Sales' } });
    expect(patch.status).toBe(200);
    expect(await t.stats()).toEqual({ totalLeads: 5, syncedLeads: 4, pendingLeads: 1, failedLeads: 0 });
    const states = await t.listedStates();
    expect(states[edited]?.state).toBe('pending');
    expect(others.map((id) => states[id]?.state)).toEqual(['synced', 'synced', 'synced', 'synced']);
    const hubspotLink = (await t.linksOf('hubspot', 'conn-hubspot-a')).find(
      (link) => link.localId === edited,
    );
    // The list shows the id in the selected CRM.
    expect(states[edited]?.externalId).toBe(hubspotLink?.externalId);

    expect((await t.sync()).message).toBe('Sync started: pushing 1 lead to HubSpot in the background');
    const contactCall = t.hubspotCalls.filter((c) => c.object === 'contact').at(-1);
    expect(contactCall?.records).toHaveLength(1);
    expect(contactCall?.records[0]).toMatchObject({ externalId: hubspotLink?.externalId });
    expect(contactCall?.records[0]?.fields.jobtitle).toBe('VP Sales');
    expect(await t.stats()).toEqual(allSynced);

    // Salesforce has not seen the edit yet: it updates its own record, by its own Id.
    await t.selectProvider('salesforce');
    expect(await t.stats()).toEqual({ totalLeads: 5, syncedLeads: 4, pendingLeads: 1, failedLeads: 0 });
    const salesforceId = (await t.linksOf('salesforce', 'conn-salesforce-a')).find(
      (l) => l.localId === edited,
    )?.externalId;
    const before = t.salesforce.requests.length;
    expect((await t.sync()).message).toBe('Sync started: pushing 1 lead to Salesforce in the background');
    const isContact = (record: Record<string, unknown>) =>
      (record.attributes as { type: string }).type === 'Contact';
    const update = t.salesforce.requests.slice(before).find((r) => r.records.some(isContact));
    expect(update?.method).toBe('PATCH');
    expect(update?.records).toEqual([expect.objectContaining({ Id: salesforceId, Title: 'VP Sales' })]);
  });

  it('a reconnect to another account of the same provider shares no links with the old connection', async () => {
    const t = await twoProviders();
    await t.sync();
    expect(await t.stats()).toEqual(allSynced);
    const oldLinks = await t.linksOf('hubspot', 'conn-hubspot-a');

    await t.connect('hubspot', 'conn-hubspot-b');
    expect(await t.stats()).toEqual(allPending);
    const callsBefore = t.hubspotCalls.length;
    expect(await t.sync()).toMatchObject({
      message: 'Sync started: pushing 5 leads to HubSpot in the background',
      status: { state: 'idle', pushed: 5, pending: 0 },
    });
    // Every record went to the new account without an id from the old one.
    const sent = t.hubspotCalls.slice(callsBefore).flatMap((c) => c.records);
    expect(sent).toHaveLength(7);
    expect(sent.every((record) => record.externalId === null)).toBe(true);
    const oldIds = new Set(oldLinks.map((link) => link.externalId));
    expect(sent.filter((record) => oldIds.has(record.accountExternalId ?? null))).toEqual([]);
    expect(await t.linksOf('hubspot', 'conn-hubspot-b')).toHaveLength(7);
    expect(await t.linksOf('hubspot', 'conn-hubspot-a')).toEqual(oldLinks);

    // Back to the first account: its links still hold.
    await t.connect('hubspot', 'conn-hubspot-a');
    expect(await t.stats()).toEqual(allSynced);
  });
});
