import { describe, expect, it } from 'vitest';
import { createContractChecker, type OpenApiDocument } from './openapi-contract-check.ts';

// A tiny document: GET /api/things/{id} answers 200 with {name: string} and 404 with Error.
const doc: OpenApiDocument = {
  paths: {
    '/api/things/{id}': {
      get: {
        responses: {
          '200': {
            description: 'A thing',
            headers: { 'RateLimit-Remaining': { required: true, schema: { type: 'integer' } } },
            content: {
              'application/json': {
                schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
              },
            },
          },
          '404': { $ref: '#/components/responses/NotFound' },
        },
      },
    },
  },
  components: {
    schemas: {
      Error: { type: 'object', required: ['error'], properties: { error: { type: 'string' } } },
    },
    responses: {
      NotFound: {
        description: 'Not found',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  },
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** Sends one request through the checker to an app that gives this answer; the problems it found. */
async function problemsOf(method: string, path: string, answer: Response): Promise<string[]> {
  const checker = createContractChecker(doc);
  await checker.fetchThrough({ request: () => answer })(new Request(`http://local${path}`, { method }));
  return checker.problems;
}

describe('the OpenAPI contract checker', () => {
  it('accepts an answer as the document describes it', async () => {
    expect(
      await problemsOf('GET', '/api/things/1', json(200, { name: 'A' }, { 'RateLimit-Remaining': '9' })),
    ).toEqual([]);
    expect(await problemsOf('GET', '/api/things/2', json(404, { error: 'No such thing' }))).toEqual([]);
  });

  it('reports a body, a status, a header and a method the document does not allow', async () => {
    const [body] = await problemsOf(
      'GET',
      '/api/things/1',
      json(200, { name: 3 }, { 'RateLimit-Remaining': '9' }),
    );
    expect(body).toContain('GET /api/things/1 → 200 body');
    expect((await problemsOf('GET', '/api/things/1', json(500, { error: 'x' })))[0]).toContain(
      'the document allows 200, 404',
    );
    expect(await problemsOf('GET', '/api/things/1', json(200, { name: 'A' }))).toEqual([
      'GET /api/things/1 → 200: the required header ratelimit-remaining is missing',
    ]);
    expect(
      await problemsOf(
        'GET',
        '/api/things/1',
        json(200, { name: 'A' }, { 'RateLimit-Remaining': '9', 'Retry-After': '1' }),
      ),
    ).toEqual(['GET /api/things/1 → 200: header retry-after is not in the document for this answer']);
    expect(
      await problemsOf('DELETE', '/api/things/1', json(405, { error: 'Not allowed' }, { allow: 'GET' })),
    ).toEqual([]);
    expect(
      await problemsOf(
        'DELETE',
        '/api/things/1',
        json(405, { error: 'Not allowed' }, { allow: 'GET, POST' }),
      ),
    ).toEqual(['DELETE /api/things/1 → 405: Allow is "GET, POST", the document has GET']);
    expect(await problemsOf('GET', '/api/nothing', json(200, {}))).toEqual([
      'GET /api/nothing → 200: the document describes no such path',
    ]);
  });
});
