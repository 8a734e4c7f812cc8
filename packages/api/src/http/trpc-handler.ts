import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Context as HonoContext } from 'hono';
import type { AppDeps, Context } from '../context.ts';
import { errorHeadersOf, logServerError } from '../errors.ts';
import { appRouter } from '../root.ts';
import { logAccessDenied } from '../security-log.ts';
import { bearerTokenOf } from './api-key-gate.ts';
import { createRequestContext, isPrivateAnswer } from './request-context.ts';

export const API_KEYS_ON_REST_ONLY = 'API keys work on the REST paths under /api only';

/** Serves the typed client at /trpc with the same context the REST adapters build. */
export async function handleTrpcRequest(c: HonoContext, deps: AppDeps): Promise<Response> {
  // The typed client is the web app's: it trusts cookies and the same-origin check, never a key.
  if (bearerTokenOf(c.req.header('authorization')) !== null)
    return c.json({ error: API_KEYS_ON_REST_ONLY }, 401);
  let ctx: Context | undefined;
  const response = await fetchRequestHandler({
    endpoint: '/trpc',
    req: c.req.raw,
    router: appRouter,
    createContext: async () => {
      ctx = await createRequestContext(c, deps);
      return ctx;
    },
    onError: ({ error, path, ctx: callContext }) => {
      logServerError(error, `trpc ${path ?? ''}`);
      if (callContext) logAccessDenied(callContext, error, `trpc ${path ?? ''}`);
    },
    // A one-call answer carries its error's headers (Retry-After); a batch has one status for many calls.
    responseMeta: ({ errors }) => (errors.length === 1 ? { headers: errorHeadersOf(errors[0]) } : {}),
  });
  const headers = new Headers(response.headers);
  ctx?.responseHeaders.forEach((value, key) => {
    headers.append(key, value);
  });
  if (ctx && isPrivateAnswer(ctx)) headers.set('cache-control', 'no-store');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
