import { insertLeads, prospects } from '@leadpath/db';
import type { CreatedCrmField, CrmProvider } from '@leadpath/integrations';
import { startFakeHubspot } from '@leadpath/integrations/testing/fake-hubspot';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { saveUserIntegration } from '../integrations/user-integrations.ts';
import { runDueSyncJobs } from '../testing/crm-sync-jobs.ts';
import { createTestApp } from '../testing/test-app.ts';
import { createCrmProviderFactory } from './crm-providers.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function proUser() {
  const t = createTestApp();
  const pro = await t.createUser({ email: 'pro@example.com', role: 'Pro' });
  const cookie = await t.signIn('pro@example.com');
  const call = async (path: string, init: { method?: string; json?: unknown } = {}) => {
    const res = await t.request(path, { ...init, cookie });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return { ...t, pro, call };
}

describe('an emptied prospect field clears the HubSpot property', () => {
  it('editing a synced prospect to clear its title sends jobtitle as the empty string HubSpot clears with', async () => {
    const t = await proUser();
    const hubspot = await startFakeHubspot({ tokens: { 'pat-installation': 'account' } });
    closers.push(hubspot.close);
    t.deps.services.crm = createCrmProviderFactory(t.db, () => t.clock.now, {
      singleTenant: { hubspot: { baseUrl: hubspot.url, accessToken: 'pat-installation' } },
    });
    await saveUserIntegration(t.db, t.pro.id, 'hubspot', 'conn-hubspot', t.clock.now);
    await insertLeads(t.db, t.pro.id, { companies: 1, prospects: 1 }, { now: t.clock.now });
    const prospect = await t.db.select().from(prospects).where(eq(prospects.ownerId, t.pro.id)).get();
    await t.db.update(prospects).set({ title: 'Head of Sales', email: 'lee@example.com' }).run();
    expect(
      (await t.call('/api/crm/settings', { method: 'PATCH', json: { enabled: true, provider: 'hubspot' } }))
        .status,
    ).toBe(200);
    await t.call('/api/crm/sync-leads', { method: 'POST', json: {} });
    await runDueSyncJobs(t.deps, t.clock);
    const [contact] = [...(hubspot.accounts.get('account')?.contacts.values() ?? [])];
    expect(contact?.jobtitle).toBe('Head of Sales');

    t.clock.now += 60_000;
    const cleared = await t.call(`/api/prospects/${prospect?.id}`, {
      method: 'PATCH',
      json: { title: null },
    });
    expect(cleared.status).toBe(200);
    hubspot.requests.length = 0;
    expect((await t.call('/api/crm/sync-leads', { method: 'POST', json: {} })).body.message).toBe(
      'Sync started: pushing 1 lead to HubSpot in the background',
    );
    await runDueSyncJobs(t.deps, t.clock);
    const upsert = hubspot.requests.find((r) => r.path === '/crm/v3/objects/contacts/batch/upsert');
    expect(upsert?.body).toEqual({
      inputs: [
        {
          idProperty: 'email',
          id: 'lee@example.com',
          properties: expect.objectContaining({ email: 'lee@example.com', jobtitle: '' }),
        },
      ],
    });
    expect([...(hubspot.accounts.get('account')?.contacts.values() ?? [])][0]?.jobtitle).toBe('');
  });
});

describe('the create-field answer reports required as sent to the provider', () => {
  it('Salesforce: a required checkbox or text area is created not required, and the answer says so', async () => {
    const t = await proUser();
    await saveUserIntegration(t.db, t.pro.id, 'salesforce', 'conn-sf', t.clock.now);
    const create = (fieldType: string, fieldName: string) =>
      t.call('/api/crm/create-field', {
        method: 'POST',
        json: { objectType: 'Contact', fieldName, fieldLabel: fieldName, fieldType, required: true },
      });
    expect((await create('Checkbox', 'Opted_in__c')).body).toMatchObject({
      message: 'Field Opted_in__c created on Contact',
      field: { id: 'Opted_in__c', required: false },
    });
    expect((await create('TextArea', 'Notes__c')).body).toMatchObject({ field: { required: false } });
    expect((await create('Text', 'Code__c')).body).toMatchObject({ field: { required: true } });
    const fields = await t.call('/api/crm/fields?object=Contact');
    const listed = (fields.body.fields as { id: string; required: boolean }[]).filter((f) =>
      f.id.endsWith('__c'),
    );
    expect(Object.fromEntries(listed.map((f) => [f.id, f.required]))).toMatchObject({
      Opted_in__c: false,
      Notes__c: false,
      Code__c: true,
    });
  });

  it('HubSpot: a property has no required flag in the API, so the answer says required false', async () => {
    const t = await proUser();
    await saveUserIntegration(t.db, t.pro.id, 'hubspot', 'conn-hs', t.clock.now);
    const created = await t.call('/api/hubspot/create-property', {
      method: 'POST',
      json: {
        objectType: 'contacts',
        fieldName: 'tier',
        fieldLabel: 'Tier',
        fieldType: 'string',
        required: true,
      },
    });
    expect(created.body).toMatchObject({
      message: 'Property tier created on contacts',
      field: { required: false },
    });
  });

  it('Salesforce field access not granted: the field is created and the answer says what the admin must grant', async () => {
    const t = await proUser();
    await saveUserIntegration(t.db, t.pro.id, 'salesforce', 'conn-sf', t.clock.now);
    const warning =
      "Salesforce did not let Leadpath give the integration user access to Contact.Score__c (insufficient access rights on object id). An admin must grant Read and Edit on Contact.Score__c to the integration user's permission set or profile (Setup, Permission Sets, Object Settings, Contact) before the sync can write it.";
    const sandbox = t.deps.services.crm;
    t.deps.services.crm = async (userId, provider): Promise<CrmProvider> => ({
      ...(await sandbox(userId, provider)),
      createField: async (field): Promise<CreatedCrmField> => ({
        id: field.name,
        label: field.label,
        type: field.type,
        required: false,
        createable: true,
        updateable: true,
        custom: true,
        warning,
      }),
    });
    const created = await t.call('/api/crm/create-field', {
      method: 'POST',
      json: { objectType: 'Contact', fieldName: 'Score__c', fieldLabel: 'Score', fieldType: 'Number' },
    });
    expect(created).toMatchObject({
      status: 200,
      body: { success: true, message: `Field Score__c created on Contact. ${warning}` },
    });
    expect(created.body.field).not.toHaveProperty('warning');
  });
});
