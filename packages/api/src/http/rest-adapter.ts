import type { Hono, Context as HonoContext, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../context.ts';
import { takesIdempotencyKey } from './idempotency.ts';
import { readJsonBody } from './read-json.ts';
import { listRestProcedures, type RestProcedure } from './rest-procedures.ts';
import { procedureRunner, serveProcedure } from './serve-procedure.ts';

/** The largest JSON body any route reads unless its meta allows more. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE = 'The request body is too large';

/**
 * A 413 ends its connection (`Connection: close`): the refused body is never read to its end, so the
 * connection cannot carry another request, and a client that would reuse it got "other side closed".
 */
export function closingConnection(response: Response): Response {
  response.headers.set('Connection', 'close');
  return response;
}

/**
 * Hono's body limit for the methods that carry a body. A GET or HEAD has none (the Node adapter gives
 * it no body stream), yet the limit's `c.req.raw.body` made the adapter build a whole WHATWG Request
 * for every GET: 8 % of a signed-in count's CPU (issue 29, ADR 082).
 *
 * A body with a Content-Length is judged by it, as Hono's limit does (the HTTP parser delivers exactly
 * that many bytes), but without touching `c.req.raw.body`: the Node adapter then reads the body
 * straight from the socket when it is read, instead of building a Request and a web stream over it
 * (a quarter of a PATCH's CPU; ADR 086). A chunked body (no Content-Length) goes through Hono's limit,
 * which counts the bytes as they come.
 */
export function bodyLimitWhereBodies(options: Parameters<typeof bodyLimit>[0]): MiddlewareHandler {
  const limit = bodyLimit(options);
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return limit(c, next);
    return Number.parseInt(length, 10) > options.maxSize ? limit(c, next) : next();
  };
}

/** Query parameters as the procedure takes them: a repeated parameter keeps every value. */
function queryOf(c: HonoContext): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    query[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return query;
}

/** The one file of a multipart body (field `file`), null when absent, empty or not a file. */
async function multipartFileOf(c: HonoContext): Promise<Uint8Array | null> {
  if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) return null;
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    return null;
  }
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return null;
  return new Uint8Array(await file.arrayBuffer());
}

function inputReaderOf(rest: RestProcedure): (c: HonoContext) => Promise<unknown> {
  const { route } = rest;
  return async (c) => {
    if (!rest.input) return undefined;
    const params = c.req.param() as Record<string, string>;
    if (route.body === 'multipart') return { file: await multipartFileOf(c), ...params };
    if (route.body === 'raw')
      return {
        payload: await c.req.text(),
        signature: (route.signatureHeader && c.req.header(route.signatureHeader)) || null,
      };
    if (route.method === 'GET' || route.method === 'DELETE') return { ...queryOf(c), ...params };
    const body = await readJsonBody(c);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
    return { ...body, ...params };
  };
}

/**
 * Mounts every procedure that declares a REST route, for the session cookie or `Authorization: Bearer <key>`;
 * the procedure's own gates run, once. Bodies over the route's limit are refused before they are read.
 */
export function mountRestProcedures(api: Hono, deps: AppDeps): void {
  for (const rest of listRestProcedures()) {
    const { route } = rest;
    const honoPath = route.path.replace(/\{(\w+)\}/g, ':$1');
    const inputOf = inputReaderOf(rest);
    const label = `${route.method} /api${route.path}`;
    const served = {
      run: procedureRunner(rest.procedurePath),
      permission: route.permission,
      inputOf,
      answer: route.answer ?? 'json',
      label,
      signedDelivery: route.body === 'raw',
      idempotent: takesIdempotencyKey(route),
    } as const;
    const limit = bodyLimitWhereBodies({
      maxSize: route.maxBodyBytes ?? JSON_BODY_LIMIT_BYTES,
      onError: (c) => closingConnection(c.json({ error: route.tooLargeMessage ?? BODY_TOO_LARGE }, 413)),
    });
    // The limit and the procedure as one handler: one dispatch step less a call (ADR 094). The limit
    // answers its 413 or returns what its `next` returns, here the procedure's response.
    api.on(route.method, honoPath, (c) =>
      limit(c, (() => serveProcedure(c, deps, served)) as unknown as Next),
    );
  }
}

export const methodNotAllowed = (method: string, allowed: string[]) =>
  `${method} is not allowed here; this path takes ${allowed.join(', ')}`;

/**
 * A path the API serves, called with a method it does not take: 405 with `Allow` listing the methods
 * it does take (RFC 9110 §15.5.6), instead of the 404 of an unknown path. Mount after the routes.
 */
export function refuseOtherMethods(api: Hono, otherRoutes: { method: string; path: string }[] = []): void {
  const methodsByPath = new Map<string, string[]>();
  for (const { method, path } of [...listRestProcedures().map(({ route }) => route), ...otherRoutes]) {
    const honoPath = path.replace(/\{(\w+)\}/g, ':$1');
    const methods = methodsByPath.get(honoPath) ?? [];
    if (!methods.includes(method)) methods.push(method);
    methodsByPath.set(honoPath, methods);
  }
  for (const [honoPath, methods] of methodsByPath) {
    api.all(honoPath, (c) => {
      c.header('Allow', methods.join(', '));
      return c.json({ error: methodNotAllowed(c.req.method, methods) }, 405);
    });
  }
}
