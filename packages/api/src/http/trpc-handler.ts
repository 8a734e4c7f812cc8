import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Context as HonoContext } from 'hono';
import type { AppDeps, Context } from '../context.ts';
import { logServerError } from '../errors.ts';
import { appRouter } from '../root.ts';
import { createRequestContext } from './request-context.ts';

/** Serves the typed client at /trpc with the same context the REST adapters build. */
export async function handleTrpcRequest(c: HonoContext, deps: AppDeps): Promise<Response> {
  let ctx: Context | undefined;
  const response = await fetchRequestHandler({
    endpoint: '/trpc',
    req: c.req.raw,
    router: appRouter,
    createContext: async () => {
      ctx = await createRequestContext(c, deps);
      return ctx;
    },
    onError: ({ error, path }) => logServerError(error, `trpc ${path ?? ''}`),
  });
  const headers = new Headers(response.headers);
  ctx?.responseHeaders.forEach((value, key) => {
    headers.append(key, value);
  });
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
