import { insertLeads } from '@leadpath/db';
import { createHubspotClient } from '@leadpath/integrations';
import {
  hubspotSpecsPresent,
  startHubspotOpenApiMock,
} from '@leadpath/integrations/testing/hubspot-openapi-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { saveUserIntegration } from '../integrations/user-integrations.ts';
import { runDueSyncJobs } from '../testing/crm-sync-jobs.ts';
import { createTestApp } from '../testing/test-app.ts';

// The product's HubSpot sync and property creation, through the API, against a mock that validates
// every request with HubSpot's published OpenAPI documents (not committed: copied into
// packages/integrations/src/crm/testing/published/hubspot as the README there says; skipped without them).

let mock: Awaited<ReturnType<typeof startHubspotOpenApiMock>> | undefined;

afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

async function setup() {
  mock = await startHubspotOpenApiMock();
  const t = createTestApp();
  const hubspot = createHubspotClient({ baseUrl: mock.url, accessToken: 'pat-na1-test' });
  t.deps.services.crm = () => hubspot;
  const pro = await t.createUser({ email: 'pro@example.com', role: 'Pro' });
  const cookie = await t.signIn('pro@example.com');
  await saveUserIntegration(t.db, pro.id, 'hubspot', 'conn-hubspot', t.clock.now);
  const call = async (path: string, init: { method?: string; json?: unknown } = {}) => {
    const res = await t.request(path, { ...init, cookie });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return { ...t, pro, call, mock };
}

describe.skipIf(!hubspotSpecsPresent)(
  "the HubSpot sync through the product, against HubSpot's published OpenAPI documents",
  () => {
    it('creates a company property and syncs 250 leads of 120 companies with zero invalid requests, 100 a call', async () => {
      const t = await setup();
      await insertLeads(t.db, t.pro.id, { companies: 120, prospects: 250 }, { now: t.clock.now });
      expect(
        (await t.call('/api/crm/settings', { method: 'PATCH', json: { enabled: true, provider: 'hubspot' } }))
          .status,
      ).toBe(200);

      const created = await t.call('/api/hubspot/create-property', {
        method: 'POST',
        json: { objectType: 'companies', fieldName: 'tier', fieldLabel: 'Tier', fieldType: 'string' },
      });
      expect(created).toMatchObject({ status: 200, body: { message: 'Property tier created on companies' } });
      expect(t.mock.properties.companies?.get('tier')?.groupName).toBe('companyinformation');

      t.mock.requests.length = 0;
      const sync = await t.call('/api/crm/sync-leads', { method: 'POST', json: {} });
      expect(sync).toMatchObject({
        status: 200,
        body: { message: 'Sync started: pushing 250 leads to HubSpot in the background' },
      });
      await runDueSyncJobs(t.deps, t.clock);

      expect(t.mock.invalid).toEqual([]);
      expect(t.mock.answerErrors).toEqual([]);
      expect(t.mock.records.contacts.size).toBe(250);
      // The companies of the synced leads (insertLeads leaves a few companies without a lead).
      const { companies } = (await t.db.$sql.get<{ companies: number }>(
        'select count(distinct company_id) as companies from prospects where owner_id = ?',
        [t.pro.id],
      ))!;
      expect(companies).toBeGreaterThan(90);
      expect(t.mock.records.companies.size).toBe(companies);
      // Every write is a batch of at most 100, and there are few of them: the sync pushes pages of
      // 100 leads, so per page one company batch, one contact batch and one link batch.
      const writes = t.mock.requests.filter((request) => request.method === 'POST');
      expect(writes.every((request) => (request.body as { inputs: unknown[] }).inputs.length <= 100)).toBe(
        true,
      );
      expect(writes.map((request) => request.operation)).not.toContain('/crm/v3/objects/companies');
      expect(writes.length).toBeLessThanOrEqual(12);
      expect(writes.length).toBeGreaterThanOrEqual(7);
    });
  },
);
