import type { Hono, Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps, Context } from '../context.ts';
import { errorResponseOf, logServerError } from '../errors.ts';
import { createCaller } from '../root.ts';
import { admitApiKeyCall } from './api-key-gate.ts';
import { MalformedJsonError, readJsonBody } from './read-json.ts';
import { applyResponseHeaders, createRequestContext } from './request-context.ts';
import { listRestProcedures, type RestProcedure } from './rest-procedures.ts';

type CallableProcedure = (input: unknown) => Promise<unknown>;

function procedureOf(caller: unknown, path: string): CallableProcedure {
  return path
    .split('.')
    .reduce((node, key) => (node as Record<string, unknown>)[key], caller) as CallableProcedure;
}

async function inputOf(c: HonoContext, rest: RestProcedure): Promise<unknown> {
  if (!rest.input) return undefined;
  const params = c.req.param() as Record<string, string>;
  if (rest.route.method === 'GET' || rest.route.method === 'DELETE') return { ...c.req.query(), ...params };
  const body = await readJsonBody(c);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return { ...body, ...params };
}

/**
 * Mounts every procedure that declares a REST route, for the session cookie or `Authorization: Bearer <key>`;
 * the procedure's own gates run, once.
 */
export function mountRestProcedures(api: Hono, deps: AppDeps): void {
  for (const rest of listRestProcedures()) {
    const honoPath = rest.route.path.replace(/\{(\w+)\}/g, ':$1');
    api.on(rest.route.method, honoPath, async (c) => {
      let ctx: Context | undefined;
      try {
        ctx = await createRequestContext(c, deps, admitApiKeyCall(c, deps));
        const input = await inputOf(c, rest);
        const result = await procedureOf(createCaller(ctx), rest.procedurePath)(input);
        applyResponseHeaders(c, ctx.responseHeaders);
        return c.json(result ?? null, 200);
      } catch (error) {
        if (ctx) applyResponseHeaders(c, ctx.responseHeaders);
        if (error instanceof MalformedJsonError) return c.json({ error: error.message }, 400);
        logServerError(error, `${rest.route.method} /api${rest.route.path}`);
        const { status, body } = errorResponseOf(error);
        return c.json(body, status as ContentfulStatusCode);
      }
    });
  }
}
