import { companies, idempotencyKeys } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, userWithKey } from '../testing/api-keys.ts';
import { createTestApp } from '../testing/test-app.ts';
import {
  IDEMPOTENCY_KEY_IN_FLIGHT,
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENCY_KEY_TTL_MS,
  IDEMPOTENT_REPLAYED_HEADER,
} from './idempotency.ts';

async function setup() {
  const t = createTestApp();
  const pat = await t.createUser({ email: 'pat@example.com', name: 'Pat', role: 'Pro' });
  const cookie = await t.signIn('pat@example.com');
  const create = (
    json: unknown,
    key?: string,
    auth: { cookie?: string; headers?: Record<string, string> } = { cookie },
  ) =>
    t.request('/api/companies', {
      method: 'POST',
      ...auth,
      headers: { ...auth.headers, ...(key ? { 'Idempotency-Key': key } : {}) },
      json,
    });
  const companiesOf = async (ownerId: string) =>
    await t.db.select().from(companies).where(eq(companies.ownerId, ownerId)).all();
  return { t, pat, cookie, create, companiesOf };
}

describe('Idempotency-Key on creating POSTs', () => {
  it('the same key and body answer the first result again, and create once', async () => {
    const { pat, create, companiesOf } = await setup();
    const first = await create({ name: 'Acme', domain: 'acme.test' }, 'order-1');
    expect(first.status).toBe(200);
    expect(first.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    const created = await first.json();
    // The same fields in another order are the same request.
    const retry = await create({ domain: 'acme.test', name: 'Acme' }, 'order-1');
    expect(retry.status).toBe(200);
    expect(retry.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(retry.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await retry.json()).toEqual(created);
    expect(await companiesOf(pat.id)).toHaveLength(1);
  });

  it('the same key with another body is 422 and changes nothing', async () => {
    const { pat, create, companiesOf } = await setup();
    await create({ name: 'Acme' }, 'order-1');
    const other = await create({ name: 'Globex' }, 'order-1');
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ error: IDEMPOTENCY_KEY_REUSED });
    expect((await companiesOf(pat.id)).map((row) => row.name)).toEqual(['Acme']);
  });

  it('without a key every POST creates; keys are per caller', async () => {
    const { t, pat, create, companiesOf } = await setup();
    await create({ name: 'Acme' });
    await create({ name: 'Acme' });
    expect(await companiesOf(pat.id)).toHaveLength(2);
    const sam = await t.createUser({ email: 'sam@example.com', name: 'Sam', role: 'Pro' });
    const samCookie = await t.signIn('sam@example.com');
    await create({ name: 'Acme' }, 'shared-key');
    const theirs = await create({ name: 'Acme' }, 'shared-key', { cookie: samCookie });
    expect(theirs.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect(await companiesOf(sam.id)).toHaveLength(1);
  });

  it('works for API keys, each key its own', async () => {
    const { t, pat, create, companiesOf } = await setup();
    const { key } = await userWithKey(t, 'pat@example.com', { permissions: ['leads:write'] });
    const viaKey = { headers: bearer(key) };
    const first = await create({ name: 'Initech' }, 'import-7', viaKey);
    const again = await create({ name: 'Initech' }, 'import-7', viaKey);
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await companiesOf(pat.id)).toHaveLength(1);
  });

  it('a key expires after 24 hours of the app clock; then it runs again', async () => {
    const { t, pat, create, companiesOf } = await setup();
    await create({ name: 'Acme' }, 'daily');
    t.clock.now += IDEMPOTENCY_KEY_TTL_MS - 1000;
    expect((await create({ name: 'Acme' }, 'daily')).headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    t.clock.now += 1000;
    expect((await create({ name: 'Acme' }, 'daily')).headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect(await companiesOf(pat.id)).toHaveLength(2);
  });

  it('a request refused for its input keeps nothing: the corrected retry with the key runs', async () => {
    const { pat, create, companiesOf } = await setup();
    expect((await create({ name: '' }, 'fix-me')).status).toBe(400);
    const fixed = await create({ name: 'Acme' }, 'fix-me');
    expect(fixed.status).toBe(200);
    expect(fixed.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect(await companiesOf(pat.id)).toHaveLength(1);
  });

  it('while the first request with a key runs, a retry is 409; one that never finished frees its key', async () => {
    const { t, pat, create, companiesOf } = await setup();
    await create({ name: 'Acme' }, 'busy');
    // As if the first request were still running (or its process had stopped).
    await t.db.update(idempotencyKeys).set({ status: null, responseBody: null }).run();
    const retry = await create({ name: 'Acme' }, 'busy');
    expect(retry.status).toBe(409);
    expect(await retry.json()).toEqual({ error: IDEMPOTENCY_KEY_IN_FLIGHT });
    t.clock.now += 5 * 60_000;
    expect((await create({ name: 'Acme' }, 'busy')).status).toBe(200);
    expect(await companiesOf(pat.id)).toHaveLength(2);
  });

  it('is documented on every creating POST', async () => {
    const { t } = await setup();
    const doc = await (await t.request('/api/openapi.json')).json();
    const parameters = doc.paths['/api/companies'].post.parameters as { $ref?: string }[];
    expect(parameters).toContainEqual({ $ref: '#/components/parameters/Idempotency-Key' });
    expect(doc.components.parameters['Idempotency-Key']).toMatchObject({
      in: 'header',
      name: 'Idempotency-Key',
    });
    expect(Object.keys(doc.paths['/api/companies'].post.responses)).toEqual(
      expect.arrayContaining(['409', '422']),
    );
    expect(doc.paths['/api/auth/login'].post.parameters ?? []).not.toContainEqual({
      $ref: '#/components/parameters/Idempotency-Key',
    });
  });
});
