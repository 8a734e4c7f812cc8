import { afterEach, describe, expect, it } from 'vitest';
import type { CrmRecordInput } from './crm-provider.ts';
import { createHubspotClient } from './hubspot-client.ts';
import { hubspotSpecsPresent, startHubspotOpenApiMock } from './testing/hubspot-openapi-mock.ts';

// The HubSpot client against HubSpot's own published OpenAPI documents: every request it makes is
// checked by a validating mock; none may be invalid. The documents are not committed: copy them into
// testing/published/hubspot as testing/README.md says; without them these tests are skipped.

let mock: Awaited<ReturnType<typeof startHubspotOpenApiMock>> | undefined;

afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

async function setup() {
  mock = await startHubspotOpenApiMock();
  const client = createHubspotClient({ baseUrl: mock.url, accessToken: 'pat-na1-test' });
  return { client, mock };
}

const operationsOf = (requests: { method: string; operation: string | null }[]) =>
  requests.map((request) => `${request.method} ${request.operation}`);

/** Counts of each operation, in the order first seen. */
function tally(operations: string[]) {
  const counts = new Map<string, number>();
  for (const operation of operations) counts.set(operation, (counts.get(operation) ?? 0) + 1);
  return Object.fromEntries(counts);
}

describe.skipIf(!hubspotSpecsPresent)("HubSpot client against HubSpot's published OpenAPI documents", () => {
  it('the mock catches what the spec refuses: a company created without its associations array', async () => {
    const { mock } = await setup();
    const response = await fetch(`${mock.url}/crm/v3/objects/companies`, {
      method: 'POST',
      headers: { authorization: 'Bearer pat-na1-test', 'content-type': 'application/json' },
      body: JSON.stringify({ properties: { name: 'Acme' } }),
    });
    expect(response.status).toBe(400);
    const unknownPath = await fetch(`${mock.url}/crm/v3/objects/companie`, {
      headers: { authorization: 'Bearer pat-na1-test' },
    });
    expect(unknownPath.status).toBe(404);
    expect(mock.invalid).toEqual([
      { method: 'POST', path: '/crm/v3/objects/companies', errors: ['body.associations is required'] },
      {
        method: 'GET',
        path: '/crm/v3/objects/companie',
        errors: ['no operation of the spec has this method and path'],
      },
    ]);
  });

  it('creates contact and company properties in their own groups with zero invalid requests', async () => {
    const { client, mock } = await setup();
    await client.createField({
      object: 'contact',
      name: 'lead_temperature',
      label: 'Lead temperature',
      type: 'enumeration',
      description: 'How warm the lead is',
      options: [
        { label: 'Hot', value: 'hot' },
        { label: 'Cold', value: 'cold' },
      ],
    });
    const tier = await client.createField({
      object: 'account',
      name: 'tier',
      label: 'Tier',
      type: 'string',
      description: '',
    });
    await client.createField({
      object: 'account',
      name: 'verified',
      label: 'Verified',
      type: 'bool',
      description: '',
      groupName: 'companyinformation',
    });
    expect(tier).toMatchObject({ id: 'tier', custom: true, createable: true });
    expect(mock.invalid).toEqual([]);
    expect(mock.answerErrors).toEqual([]);
    expect(mock.properties.contacts?.get('lead_temperature')?.groupName).toBe('contactinformation');
    expect(mock.properties.companies?.get('tier')?.groupName).toBe('companyinformation');
    expect((await client.listFields('account')).map((field) => field.id)).toEqual(
      expect.arrayContaining(['name', 'domain', 'tier', 'verified']),
    );
    expect(mock.invalid).toEqual([]);
  });

  it('a full sync of 250 leads and 120 companies, then an update that clears a value: zero invalid requests, 100 a call', async () => {
    const { client, mock } = await setup();
    await client.createField({
      object: 'contact',
      name: 'lead_temperature',
      label: 'Lead temperature',
      type: 'enumeration',
      description: '',
      options: [
        { label: 'Hot', value: 'hot' },
        { label: 'Cold', value: 'cold' },
      ],
    });
    expect(await client.checkConnection()).toEqual({ connected: true, error: null, errorType: null });
    mock.requests.length = 0;

    // What the sync sends: the companies first, then the contacts linked to them.
    const companies: CrmRecordInput[] = Array.from({ length: 120 }, (_, i) => ({
      externalId: null,
      fields: {
        name: `Company ${i}`,
        domain: `company${i}.example`,
        numberofemployees: i % 3 ? 50 + i : null,
      },
    }));
    const companyResults = await client.upsertRecords('account', companies);
    expect(companyResults.every((result) => result.ok)).toBe(true);
    const companyIds = companyResults.map((result) => (result.ok ? result.externalId : ''));
    expect(new Set(companyIds).size).toBe(120);

    const contacts: CrmRecordInput[] = Array.from({ length: 250 }, (_, i) => ({
      externalId: null,
      accountExternalId: companyIds[i % 120] ?? null,
      fields: {
        email: `lead${i}@company${i % 120}.example`,
        firstname: `Lead${i}`,
        lastname: 'Tester',
        phone: i % 2 ? `+1 555 010 ${String(i).padStart(4, '0')}` : null,
        jobtitle: 'Buyer',
        lead_temperature: i % 2 ? 'hot' : 'cold',
      },
    }));
    const contactResults = await client.upsertRecords('contact', contacts);
    expect(contactResults.filter((result) => !result.ok)).toEqual([]);

    expect(mock.invalid).toEqual([]);
    expect(mock.answerErrors).toEqual([]);
    expect(tally(operationsOf(mock.requests))).toEqual({
      'POST /crm/v3/objects/companies/batch/create': 2,
      'POST /crm/v3/objects/contacts/batch/upsert': 3,
      'POST /crm/v4/associations/{fromObjectType}/{toObjectType}/batch/associate/default': 3,
    });
    expect(mock.records.companies.size).toBe(120);
    expect(mock.records.contacts.size).toBe(250);
    // Each company got the id HubSpot gave it, though HubSpot answered in another order.
    const company7 = mock.records.companies.get(companyIds[7] ?? '');
    expect(company7?.properties).toMatchObject({ name: 'Company 7', domain: 'company7.example' });
    const contact7Id = contactResults[7]?.ok ? contactResults[7].externalId : '';
    expect(mock.records.contacts.get(contact7Id)?.properties).toMatchObject({
      email: 'lead7@company7.example',
      lead_temperature: 'hot',
    });
    expect([...(mock.associations.get(contact7Id) ?? [])]).toEqual([companyIds[7]]);

    // The second sync updates what it synced before; a value the lead lost is cleared in HubSpot.
    mock.requests.length = 0;
    const companyUpdates = companies.map((company, i) => ({
      ...company,
      externalId: companyIds[i] ?? null,
      fields: { ...company.fields, domain: i === 7 ? null : `company${i}.example` },
    }));
    const updated = await client.upsertRecords('account', companyUpdates);
    expect(updated.every((result) => result.ok)).toBe(true);
    const contactUpdates = contacts.map((contact, i) => ({
      ...contact,
      externalId: contactResults[i]?.ok ? contactResults[i].externalId : null,
      fields: { ...contact.fields, jobtitle: i === 7 ? null : 'Head of Buying' },
    }));
    const again = await client.upsertRecords('contact', contactUpdates);
    expect(again.map((result) => (result.ok ? result.externalId : result.error))).toEqual(
      contactResults.map((result) => (result.ok ? result.externalId : result.error)),
    );

    expect(mock.invalid).toEqual([]);
    expect(mock.answerErrors).toEqual([]);
    expect(tally(operationsOf(mock.requests))).toEqual({
      'POST /crm/v3/objects/companies/batch/update': 2,
      'POST /crm/v3/objects/contacts/batch/upsert': 3,
      'POST /crm/v4/associations/{fromObjectType}/{toObjectType}/batch/associate/default': 3,
    });
    expect(mock.records.companies.size).toBe(120);
    expect(mock.records.contacts.size).toBe(250);
    expect(mock.records.companies.get(companyIds[7] ?? '')?.properties.domain).toBeUndefined();
    expect(mock.records.contacts.get(contact7Id)?.properties.jobtitle).toBeUndefined();
    expect(mock.records.contacts.get(contact7Id)?.properties.firstname).toBe('Lead7');
  });
});
