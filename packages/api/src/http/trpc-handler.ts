import { BATCH_TOO_LARGE, MAX_BATCH_CALLS, unbatchedProcedureInBatch } from '@leadpath/core';
import { type AnyProcedure, TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Context as HonoContext } from 'hono';
import type { AppDeps, Context } from '../context.ts';
import { errorHeadersOf, logServerError } from '../errors.ts';
import { appRouter } from '../root.ts';
import { logAccessDenied } from '../security-log.ts';
import type { ProcedureMeta } from '../trpc.ts';
import { bearerTokenOf } from './api-key-gate.ts';
import { createRequestContext, isPrivateAnswer } from './request-context.ts';
import { admitRequestRate } from './request-rate-gate.ts';
import { parseInputsSyncFirst } from './sync-first-inputs.ts';

// /trpc's inputs checked with zod's synchronous parse first, as REST's are (ADR 094).
parseInputsSyncFirst(appRouter._def.procedures);

export const API_KEYS_ON_REST_ONLY = 'API keys work on the REST paths under /api only';

interface ProcedureDef {
  meta?: ProcedureMeta;
}

/** The procedure paths a /trpc request names: `/trpc/a.b,c.d?batch=1` is a batch of two. */
function callPathsOf(url: URL): { paths: string[]; isBatch: boolean } {
  const path = decodeURIComponent(url.pathname.replace(/^\/trpc\/?/, '').replace(/\/$/, ''));
  const isBatch = url.searchParams.get('batch') === '1';
  return { paths: isBatch ? path.split(',') : [path], isBatch };
}

/**
 * Refuses a batch before any of its calls runs: one larger than MAX_BATCH_CALLS, or one that holds a
 * procedure anyone may call (each anonymous call must be a request of its own, counted per address).
 * A batch of one call is a call.
 */
export function batchRefusalOf(url: URL): TRPCError | null {
  const { paths, isBatch } = callPathsOf(url);
  if (!isBatch || paths.length < 2) return null;
  if (paths.length > MAX_BATCH_CALLS) return new TRPCError({ code: 'BAD_REQUEST', message: BATCH_TOO_LARGE });
  const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure | undefined>;
  const unbatched = paths.find((path) => (procedures[path]?._def as ProcedureDef | undefined)?.meta?.public);
  return unbatched
    ? new TRPCError({ code: 'BAD_REQUEST', message: unbatchedProcedureInBatch(unbatched) })
    : null;
}

/**
 * Serves the typed client at /trpc with the same context the REST adapters build. `refusal` answers
 * every call with that error instead (the body-size limit); the calls are still named in tRPC's shape.
 */
export async function handleTrpcRequest(
  c: HonoContext,
  deps: AppDeps,
  refusal: TRPCError | null = null,
): Promise<Response> {
  // The typed client is the web app's: it trusts cookies and the same-origin check, never a key.
  if (bearerTokenOf(c.req.header('authorization')) !== null)
    return c.json({ error: API_KEYS_ON_REST_ONLY }, 401);
  let ctx: Context | undefined;
  const response = await fetchRequestHandler({
    endpoint: '/trpc',
    req: c.req.raw,
    router: appRouter,
    createContext: async () => {
      const url = new URL(c.req.url);
      const refused = refusal ?? batchRefusalOf(url);
      if (refused) throw refused;
      ctx = await createRequestContext(c, deps);
      await admitRequestRate(ctx, callPathsOf(url).paths.length);
      return ctx;
    },
    onError: ({ error, path, ctx: callContext }) => {
      logServerError(error, `trpc ${path ?? ''}`);
      if (callContext) logAccessDenied(callContext, error, `trpc ${path ?? ''}`);
    },
    // A one-call answer carries its error's headers (Retry-After); a batch has one status for many calls.
    // A refusal before the calls (rate limit, batch) is one error shared by every call of the batch.
    responseMeta: ({ errors }) =>
      errors.length > 0 && errors.every((error) => error === errors[0])
        ? { headers: errorHeadersOf(errors[0]) }
        : {},
  });
  const headers = new Headers(response.headers);
  ctx?.responseHeaders.forEach((value, key) => {
    headers.append(key, value);
  });
  if (ctx && isPrivateAnswer(ctx)) headers.set('cache-control', 'no-store');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
