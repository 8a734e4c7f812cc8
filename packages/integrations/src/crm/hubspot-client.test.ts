import { afterEach, describe, expect, it } from 'vitest';
import { createHubspotClient } from './hubspot-client.ts';
import { type FakeReply, type FakeRoute, startFakeCrmServer } from './testing/fake-crm-server.ts';

let close: (() => Promise<void>) | undefined;

afterEach(async () => {
  await close?.();
  close = undefined;
});

async function clientAgainst(route: FakeRoute) {
  const fake = await startFakeCrmServer(route);
  close = fake.close;
  const client = createHubspotClient({
    baseUrl: fake.url,
    accessToken: 'hs-token',
    http: { maxRetries: 2, maxRetryAfterSeconds: 1 },
  });
  return { client, requests: fake.requests };
}

// Shapes from HubSpot's CRM v3 reference: properties, batch upsert, objects, and the error body.
const hubspotError = (status: number, category: string, message: string): FakeReply => ({
  status,
  body: { status: 'error', message, correlationId: 'c0ffee00-0000-4000-8000-000000000000', category },
});

describe('HubSpot client against a local fake', () => {
  it('lists properties; read-only and calculated ones are not writable', async () => {
    const { client, requests } = await clientAgainst((req) =>
      req.path === '/crm/v3/properties/contacts'
        ? {
            status: 200,
            body: {
              results: [
                { name: 'email', label: 'Email', type: 'string', fieldType: 'text', hubspotDefined: true },
                {
                  name: 'hs_object_id',
                  label: 'Record ID',
                  type: 'number',
                  fieldType: 'number',
                  hubspotDefined: true,
                  modificationMetadata: { readOnlyValue: true, archivable: false, readOnlyDefinition: true },
                },
                {
                  name: 'lead_temperature',
                  label: 'Lead temperature',
                  type: 'enumeration',
                  fieldType: 'select',
                },
              ],
            },
          }
        : undefined,
    );
    const fields = await client.listFields('contact');
    expect(requests[0]?.authorization).toBe('Bearer hs-token');
    expect(fields.map((f) => [f.id, f.createable, f.custom])).toEqual([
      ['email', true, false],
      ['hs_object_id', false, false],
      ['lead_temperature', true, true],
    ]);
  });

  it('creates a dropdown property with type enumeration and fieldType select', async () => {
    const { client, requests } = await clientAgainst((req) =>
      req.path === '/crm/v3/properties/companies' && req.method === 'POST'
        ? { status: 201, body: { ...(req.body as object), createdAt: '2026-01-01T00:00:00Z' } }
        : undefined,
    );
    const field = await client.createField({
      object: 'account',
      name: 'tier',
      label: 'Tier',
      type: 'enumeration',
      description: '',
      groupName: 'companyinformation',
      options: [{ label: 'Gold', value: 'gold' }],
    });
    expect(field).toMatchObject({ id: 'tier', type: 'enumeration', custom: true });
    expect(requests[0]?.body).toEqual({
      name: 'tier',
      label: 'Tier',
      type: 'enumeration',
      fieldType: 'select',
      groupName: 'companyinformation',
      description: '',
      options: [{ label: 'Gold', value: 'gold', displayOrder: 0, hidden: false }],
    });
  });

  it('reports an existing property (409) as field_exists', async () => {
    const { client } = await clientAgainst(() =>
      hubspotError(409, 'OBJECT_ALREADY_EXISTS', 'Property named tier already exists'),
    );
    await expect(
      client.createField({ object: 'contact', name: 'tier', label: 'Tier', type: 'string', description: '' }),
    ).rejects.toMatchObject({ kind: 'field_exists', message: 'Property named tier already exists' });
  });

  it('upserts contacts by email in a batch and matches results back by email', async () => {
    const { client, requests } = await clientAgainst((req) => {
      if (req.path !== '/crm/v3/objects/contacts/batch/upsert') return undefined;
      const inputs = (req.body as { inputs: { id: string; properties: Record<string, string> }[] }).inputs;
      // HubSpot does not promise result order: answer reversed.
      return {
        status: 200,
        body: {
          status: 'COMPLETE',
          results: inputs
            .map((input, i) => ({
              id: String(501 + i),
              properties: { ...input.properties, email: input.id },
              new: true,
            }))
            .reverse(),
          startedAt: '2026-01-01T00:00:00Z',
          completedAt: '2026-01-01T00:00:01Z',
        },
      };
    });
    const results = await client.upsertRecords('contact', [
      { externalId: null, fields: { email: 'A@Example.com', firstname: 'Ada', phone: null } },
      { externalId: null, fields: { firstname: 'No email' } },
      { externalId: '777', fields: { email: 'b@example.com' } },
    ]);
    expect(results).toEqual([
      { ok: true, externalId: '501' },
      { ok: false, error: 'HubSpot contacts need an email' },
      { ok: true, externalId: '502' },
    ]);
    expect(requests[0]?.body).toEqual({
      inputs: [
        {
          idProperty: 'email',
          id: 'a@example.com',
          properties: { email: 'A@Example.com', firstname: 'Ada' },
        },
        { idProperty: 'email', id: 'b@example.com', properties: { email: 'b@example.com' } },
      ],
    });
  });

  it('links upserted contacts to their companies with v4 default associations; an unlinked one fails', async () => {
    const { client, requests } = await clientAgainst((req) => {
      if (req.path === '/crm/v3/objects/contacts/batch/upsert') {
        const inputs = (req.body as { inputs: { id: string }[] }).inputs;
        return {
          status: 200,
          body: {
            results: inputs.map((input, i) => ({ id: String(601 + i), properties: { email: input.id } })),
          },
        };
      }
      if (req.path === '/crm/v4/associations/contacts/companies/batch/associate/default')
        // HubSpot answers 207 when part of a batch fails; only 601 was linked.
        return {
          status: 207,
          body: {
            status: 'COMPLETE',
            results: [{ from: { id: '601' }, to: { id: '9001' } }],
            errors: [{ status: 'error', category: 'OBJECT_NOT_FOUND', message: 'No company 9999' }],
          },
        };
      return undefined;
    });
    const results = await client.upsertRecords('contact', [
      { externalId: null, fields: { email: 'a@example.com' }, accountExternalId: '9001' },
      { externalId: null, fields: { email: 'b@example.com' }, accountExternalId: '9999' },
      { externalId: null, fields: { email: 'c@example.com' } },
    ]);
    expect(results).toEqual([
      { ok: true, externalId: '601' },
      { ok: false, error: 'Not linked to its company in HubSpot: No company 9999' },
      { ok: true, externalId: '603' },
    ]);
    expect(requests[1]?.body).toEqual({
      inputs: [
        { from: { id: '601' }, to: { id: '9001' } },
        { from: { id: '602' }, to: { id: '9999' } },
      ],
    });
  });

  it('a refused association batch fails those contacts; an expired token stops the sync', async () => {
    let associationReply = hubspotError(400, 'VALIDATION_ERROR', 'Invalid input');
    const { client } = await clientAgainst((req) => {
      if (req.path === '/crm/v3/objects/contacts/batch/upsert')
        return { status: 200, body: { results: [{ id: '701', properties: { email: 'a@example.com' } }] } };
      if (req.path === '/crm/v4/associations/contacts/companies/batch/associate/default')
        return associationReply;
      return undefined;
    });
    const input = [{ externalId: null, fields: { email: 'a@example.com' }, accountExternalId: '1' }];
    expect(await client.upsertRecords('contact', input)).toEqual([
      { ok: false, error: 'Not linked to its company in HubSpot: Invalid input' },
    ]);
    associationReply = hubspotError(
      401,
      'EXPIRED_AUTHENTICATION',
      'The OAuth token used to make this call expired',
    );
    await expect(client.upsertRecords('contact', input)).rejects.toMatchObject({ kind: 'token_expired' });
  });

  it('creates and updates companies with the batch endpoints; a null clears a property on update', async () => {
    const { client, requests } = await clientAgainst((req) => {
      const inputs = (req.body as { inputs: { id?: string; objectWriteTraceId?: string }[] }).inputs;
      if (req.path === '/crm/v3/objects/companies/batch/create')
        // Results in another order than the inputs: matched back by objectWriteTraceId.
        return {
          status: 201,
          body: {
            status: 'COMPLETE',
            results: inputs
              .map((input, i) => ({ id: String(9001 + i), objectWriteTraceId: input.objectWriteTraceId }))
              .reverse(),
          },
        };
      if (req.path === '/crm/v3/objects/companies/batch/update')
        return {
          status: 207,
          body: {
            status: 'COMPLETE',
            results: [{ id: '42' }],
            errors: [
              {
                status: 'error',
                category: 'OBJECT_NOT_FOUND',
                message: 'No company 43',
                context: { ids: ['43'] },
              },
            ],
          },
        };
      return undefined;
    });
    const results = await client.upsertRecords('account', [
      { externalId: null, fields: { name: 'Acme', domain: 'acme.example', city: null } },
      { externalId: '42', fields: { name: 'Globex', domain: null } },
      { externalId: null, fields: { name: 'Initech' } },
      { externalId: '43', fields: { name: 'Gone' } },
    ]);
    expect(results).toEqual([
      { ok: true, externalId: '9001' },
      { ok: true, externalId: '42' },
      { ok: true, externalId: '9002' },
      { ok: false, error: 'No company 43' },
    ]);
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      [
        'POST',
        '/crm/v3/objects/companies/batch/create',
        {
          inputs: [
            {
              associations: [],
              objectWriteTraceId: '0',
              properties: { name: 'Acme', domain: 'acme.example' },
            },
            { associations: [], objectWriteTraceId: '2', properties: { name: 'Initech' } },
          ],
        },
      ],
      [
        'POST',
        '/crm/v3/objects/companies/batch/update',
        {
          inputs: [
            { id: '42', properties: { name: 'Globex', domain: '' } },
            { id: '43', properties: { name: 'Gone' } },
          ],
        },
      ],
    ]);
  });

  it('an answer without trace ids is matched by the properties sent, never by order alone', async () => {
    const { client } = await clientAgainst((req) => {
      const inputs = (req.body as { inputs: { properties: Record<string, string> }[] }).inputs;
      return {
        status: 201,
        body: {
          results: inputs
            .map((input, i) => ({
              id: String(100 + i),
              properties: { ...input.properties, hs_object_id: String(100 + i) },
            }))
            .reverse(),
        },
      };
    });
    expect(
      await client.upsertRecords('account', [
        { externalId: null, fields: { name: 'Acme', domain: 'acme.example' } },
        { externalId: null, fields: { name: 'Globex', domain: 'globex.example' } },
        { externalId: null, fields: { name: 'Twin' } },
        { externalId: null, fields: { name: 'Twin' } },
        { externalId: null, fields: { name: 'Acme' } },
      ]),
    ).toEqual([
      { ok: true, externalId: '100' },
      { ok: true, externalId: '101' },
      // Identical inputs, identical records: either way round is right.
      { ok: true, externalId: '103' },
      { ok: true, externalId: '102' },
      // Its properties are held by two results (Acme of the first input, and itself): not guessed.
      { ok: false, error: 'Not confirmed by HubSpot' },
    ]);
  });

  it('writes 250 companies in batches of 100 and one contact per email', async () => {
    const { client, requests } = await clientAgainst((req) => {
      const inputs = (req.body as { inputs: { objectWriteTraceId?: string; id?: string }[] }).inputs;
      if (req.path === '/crm/v3/objects/companies/batch/create')
        return {
          status: 201,
          body: { results: inputs.map((input) => ({ id: `c${input.objectWriteTraceId}`, ...input })) },
        };
      if (req.path === '/crm/v3/objects/contacts/batch/upsert')
        return {
          status: 200,
          body: {
            results: inputs.map((input) => ({ id: `p-${input.id}`, properties: { email: input.id } })),
          },
        };
      return undefined;
    });
    const companies = Array.from({ length: 250 }, (_, i) => ({
      externalId: null,
      fields: { name: `Co ${i}` },
    }));
    const written = await client.upsertRecords('account', companies);
    expect(written.every((result) => result.ok)).toBe(true);
    expect(written[249]).toEqual({ ok: true, externalId: 'c249' });
    expect(requests.map((r) => (r.body as { inputs: unknown[] }).inputs.length)).toEqual([100, 100, 50]);

    const contacts = await client.upsertRecords('contact', [
      { externalId: null, fields: { email: 'same@example.com', firstname: 'Ada' } },
      { externalId: null, fields: { email: 'SAME@example.com', lastname: 'Lovelace' } },
    ]);
    expect(contacts).toEqual([
      { ok: true, externalId: 'p-same@example.com' },
      { ok: true, externalId: 'p-same@example.com' },
    ]);
    expect(requests[3]?.body).toEqual({
      inputs: [
        {
          idProperty: 'email',
          id: 'same@example.com',
          properties: { email: 'SAME@example.com', firstname: 'Ada', lastname: 'Lovelace' },
        },
      ],
    });
  });

  it('a refused company batch fails its records; the other batches still run', async () => {
    const { client } = await clientAgainst((req) =>
      req.path === '/crm/v3/objects/companies/batch/update'
        ? hubspotError(400, 'VALIDATION_ERROR', 'Property values were not valid')
        : { status: 201, body: { results: [{ id: '1', objectWriteTraceId: '1' }] } },
    );
    expect(
      await client.upsertRecords('account', [
        { externalId: '7', fields: { name: 'A' } },
        { externalId: null, fields: { name: 'B' } },
      ]),
    ).toEqual([
      { ok: false, error: 'Property values were not valid' },
      { ok: true, externalId: '1' },
    ]);
  });

  it('creates a property without a group in the information group of its object', async () => {
    const { client, requests } = await clientAgainst((req) =>
      req.method === 'POST' ? { status: 201, body: { ...(req.body as object) } } : undefined,
    );
    for (const object of ['contact', 'account'] as const)
      await client.createField({ object, name: 'tier', label: 'Tier', type: 'string', description: '' });
    expect(requests.map((r) => [r.path, (r.body as { groupName: string }).groupName])).toEqual([
      ['/crm/v3/properties/contacts', 'contactinformation'],
      ['/crm/v3/properties/companies', 'companyinformation'],
    ]);
  });

  it('waits for Retry-After on 429 and then succeeds', async () => {
    let calls = 0;
    const { client, requests } = await clientAgainst(() => {
      calls += 1;
      if (calls === 1) {
        return {
          ...hubspotError(429, 'RATE_LIMITS', 'You have reached your secondly limit.'),
          headers: { 'Retry-After': '0' },
        };
      }
      return { status: 200, body: { results: [] } };
    });
    expect(await client.checkConnection()).toEqual({ connected: true, error: null, errorType: null });
    expect(requests).toHaveLength(2);
  });

  it('gives up on a long Retry-After as rate_limited with the wait', async () => {
    const { client } = await clientAgainst(() => ({
      ...hubspotError(429, 'RATE_LIMITS', 'You have reached your daily limit.'),
      headers: { 'Retry-After': '3600' },
    }));
    await expect(client.listFields('contact')).rejects.toMatchObject({
      kind: 'rate_limited',
      retryAfterSeconds: 3600,
    });
  });

  it('checkConnection maps 401 bodies to invalid_credentials and token_expired', async () => {
    let reply = hubspotError(401, 'INVALID_AUTHENTICATION', 'Authentication credentials not found.');
    const { client } = await clientAgainst(() => reply);
    expect(await client.checkConnection()).toMatchObject({
      connected: false,
      errorType: 'invalid_credentials',
    });
    reply = hubspotError(401, 'EXPIRED_AUTHENTICATION', 'The OAuth token used to make this call expired.');
    expect(await client.checkConnection()).toMatchObject({ connected: false, errorType: 'token_expired' });
  });
});
