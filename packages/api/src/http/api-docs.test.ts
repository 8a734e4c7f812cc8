import SwaggerParser from '@apidevtools/swagger-parser';
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

  it('validates in swagger-parser too, with the SPDX licence of LICENSE and no unused components', async () => {
    const doc = await (await createTestApp().request('/api/openapi.json')).json();
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeDefined();
    expect(doc.info.license).toEqual({ name: 'MIT License', identifier: 'MIT' });
    const referenced = JSON.stringify({ paths: doc.paths, components: doc.components });
    const unused = Object.entries(doc.components as Record<string, Record<string, unknown>>)
      .filter(([kind]) => kind !== 'securitySchemes')
      .flatMap(([kind, entries]) => Object.keys(entries).map((name) => `#/components/${kind}/${name}`))
      .filter((pointer) => !referenced.includes(`"${pointer}"`));
    expect(unused).toEqual([]);
  });

  it('describes the one-click unsubscribe POST that mail providers call', async () => {
    const doc = await (await createTestApp().request('/api/openapi.json')).json();
    const unsubscribe = doc.paths['/api/unsubscribe/{token}']?.post;
    expect(unsubscribe).toMatchObject({ security: [], tags: ['Unsubscribe'] });
    expect(Object.keys(unsubscribe.responses)).toEqual(['200', '404', '413']);
    expect(Object.keys(unsubscribe.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
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
      { name: 'id', in: 'path', required: true, schema: { type: 'string', minLength: 1 } },
    ]);
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});

describe('what the document promises a client', () => {
  interface DocOperation {
    description: string;
    tags: string[];
    parameters?: { name: string; in: string; schema: Record<string, unknown> }[];
    requestBody?: {
      required: boolean;
      content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }>;
    };
    responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, unknown> }>;
  }
  interface Doc {
    info: { license: { name: string }; contact: { name: string; url?: string } };
    tags: { name: string; description: string }[];
    components: { responses: Record<string, { headers: Record<string, unknown> }> };
    paths: Record<string, Record<string, DocOperation>>;
  }
  async function documentOf(): Promise<Doc> {
    return (await createTestApp().request('/api/openapi.json')).json();
  }
  const operationsOf = (doc: Doc) =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ what: `${method} ${path}`, path, operation })),
    );
  const operation = (doc: Doc, method: string, path: string): DocOperation => {
    const found = doc.paths[path]?.[method];
    if (!found) throw new Error(`${method} ${path} is not in the document`);
    return found;
  };

  it('every operation has a description and only tags the document describes; a licence and a contact', async () => {
    const doc = await documentOf();
    const described = new Set(doc.tags.map((tag) => tag.name));
    for (const tag of doc.tags) expect(tag.description, tag.name).toMatch(/\w/);
    for (const { what, operation } of operationsOf(doc)) {
      expect(operation.description, what).toMatch(/\w/);
      expect(operation.tags.length, what).toBeGreaterThan(0);
      for (const tag of operation.tags) expect(described.has(tag), `${what} tag ${tag}`).toBe(true);
    }
    expect(doc.info.license.name).toMatch(/\w/);
    expect(doc.info.license.name).not.toBe('UNLICENSED');
    expect(doc.info.contact).toEqual({
      name: 'The administrators of this Leadpath install',
      url: 'http://localhost',
    });
  });

  it('lists the statuses each operation can answer, derived from its route', async () => {
    const doc = await documentOf();
    for (const { what, path, operation } of operationsOf(doc)) {
      // The one-click unsubscribe is not a procedure: no caller, no gate, no limit (checked above).
      if (what === 'post /api/unsubscribe/{token}') continue;
      const statuses = Object.keys(operation.responses);
      expect(statuses, what).toEqual(expect.arrayContaining(['200', '401', '403', '429']));
      if (path.includes('{')) expect(statuses, what).toContain('404');
      if (operation.requestBody || operation.parameters?.some((p) => p.in === 'query'))
        expect(statuses, what).toContain('400');
      if (!what.startsWith('get ') && !what.startsWith('delete ')) expect(statuses, what).toContain('413');
    }
    const statusesOf = (method: string, path: string) => Object.keys(operation(doc, method, path).responses);
    expect(statusesOf('post', '/api/prospects')).toEqual(expect.arrayContaining(['404', '409']));
    expect(statusesOf('patch', '/api/prospects/{id}')).toContain('409');
    expect(statusesOf('post', '/api/crm/create-field')).toEqual(
      expect.arrayContaining(['409', '429', '502']),
    );
    // sync-leads only records the background job (ADR 024); test-sync calls the CRM.
    expect(statusesOf('post', '/api/crm/test-sync')).toEqual(expect.arrayContaining(['400', '502']));
    expect(statusesOf('post', '/api/auth/logout')).toContain('403');
    expect(statusesOf('post', '/api/imageUploader')).toContain('413');
    expect(statusesOf('post', '/api/setup/first-admin')).toContain('409');
  });

  it('documents the rate limit headers, Retry-After on 429 and the error shape', async () => {
    const doc = await documentOf();
    const { TooManyRequests, Unauthorized, BadRequest } = doc.components.responses;
    expect(Object.keys(TooManyRequests?.headers ?? {})).toEqual(
      expect.arrayContaining(['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']),
    );
    expect(Object.keys(Unauthorized?.headers ?? {})).toContain('WWW-Authenticate');
    expect(BadRequest).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
    const list = operation(doc, 'get', '/api/prospects');
    expect(Object.keys(list.responses['200']?.headers ?? {})).toContain('RateLimit-Remaining');
    expect(list.responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
  });

  it('declares list parameters in one form, repeated, and file answers with their media types', async () => {
    const doc = await documentOf();
    const status = operation(doc, 'get', '/api/prospects').parameters?.find((p) => p.name === 'status');
    expect(status).toMatchObject({ in: 'query', style: 'form', explode: true, schema: { type: 'array' } });
    const mediaTypes = (method: string, path: string) =>
      Object.keys(operation(doc, method, path).responses['200']?.content ?? {});
    expect(mediaTypes('get', '/api/prospects/export.csv')).toEqual(['text/csv']);
    expect(mediaTypes('post', '/api/chat-export/download')).toEqual([
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'image/jpeg',
    ]);
  });

  it('documents PATCH bodies without the id the path carries, all fields optional for a merge patch', async () => {
    const doc = await documentOf();
    const patch = operation(doc, 'patch', '/api/prospects/{id}');
    expect(patch.description).toMatch(/merge patch/);
    expect(patch.requestBody?.required).toBe(false);
    const schema = patch.requestBody?.content['application/json']?.schema;
    expect(schema?.properties).not.toHaveProperty('id');
    expect(schema?.required).toBeUndefined();
    expect(schema?.properties.lastName).toEqual({
      anyOf: [{ type: 'string', maxLength: 100 }, { type: 'null' }],
    });
    const keyPatch = operation(doc, 'patch', '/api/api-access/keys/{id}').requestBody;
    expect(keyPatch?.content['application/json']?.schema.required).toEqual(['isActive']);
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
