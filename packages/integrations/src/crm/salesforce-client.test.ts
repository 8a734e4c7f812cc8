import { afterEach, describe, expect, it } from 'vitest';
import { CrmError } from './crm-provider.ts';
import { createSalesforceClient } from './salesforce-client.ts';
import { type FakeRoute, startFakeCrmServer } from './testing/fake-crm-server.ts';

const API = '/services/data/v60.0';
let close: (() => Promise<void>) | undefined;

afterEach(async () => {
  await close?.();
  close = undefined;
});

async function clientAgainst(route: FakeRoute) {
  const fake = await startFakeCrmServer(route);
  close = fake.close;
  const client = createSalesforceClient({
    instanceUrl: fake.url,
    accessToken: 'sf-token',
    apiVersion: 'v60.0',
    http: { maxRetryAfterSeconds: 1 },
  });
  return { client, requests: fake.requests };
}

// Shapes from the Salesforce REST API guide: describe, Tooling API CustomField, sObject Collections, errors.
const contactDescribe = {
  name: 'Contact',
  fields: [
    {
      name: 'Id',
      label: 'Contact ID',
      type: 'id',
      nillable: false,
      createable: false,
      updateable: false,
      defaultedOnCreate: true,
      custom: false,
    },
    {
      name: 'LastName',
      label: 'Last Name',
      type: 'string',
      nillable: false,
      createable: true,
      updateable: true,
      defaultedOnCreate: false,
      custom: false,
    },
    {
      name: 'OwnerId',
      label: 'Owner ID',
      type: 'reference',
      nillable: false,
      createable: true,
      updateable: true,
      defaultedOnCreate: true,
      custom: false,
    },
    {
      name: 'Lead_source__c',
      label: 'Lead source',
      type: 'picklist',
      nillable: true,
      createable: true,
      updateable: true,
      defaultedOnCreate: false,
      custom: true,
    },
  ],
};

describe('Salesforce client against a local fake', () => {
  it('lists writable fields from describe, required = not nillable and not defaulted', async () => {
    const { client, requests } = await clientAgainst((req) =>
      req.path === `${API}/sobjects/Contact/describe` ? { status: 200, body: contactDescribe } : undefined,
    );
    const fields = await client.listFields('contact');
    expect(requests[0]?.authorization).toBe('Bearer sf-token');
    expect(fields.map((f) => [f.id, f.required, f.custom])).toEqual([
      ['LastName', true, false],
      ['OwnerId', false, false],
      ['Lead_source__c', false, true],
    ]);
  });

  it('creates a custom field through the Tooling API with the metadata of its type', async () => {
    const { client, requests } = await clientAgainst((req) =>
      req.path === `${API}/tooling/sobjects/CustomField`
        ? { status: 201, body: { id: '00N5e00000abcDE', success: true, errors: [] } }
        : undefined,
    );
    const field = await client.createField({
      object: 'account',
      name: 'Tier__c',
      label: 'Tier',
      type: 'Picklist',
      description: 'Sales tier',
      picklistValues: ['Gold', 'Silver'],
    });
    expect(field).toMatchObject({ id: 'Tier__c', custom: true });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: {
        FullName: 'Account.Tier__c',
        Metadata: {
          label: 'Tier',
          type: 'Picklist',
          valueSet: {
            valueSetDefinition: {
              value: [
                { fullName: 'Gold', label: 'Gold', default: false },
                { fullName: 'Silver', label: 'Silver', default: false },
              ],
            },
          },
        },
      },
    });
    await client.createField({
      object: 'contact',
      name: 'Nick__c',
      label: 'Nick',
      type: 'Text',
      description: '',
      length: 80,
    });
    expect(requests[1]?.body).toMatchObject({ Metadata: { type: 'Text', length: 80 } });
  });

  it('reports a duplicate developer name as field_exists', async () => {
    const { client } = await clientAgainst(() => ({
      status: 400,
      body: [
        {
          message: 'There is already a field named Tier on Account.',
          errorCode: 'DUPLICATE_DEVELOPER_NAME',
          fields: [],
        },
      ],
    }));
    const error = await client
      .createField({ object: 'account', name: 'Tier__c', label: 'Tier', type: 'Text', description: '' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CrmError);
    expect(error).toMatchObject({
      kind: 'field_exists',
      message: 'There is already a field named Tier on Account.',
    });
  });

  it('creates new records with POST and updates known ones with PATCH, in request order', async () => {
    const { client, requests } = await clientAgainst((req) => {
      if (req.path !== `${API}/composite/sobjects`) return undefined;
      const records = (req.body as { records: { Id?: string }[] }).records;
      if (req.method === 'PATCH')
        return { status: 200, body: records.map((r) => ({ id: r.Id, success: true, errors: [] })) };
      return {
        status: 200,
        body: [
          { id: '003NEW1', success: true, errors: [] },
          {
            success: false,
            errors: [
              {
                statusCode: 'REQUIRED_FIELD_MISSING',
                message: 'Required fields are missing: [LastName]',
                fields: ['LastName'],
              },
            ],
          },
        ],
      };
    });
    const results = await client.upsertRecords('contact', [
      { externalId: null, fields: { LastName: 'Nguyen', Email: 'a@example.com' } },
      { externalId: '003OLD', fields: { LastName: 'Garcia' }, accountExternalId: '001ACME' },
      { externalId: null, fields: { Email: 'b@example.com' } },
    ]);
    expect(results).toEqual([
      { ok: true, externalId: '003NEW1' },
      { ok: true, externalId: '003OLD' },
      { ok: false, error: 'Required fields are missing: [LastName]' },
    ]);
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.body).toEqual({
      allOrNone: false,
      // The contact's account goes in as AccountId.
      records: [{ attributes: { type: 'Contact' }, Id: '003OLD', LastName: 'Garcia', AccountId: '001ACME' }],
    });
    const post = requests.find((r) => r.method === 'POST');
    expect((post?.body as { records: unknown[] } | undefined)?.records).toHaveLength(2);
  });

  it('checkConnection: connected, INVALID_SESSION_ID 401 -> token_expired, inactive org', async () => {
    let reply = { status: 200, body: { DailyApiRequests: { Max: 15000, Remaining: 14998 } } } as {
      status: number;
      body: unknown;
    };
    const { client } = await clientAgainst((req) => (req.path === `${API}/limits` ? reply : undefined));
    expect(await client.checkConnection()).toEqual({ connected: true, error: null, errorType: null });
    reply = {
      status: 401,
      body: [{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' }],
    };
    expect(await client.checkConnection()).toMatchObject({ connected: false, errorType: 'token_expired' });
    reply = { status: 400, body: { error: 'inactive_org', error_description: 'organization is locked' } };
    expect(await client.checkConnection()).toMatchObject({ connected: false, errorType: 'inactive_org' });
    reply = {
      status: 403,
      body: [
        { message: 'The REST API is not enabled for this Organization.', errorCode: 'API_DISABLED_FOR_ORG' },
      ],
    };
    expect(await client.checkConnection()).toEqual({
      connected: false,
      error: 'The REST API is not enabled for this Organization.',
      errorType: 'unknown',
    });
  });

  it('dailyRequestsLeft reads DailyApiRequests from /limits, and null when it cannot', async () => {
    let reply = { status: 200, body: { DailyApiRequests: { Max: 15000, Remaining: 120 } } } as {
      status: number;
      body: unknown;
    };
    const { client } = await clientAgainst((req) => (req.path === `${API}/limits` ? reply : undefined));
    expect(await client.dailyRequestsLeft?.()).toEqual({ remaining: 120, max: 15000 });
    reply = { status: 200, body: {} };
    expect(await client.dailyRequestsLeft?.()).toBeNull();
    reply = { status: 403, body: [{ message: 'Insufficient privileges', errorCode: 'INSUFFICIENT_ACCESS' }] };
    expect(await client.dailyRequestsLeft?.()).toBeNull();
  });

  it('maps REQUEST_LIMIT_EXCEEDED to rate_limited and a 5xx to unavailable', async () => {
    let reply = {
      status: 403,
      body: [{ message: 'TotalRequests Limit exceeded.', errorCode: 'REQUEST_LIMIT_EXCEEDED' }],
    } as {
      status: number;
      body: unknown;
    };
    const { client } = await clientAgainst(() => reply);
    await expect(client.listFields('contact')).rejects.toMatchObject({ kind: 'rate_limited' });
    reply = { status: 503, body: [{ message: 'Service Unavailable', errorCode: 'SERVER_UNAVAILABLE' }] };
    await expect(client.listFields('contact')).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('gives up as unavailable when the instance cannot be reached', async () => {
    const client = createSalesforceClient({
      instanceUrl: 'http://127.0.0.1:9',
      accessToken: 't',
      apiVersion: 'v60.0',
    });
    await expect(client.listFields('account')).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
