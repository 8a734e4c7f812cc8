import { crmSyncLinks, insertLeads, prospects, sandboxCrmOrgs, sandboxCrmRecords } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saveUserIntegration } from '../integrations/user-integrations.ts';
import { runDueSyncJobs } from '../testing/crm-sync-jobs.ts';
import { createTestApp } from '../testing/test-app.ts';

async function setup() {
  const t = createTestApp();
  const pro = await t.createUser({ email: 'pro@example.com', name: 'Priya', role: 'Pro' });
  const other = await t.createUser({ email: 'other@example.com', role: 'Starter' });
  const cookie = await t.signIn('pro@example.com');
  const connect = (provider: 'salesforce' | 'hubspot', userId = pro.id) =>
    saveUserIntegration(t.db, userId, provider, `conn-${provider}`, t.clock.now);
  const call = async (path: string, init: { method?: string; json?: unknown } = {}) => {
    const res = await t.request(path, { ...init, cookie });
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
  };
  const patch = (json: unknown) => call('/api/crm/settings', { method: 'PATCH', json });
  return { ...t, pro, other, cookie, connect, call, patch };
}

/** A Pro user with HubSpot connected, the CRM on, and leads. */
async function readyHubspot() {
  const t = await setup();
  await t.connect('hubspot');
  await insertLeads(t.db, t.pro.id, { companies: 2, prospects: 5 }, { now: t.clock.now });
  await insertLeads(t.db, t.other.id, { companies: 1, prospects: 3 }, { now: t.clock.now });
  expect((await t.patch({ enabled: true, provider: 'hubspot' })).status).toBe(200);
  return t;
}

describe('GET and PATCH /api/crm/settings', () => {
  it('needs a session', async () => {
    const t = await setup();
    const res = await t.request('/api/crm/settings');
    expect(res.status).toBe(401);
  });

  it('answers the defaults before anything is saved', async () => {
    const t = await setup();
    const { status, body } = await t.call('/api/crm/settings');
    expect(status).toBe(200);
    expect(body).toEqual({
      enabled: false,
      provider: null,
      syncLeadsEnabled: true,
      autoCreateAccounts: true,
      autoCreateContacts: true,
      includeLinkedInProfile: false,
      fieldMappings: [],
      lastSyncAt: null,
      connected: false,
      connectedProviders: [],
    });
  });

  it('turns the CRM on, picks a provider with its default mappings, and reports the connection', async () => {
    const t = await setup();
    await t.connect('hubspot');
    const { status, body } = await t.patch({ enabled: true, provider: 'hubspot' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      enabled: true,
      provider: 'hubspot',
      connected: true,
      connectedProviders: ['hubspot'],
    });
    const mappings = body.fieldMappings as { sourceField: string; targetField: string; required: boolean }[];
    expect(mappings.find((m) => m.sourceField === 'email')).toMatchObject({
      targetField: 'email',
      required: true,
    });
  });

  it('resets the mappings to the new provider’s defaults when the provider changes', async () => {
    const t = await setup();
    await t.patch({ provider: 'hubspot' });
    const { body } = await t.patch({ provider: 'salesforce' });
    const mappings = body.fieldMappings as { targetField: string }[];
    expect(mappings.map((m) => m.targetField)).toContain('LastName');
    expect(body.connected).toBe(false);
  });

  it('refuses to remove a required mapping (400) and changes nothing', async () => {
    const t = await setup();
    const { body: before } = await t.patch({ provider: 'salesforce' });
    const mappings = (before.fieldMappings as { sourceField: string }[]).filter(
      (m) => m.sourceField !== 'lastName',
    );
    const { status, body } = await t.patch({ fieldMappings: mappings, syncLeadsEnabled: false });
    expect(status).toBe(400);
    expect(body.error).toBe('Required mappings cannot be removed: Last name → LastName');
    const { body: after } = await t.call('/api/crm/settings');
    expect(after.fieldMappings).toEqual(before.fieldMappings);
    expect(after.syncLeadsEnabled).toBe(true);
  });

  it('refuses a disabled required mapping, and trusts no client required flag', async () => {
    const t = await setup();
    const { body } = await t.patch({ provider: 'hubspot' });
    const mappings = body.fieldMappings as { sourceField: string; enabled: boolean; required: boolean }[];
    const disabled = mappings.map((m) => (m.sourceField === 'email' ? { ...m, enabled: false } : m));
    expect((await t.patch({ fieldMappings: disabled })).status).toBe(400);
    const faked = mappings.map((m) => ({ ...m, required: m.sourceField === 'phone' }));
    const saved = await t.patch({
      fieldMappings: [
        ...faked,
        { id: 'x', sourceField: 'linkedinUrl', targetField: 'website', enabled: true },
      ],
    });
    expect(saved.status).toBe(200);
    const flags = (saved.body.fieldMappings as { sourceField: string; required: boolean }[]).filter(
      (m) => m.required,
    );
    expect(flags.map((m) => m.sourceField)).toEqual(['email']);
  });

  it('needs a provider before mappings, and unique lead fields', async () => {
    const t = await setup();
    const mapping = { id: 'a', sourceField: 'email', targetField: 'email', enabled: true };
    expect((await t.patch({ fieldMappings: [mapping] })).body.error).toBe(
      'Please select a CRM provider first',
    );
    await t.patch({ provider: 'hubspot' });
    const twice = await t.patch({ fieldMappings: [mapping, { ...mapping, id: 'b' }] });
    expect(twice.status).toBe(400);
    expect(twice.body.error).toBe('Each lead field can be mapped only once');
    expect((await t.patch({ provider: 'pipedrive' })).status).toBe(400);
  });

  it('keeps each user’s settings apart', async () => {
    const t = await setup();
    await t.patch({ enabled: true, provider: 'hubspot' });
    const otherCookie = await t.signIn('other@example.com');
    const res = await t.request('/api/crm/settings', { cookie: otherCookie });
    expect(await res.json()).toMatchObject({ enabled: false, provider: null });
  });

  it('answers 401 to an unknown API key', async () => {
    const t = await setup();
    const res = await t.request('/api/crm/settings', { headers: { authorization: 'Bearer lp_unknown' } });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/crm/check-connection', () => {
  it('needs a provider first', async () => {
    const t = await setup();
    const { status, body } = await t.call('/api/crm/check-connection', { method: 'POST', json: {} });
    expect(status).toBe(400);
    expect(body.error).toBe('Please select a CRM provider first');
  });

  it('reports a provider that is not among the integrations', async () => {
    const t = await setup();
    await t.patch({ provider: 'salesforce' });
    const { status, body } = await t.call('/api/crm/check-connection', { method: 'POST', json: {} });
    expect(status).toBe(200);
    expect(body).toEqual({
      connected: false,
      error: 'Salesforce is not connected. Connect it under Integrations first.',
      errorType: 'not_connected',
    });
  });

  it('connects, then reports inactive_org and token_expired as the sandbox simulates them', async () => {
    const t = await setup();
    await t.connect('salesforce');
    await t.patch({ provider: 'salesforce', enabled: true });
    expect((await t.call('/api/crm/check-connection', { method: 'POST', json: {} })).body).toEqual({
      connected: true,
      error: null,
      errorType: null,
    });
    await t.db
      .insert(sandboxCrmOrgs)
      .values({ userId: t.pro.id, provider: 'salesforce', simulatedFailure: 'inactive_org' })
      .run();
    expect((await t.call('/api/crm/check-connection', { method: 'POST', json: {} })).body).toEqual({
      connected: false,
      error: 'This Salesforce org is inactive.',
      errorType: 'inactive_org',
    });
    await t.db.update(sandboxCrmOrgs).set({ simulatedFailure: 'token_expired' }).run();
    expect((await t.call('/api/crm/check-connection', { method: 'POST', json: {} })).body).toMatchObject({
      connected: false,
      errorType: 'token_expired',
    });
  });
});

describe('CRM fields', () => {
  it('GET /api/crm/fields lists Salesforce Contact and Account fields once connected', async () => {
    const t = await setup();
    const notConnected = await t.call('/api/crm/fields?object=Contact&provider=salesforce');
    expect(notConnected.status).toBe(400);
    expect(notConnected.body.error).toBe('Salesforce is not connected. Connect it under Integrations first.');
    await t.connect('salesforce');
    const contact = await t.call('/api/crm/fields?object=Contact&provider=salesforce');
    expect(contact.status).toBe(200);
    const fields = contact.body.fields as { id: string; required: boolean }[];
    expect(fields.find((f) => f.id === 'LastName')).toMatchObject({
      label: 'Last Name',
      required: true,
      createable: true,
      updateable: true,
    });
    const account = await t.call('/api/crm/fields?object=Account&provider=salesforce');
    expect((account.body.fields as { id: string }[]).map((f) => f.id)).toContain('Name');
    expect((await t.call('/api/crm/fields?object=Lead&provider=salesforce')).status).toBe(400);
  });

  it('GET /api/hubspot/fields lists contacts and companies properties', async () => {
    const t = await setup();
    await t.connect('hubspot');
    const res = await t.call('/api/hubspot/fields?objectType=companies');
    expect((res.body.fields as { id: string }[]).map((f) => f.id)).toContain('domain');
    expect((await t.call('/api/hubspot/fields?objectType=deals')).body.error).toBe(
      'objectType must be contacts or companies',
    );
  });

  it('a token_expired org answers 400, never 401', async () => {
    const t = await setup();
    await t.connect('hubspot');
    await t.db
      .insert(sandboxCrmOrgs)
      .values({ userId: t.pro.id, provider: 'hubspot', simulatedFailure: 'token_expired' })
      .run();
    const res = await t.call('/api/hubspot/fields?objectType=contacts');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Your HubSpot session has expired. Disconnect and reconnect HubSpot.');
  });

  it('POST /api/crm/create-field creates a Salesforce field once, with the spec messages', async () => {
    const t = await setup();
    await t.connect('salesforce');
    const field = {
      objectType: 'Contact',
      fieldLabel: 'LinkedIn Profile',
      fieldName: 'LinkedIn_Profile__c',
      fieldType: 'Url',
    };
    const missing = await t.call('/api/crm/create-field', {
      method: 'POST',
      json: { ...field, fieldLabel: '' },
    });
    expect(missing).toMatchObject({ status: 400, body: { error: 'Please fill in required fields' } });
    const picklist = await t.call('/api/crm/create-field', {
      method: 'POST',
      json: { ...field, fieldType: 'Picklist', picklistValues: [' '] },
    });
    expect(picklist.body.error).toBe('Please add at least one picklist value');
    const created = await t.call('/api/crm/create-field', { method: 'POST', json: field });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ success: true, field: { id: 'LinkedIn_Profile__c', custom: true } });
    const again = await t.call('/api/crm/create-field', { method: 'POST', json: field });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('A field named LinkedIn_Profile__c already exists on Contact');
    const standard = await t.call('/api/crm/create-field', {
      method: 'POST',
      json: { ...field, fieldName: 'Email__c', fieldLabel: 'Email' },
    });
    expect(standard.status).toBe(200);
    const fields = (await t.call('/api/crm/fields?object=Contact')).body.fields as { id: string }[];
    expect(fields.map((f) => f.id)).toEqual(expect.arrayContaining(['LinkedIn_Profile__c', 'Email__c']));
  });

  it('POST /api/hubspot/create-property checks names, options, and duplicates', async () => {
    const t = await setup();
    const property = {
      objectType: 'contacts',
      fieldName: 'lead_temperature',
      fieldLabel: 'Lead temperature',
      fieldType: 'enumeration',
      groupName: 'contactinformation',
      options: [
        { label: 'Hot', value: 'hot' },
        { label: 'Cold', value: 'cold' },
      ],
    };
    expect(
      (await t.call('/api/hubspot/create-property', { method: 'POST', json: property })).body.error,
    ).toBe('HubSpot is not connected. Connect it under Integrations first.');
    await t.connect('hubspot');
    const cases: [Record<string, unknown>, string][] = [
      [{ fieldName: '' }, 'Field name and label are required'],
      [{ fieldLabel: ' ' }, 'Field name and label are required'],
      [{ options: [] }, 'At least one option is required for dropdown fields'],
      [{ options: [{ label: 'Hot', value: '' }] }, 'All dropdown options must have both label and value'],
      [{ groupName: 'dealinformation' }, 'Choose a property group'],
    ];
    for (const [change, message] of cases) {
      const res = await t.call('/api/hubspot/create-property', {
        method: 'POST',
        json: { ...property, ...change },
      });
      expect(res, message).toMatchObject({ status: 400, body: { error: message } });
    }
    const created = await t.call('/api/hubspot/create-property', { method: 'POST', json: property });
    expect(created.body).toMatchObject({
      success: true,
      field: { id: 'lead_temperature', type: 'enumeration' },
    });
    const duplicate = await t.call('/api/hubspot/create-property', { method: 'POST', json: property });
    expect(duplicate.status).toBe(409);
    const standard = await t.call('/api/hubspot/create-property', {
      method: 'POST',
      json: { ...property, fieldName: 'email', fieldType: 'string' },
    });
    expect(standard.status).toBe(409);
  });
});

describe('lead sync', () => {
  it('GET /api/crm/sync-leads counts only the user’s leads', async () => {
    const t = await readyHubspot();
    const { status, body } = await t.call('/api/crm/sync-leads');
    expect(status).toBe(200);
    expect(body).toEqual({
      statistics: { totalLeads: 5, syncedLeads: 0, pendingLeads: 5, failedLeads: 0 },
      lastSyncAt: null,
    });
  });

  it('POST /api/crm/sync-leads guards: provider, enabled and connected, sync option', async () => {
    const t = await setup();
    const sync = () => t.call('/api/crm/sync-leads', { method: 'POST', json: {} });
    expect(await sync()).toMatchObject({
      status: 400,
      body: { error: 'Please select a CRM provider first' },
    });
    await t.patch({ provider: 'hubspot' });
    const notEnabled = await sync();
    expect(notEnabled.body.error).toBe('Please configure, enable, and connect CRM integration first');
    await t.patch({ enabled: true });
    expect((await sync()).body.error).toBe('Please configure, enable, and connect CRM integration first');
    await t.connect('hubspot');
    await t.patch({ syncLeadsEnabled: false });
    expect((await sync()).body.error).toBe(
      'Lead sync is turned off. Turn on Sync leads in the sync options first.',
    );
    await t.patch({ syncLeadsEnabled: true, autoCreateAccounts: false, autoCreateContacts: false });
    expect((await sync()).body.error).toBe('Turn on account or contact creation in the sync options first');
  });

  it('pushes pending prospects as contacts and accounts, marks them synced, and sets lastSyncAt', async () => {
    const t = await readyHubspot();
    const { status, body } = await t.call('/api/crm/sync-leads', { method: 'POST', json: {} });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      message: 'Sync started: pushing 5 leads to HubSpot in the background',
      started: true,
      state: 'queued',
    });
    expect((await t.call('/api/crm/sync-status')).body).toMatchObject({ state: 'queued', pending: 5 });
    await runDueSyncJobs(t.deps);
    expect((await t.call('/api/crm/sync-status')).body).toEqual({
      state: 'idle',
      pushed: 5,
      failed: 0,
      pending: 0,
      lastError: null,
      startedAt: new Date(t.clock.now).toISOString(),
      finishedAt: new Date(t.clock.now).toISOString(),
      resumeAt: null,
    });
    const stats = await t.call('/api/crm/sync-leads');
    expect(stats.body).toEqual({
      statistics: { totalLeads: 5, syncedLeads: 5, pendingLeads: 0, failedLeads: 0 },
      lastSyncAt: new Date(t.clock.now).toISOString(),
    });
    const mine = await t.db.select().from(prospects).where(eq(prospects.ownerId, t.pro.id)).all();
    const links = await t.db.select().from(crmSyncLinks).all();
    const linkOf = (kind: 'prospect' | 'company', id: string | null) =>
      links.find((l) => l.localKind === kind && l.localId === id);
    expect(links.every((l) => l.ownerId === t.pro.id && l.provider === 'hubspot')).toBe(true);
    expect(links.every((l) => l.connectionId === 'conn-hubspot')).toBe(true);
    for (const prospect of mine) {
      expect(linkOf('prospect', prospect.id)).toMatchObject({
        syncedVersion: prospect.updatedAt.getTime(),
        syncedAt: new Date(t.clock.now),
        failedVersion: null,
      });
    }
    const others = await t.db.select().from(prospects).where(eq(prospects.ownerId, t.other.id)).all();
    expect(others.some((p) => linkOf('prospect', p.id))).toBe(false);
    const records = await t.db
      .select()
      .from(sandboxCrmRecords)
      .where(eq(sandboxCrmRecords.userId, t.pro.id))
      .all();
    const contact = records.find((r) => r.id === linkOf('prospect', mine[0]?.id ?? null)?.externalId);
    expect(contact?.data).toMatchObject({ email: mine[0]?.email, firstname: mine[0]?.firstName });
    expect(records.filter((r) => r.object === 'account').length).toBeGreaterThan(0);
    expect(links.filter((l) => l.localKind === 'company').length).toBeGreaterThan(0);
    // Each contact is associated with its company's HubSpot record.
    for (const prospect of mine.filter((p) => p.companyId)) {
      const record = records.find((r) => r.id === linkOf('prospect', prospect.id)?.externalId);
      const companyRecord = linkOf('company', prospect.companyId)?.externalId;
      expect(record?.data.associatedcompanyid).toBe(companyRecord);
    }
    const listed = await t.call('/api/prospects?limit=50');
    expect((listed.body.items as { crmSyncState: string }[]).map((p) => p.crmSyncState)).toEqual(
      Array(5).fill('synced'),
    );

    const again = await t.call('/api/crm/sync-leads', { method: 'POST', json: {} });
    expect(again.body.message).toBe('All leads are already synced');
  });

  it('sends the LinkedIn profile only when includeLinkedInProfile is on', async () => {
    const t = await readyHubspot();
    const { body } = await t.call('/api/crm/settings');
    const mappings = [
      ...(body.fieldMappings as object[]),
      { id: 'li', sourceField: 'linkedinUrl', targetField: 'website', enabled: true },
    ];
    await t.patch({ fieldMappings: mappings });
    const first = await t.call('/api/crm/test-sync', { method: 'POST', json: {} });
    const written = first.body.written as { object: string; fields: Record<string, unknown> }[];
    expect(written.find((w) => w.object === 'contact')?.fields.website).toBeUndefined();
    await t.patch({ includeLinkedInProfile: true });
    const second = await t.call('/api/crm/test-sync', { method: 'POST', json: {} });
    const contact = (second.body.written as { object: string; fields: Record<string, unknown> }[]).find(
      (w) => w.object === 'contact',
    );
    expect(String(contact?.fields.website)).toContain('linkedin.com');
  });

  it('POST /api/crm/test-sync pushes one record and reports what was written', async () => {
    const t = await readyHubspot();
    const { status, body } = await t.call('/api/crm/test-sync', { method: 'POST', json: {} });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const written = body.written as { object: string; externalId: string; fields: Record<string, unknown> }[];
    expect(written.filter((w) => w.object === 'contact')).toHaveLength(1);
    expect(written[written.length - 1]?.fields.email).toEqual(expect.stringContaining('@'));
    const stats = await t.call('/api/crm/sync-leads');
    expect((stats.body.statistics as { syncedLeads: number }).syncedLeads).toBe(1);
  });

  it('test-sync with no pending lead is a clear 400', async () => {
    const t = await setup();
    await t.connect('hubspot');
    await t.patch({ enabled: true, provider: 'hubspot' });
    const res = await t.call('/api/crm/test-sync', { method: 'POST', json: {} });
    expect(res).toMatchObject({ status: 400, body: { error: 'Add a prospect before testing the sync' } });
  });

  it('marks a lead failed when the CRM refuses it, and the others still sync (Salesforce needs LastName)', async () => {
    const t = await setup();
    await t.connect('salesforce');
    await insertLeads(t.db, t.pro.id, { companies: 1, prospects: 3 }, { now: t.clock.now });
    const [first] = await t.db.select().from(prospects).where(eq(prospects.ownerId, t.pro.id)).all();
    await t.db.update(prospects).set({ lastName: '' }).where(eq(prospects.id, first!.id)).run();
    await t.patch({ enabled: true, provider: 'salesforce' });
    const { body } = await t.call('/api/crm/sync-leads', { method: 'POST', json: {} });
    expect(body.message).toBe('Sync started: pushing 3 leads to Salesforce in the background');
    await runDueSyncJobs(t.deps);
    expect((await t.call('/api/crm/sync-status')).body).toMatchObject({
      state: 'idle',
      pushed: 2,
      failed: 1,
      pending: 1,
    });
    const stats = await t.call('/api/crm/sync-leads');
    expect(stats.body.statistics).toEqual({ totalLeads: 3, syncedLeads: 2, pendingLeads: 1, failedLeads: 1 });
    const contacts = (await t.db.select().from(sandboxCrmRecords).all()).filter(
      (r) => r.object === 'contact',
    );
    expect(contacts.every((c) => typeof c.data.AccountId === 'string')).toBe(true);
  });

  it('a token_expired CRM ends the background sync as failed with its message and changes nothing', async () => {
    const t = await readyHubspot();
    await t.db
      .insert(sandboxCrmOrgs)
      .values({ userId: t.pro.id, provider: 'hubspot', simulatedFailure: 'token_expired' })
      .run();
    const res = await t.call('/api/crm/sync-leads', { method: 'POST', json: {} });
    expect(res).toMatchObject({ status: 200, body: { started: true } });
    expect(await runDueSyncJobs(t.deps)).toBe(1);
    expect((await t.call('/api/crm/sync-status')).body).toMatchObject({
      state: 'failed',
      pushed: 0,
      pending: 5,
      lastError: 'Your HubSpot session has expired. Disconnect and reconnect HubSpot.',
      finishedAt: new Date(t.clock.now).toISOString(),
    });
    expect((await t.call('/api/crm/sync-leads')).body.lastSyncAt).toBeNull();
  });
});

describe('POST /api/crm/disconnect', () => {
  it('answers 404 with the spec message when there is nothing to disconnect', async () => {
    const t = await setup();
    const res = await t.call('/api/crm/disconnect', { method: 'POST', json: {} });
    expect(res).toMatchObject({ status: 404, body: { error: 'No CRM integration found to disconnect' } });
  });

  it('clears the settings and answers {success, message, crmSettings}', async () => {
    const t = await readyHubspot();
    const res = await t.call('/api/crm/disconnect', { method: 'POST', json: {} });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'HubSpot disconnected',
      crmSettings: { enabled: false, provider: null, fieldMappings: [], connected: false },
    });
    expect((await t.call('/api/crm/settings')).body.provider).toBeNull();
  });
});
