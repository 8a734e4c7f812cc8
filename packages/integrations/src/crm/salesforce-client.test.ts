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
    // The field access the fake did not grant (no userinfo route) is reported, the field stays created.
    expect(field.warning).toMatch(/An admin must grant Read and Edit on Account.Tier__c/);
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
    const before = requests.length;
    await client.createField({
      object: 'contact',
      name: 'Nick__c',
      label: 'Nick',
      type: 'Text',
      description: '',
      length: 80,
    });
    expect(requests[before]?.body).toMatchObject({ Metadata: { type: 'Text', length: 80 } });
  });

  it('grants Read and Edit on a new field to the connected user’s own permission set (FieldPermissions)', async () => {
    const { client, requests } = await clientAgainst((req) => {
      if (req.path === `${API}/tooling/sobjects/CustomField`)
        return { status: 201, body: { id: '00N5e00000abcDE', success: true, errors: [] } };
      if (req.path === '/services/oauth2/userinfo')
        return { status: 200, body: { user_id: '005000000000001AAA', organization_id: '00D000000000001' } };
      if (req.path.startsWith(`${API}/query?q=`))
        return {
          status: 200,
          body: {
            totalSize: 2,
            done: true,
            records: [
              {
                PermissionSetId: '0PS00000000PROF',
                PermissionSet: { Name: 'X00ex', IsOwnedByProfile: true },
              },
              {
                PermissionSetId: '0PS00000000LEAD',
                PermissionSet: { Name: 'Leadpath_Integration', IsOwnedByProfile: false },
              },
            ],
          },
        };
      if (req.path === `${API}/sobjects/FieldPermissions`)
        return { status: 201, body: { id: '01k000000000001', success: true, errors: [] } };
      return undefined;
    });
    const field = await client.createField({
      object: 'contact',
      name: 'Score__c',
      label: 'Score',
      type: 'Number',
      description: '',
    });
    expect(field.warning).toBeUndefined();
    const query = decodeURIComponent(requests[2]?.path.split('q=')[1] ?? '');
    expect(query).toContain("FROM PermissionSetAssignment WHERE AssigneeId = '005000000000001AAA'");
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `${API}/sobjects/FieldPermissions`,
      body: {
        ParentId: '0PS00000000LEAD',
        SobjectType: 'Contact',
        Field: 'Contact.Score__c',
        PermissionsRead: true,
        PermissionsEdit: true,
      },
    });
  });

  it('keeps a field created when its field access is refused, and says what the admin must grant', async () => {
    const { client } = await clientAgainst((req) => {
      if (req.path === `${API}/tooling/sobjects/CustomField`)
        return { status: 201, body: { id: '00N5e00000abcDE', success: true, errors: [] } };
      if (req.path === '/services/oauth2/userinfo')
        return { status: 200, body: { user_id: '005000000000001' } };
      if (req.path.startsWith(`${API}/query?q=`))
        return {
          status: 200,
          body: {
            records: [{ PermissionSetId: '0PS00000000PROF', PermissionSet: { IsOwnedByProfile: true } }],
          },
        };
      return {
        status: 403,
        body: [
          {
            message: 'insufficient access rights on object id',
            errorCode: 'INSUFFICIENT_ACCESS_OR_READONLY',
          },
        ],
      };
    });
    const field = await client.createField({
      object: 'account',
      name: 'Tier__c',
      label: 'Tier',
      type: 'Text',
      description: '',
    });
    expect(field).toMatchObject({ id: 'Tier__c', custom: true });
    expect(field.warning).toBe(
      'Salesforce did not let Leadpath give the integration user access to Account.Tier__c (insufficient access rights on object id). ' +
        "An admin must grant Read and Edit on Account.Tier__c to the integration user's permission set or profile " +
        '(Setup, Permission Sets, Object Settings, Account) before the sync can write it.',
    );
  });

  it('reports required as sent: only the types whose metadata carries it (not a text area or a checkbox)', async () => {
    const { client, requests } = await clientAgainst((req) =>
      req.path === `${API}/tooling/sobjects/CustomField`
        ? { status: 201, body: { id: '00N5e00000abcDE', success: true, errors: [] } }
        : undefined,
    );
    const text = await client.createField({
      object: 'contact',
      name: 'Code__c',
      label: 'Code',
      type: 'Text',
      description: '',
      required: true,
    });
    expect(text.required).toBe(true);
    expect(requests.at(-1)?.body).toMatchObject({ Metadata: { required: true } });
    // A required field takes no field permissions: no userinfo call after it.
    expect(requests.at(-1)?.path).toBe(`${API}/tooling/sobjects/CustomField`);
    for (const type of ['TextArea', 'Checkbox']) {
      const field = await client.createField({
        object: 'contact',
        name: `${type}__c`,
        label: type,
        type,
        description: '',
        required: true,
      });
      expect(field.required).toBe(false);
      const sent = requests.filter((r) => r.path === `${API}/tooling/sobjects/CustomField`).at(-1);
      expect((sent?.body as { Metadata?: Record<string, unknown> } | undefined)?.Metadata).not.toHaveProperty(
        'required',
      );
    }
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

  it('checkConnection: connected (a least-privilege user: the version resources, never /limits), INVALID_SESSION_ID 401 -> token_expired, inactive org', async () => {
    let reply = { status: 200, body: { sobjects: `${API}/sobjects`, limits: `${API}/limits` } } as {
      status: number;
      body: unknown;
    };
    const { client, requests } = await clientAgainst((req) => {
      if (req.path === `${API}/limits`)
        return {
          status: 403,
          body: [{ message: 'Insufficient privileges', errorCode: 'INSUFFICIENT_ACCESS' }],
        };
      return req.path === `${API}/` ? reply : undefined;
    });
    expect(await client.checkConnection()).toEqual({ connected: true, error: null, errorType: null });
    expect(requests.map((r) => r.path)).toEqual([`${API}/`]);
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
    // A least-privilege user may not view limits: an unknown allowance, the sync goes on.
    reply = { status: 403, body: [{ message: 'Insufficient privileges', errorCode: 'INSUFFICIENT_ACCESS' }] };
    expect(await client.dailyRequestsLeft?.()).toBeNull();
  });

  it('clears a field of a record updated (null) and leaves a null out of a record created', async () => {
    const { client, requests } = await clientAgainst((req) => {
      const records = (req.body as { records: { Id?: string }[] }).records;
      return { status: 200, body: records.map((r) => ({ id: r.Id ?? '003NEW', success: true, errors: [] })) };
    });
    await client.upsertRecords('contact', [
      { externalId: '003OLD', fields: { LastName: 'Garcia', Title: null } },
      { externalId: null, fields: { LastName: 'Nguyen', Title: null } },
    ]);
    const recordsOf = (method: string) =>
      (requests.find((r) => r.method === method)?.body as { records?: unknown[] } | undefined)?.records;
    expect(recordsOf('PATCH')).toEqual([
      { attributes: { type: 'Contact' }, Id: '003OLD', LastName: 'Garcia', Title: null },
    ]);
    expect(recordsOf('POST')).toEqual([{ attributes: { type: 'Contact' }, LastName: 'Nguyen' }]);
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
