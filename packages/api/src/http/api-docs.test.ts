import { listRestProcedures } from '@leadpath/api';
import { isApiPermission } from '@leadpath/core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

/** Every REST route of the procedures, as the adapter mounts them. */
function restRoutes() {
  return listRestProcedures().map(({ procedurePath, route }) => ({ procedure: procedurePath, rest: route }));
}

describe('API key permissions declared by the procedures', () => {
  it('every REST procedure names a permission or null, explicitly', () => {
    const undeclared = restRoutes()
      .filter(({ rest }) => !('permission' in rest))
      .map(({ procedure }) => procedure);
    expect(undeclared).toEqual([]);
    for (const { procedure, rest } of restRoutes()) {
      if (rest.permission !== null) expect(isApiPermission(rest.permission), procedure).toBe(true);
    }
  });

  it('no admin or key-management path can be called with a key', () => {
    const reachable = restRoutes().filter(
      ({ rest }) => /^\/(admin|api-access)\//.test(rest.path) && rest.permission != null,
    );
    expect(reachable).toEqual([]);
    expect(restRoutes().filter(({ rest }) => rest.path.startsWith('/api-access/'))).toHaveLength(6);
  });
});

describe('/api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const t = createTestApp();
    const doc = await (await t.request('/api/openapi.json')).json();
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every REST path with its security and, for keys, the permission', async () => {
    const t = createTestApp();
    const doc = await (await t.request('/api/openapi.json')).json();
    for (const { rest } of restRoutes()) {
      const operation = doc.paths[`/api${rest.path}`]?.[rest.method.toLowerCase()];
      expect(operation, `${rest.method} ${rest.path}`).toBeDefined();
      if (rest.permission) {
        expect(operation.security).toEqual([{ sessionCookie: [] }, { apiKey: [] }]);
        expect(operation['x-api-key-permission']).toBe(rest.permission);
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '403', '429']));
      } else {
        const security = rest.public ? [] : [{ sessionCookie: [] }];
        expect(operation.security, `${rest.method} ${rest.path}`).toEqual(security);
      }
    }
    expect(
      doc.paths['/api/api-access/keys'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['name', 'permissions', 'expiresIn']);
    expect(doc.paths['/api/api-access/keys/{id}'].patch.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});

describe('the documented paths are the served ones', () => {
  it('every operation in /api/openapi.json is routed: signed out it never answers the API 404', async () => {
    const t = createTestApp();
    const unknown = await t.request('/api/no-such-path');
    expect(unknown.status).toBe(404);
    const notFound = await unknown.json();
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
    // Hand-written routes (sign-in, CSV, files) are documented apart from where they are mounted.
    expect(operations).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: '/api/auth/login' },
        { method: 'GET', path: '/api/prospects/export.csv' },
        { method: 'POST', path: '/api/imageUploader' },
        { method: 'POST', path: '/api/chat-export/download' },
      ]),
    );
    for (const { method, path } of operations) {
      const res = await t.request(path.replace(/\{\w+\}/g, 'does-not-exist'), {
        method,
        json: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      const body = await res.json().catch(() => null);
      expect(
        res.status === 404 && JSON.stringify(body) === JSON.stringify(notFound),
        `${method} ${path}`,
      ).toBe(false);
    }
  });
});

describe('/api/docs', () => {
  it('renders the document with a reference served from this server, no CDN', async () => {
    const t = createTestApp();
    const page = await t.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('data-url="/api/openapi.json"');
    expect(html).toContain('<script src="/api/docs/scalar.js"></script>');
    expect(html).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.js/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const script = await t.request('/api/docs/scalar.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });
});
