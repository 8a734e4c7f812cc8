import { Hono, type Context as HonoContext, type Next } from 'hono';
import type { AppDeps } from '../context.ts';
import { GENERIC_ERROR_MESSAGE, logServerError } from '../errors.ts';
import { createApiDocsRoutes } from './api-docs.ts';
import { apiKeyPreflight } from './api-key-cors.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { mountRestProcedures, refuseOtherMethods } from './rest-adapter.ts';
import { listRestProcedures } from './rest-procedures.ts';
import { sameOriginGuardBeforeKeyGate } from './same-origin.ts';

/**
 * The requests /api's handlers took up. The sub-app has no `onError` of its own: Hono wraps every
 * handler of a sub-app that has one in an async function and a compose of its own, three levels a
 * REST call (8-12 % of a signed-in count's CPU; issue 29, ADR 094). The server's error handler
 * answers for /api instead (`answerApiError`) when the request reached /api's first middleware.
 */
const apiRequests = new WeakSet<HonoContext>();

/** Whether an error of this request is /api's to answer (it reached /api's handlers). */
export const isApiRequest = (c: HonoContext): boolean => apiRequests.has(c);

/** /api's answer to an unexpected error: logged, a generic JSON 500 (what its `onError` answered). */
export function answerApiError(error: Error, c: HonoContext): Response {
  logServerError(error, `${c.req.method} ${c.req.path}`);
  return c.json({ error: GENERIC_ERROR_MESSAGE }, 500);
}

/**
 * Everything under /api: the REST routes of the procedures (cookie or API key), the OpenAPI document and its reference.
 * Mount it with `mountApiApp`, which answers its errors.
 */
export function createApiApp(deps: AppDeps): Hono {
  const api = new Hono();
  const openApiDocument = buildOpenApiDocument({ publicUrl: deps.config.publicUrl });
  const preflight = apiKeyPreflight(deps);
  // Signed deliveries (the payment provider's webhook) come from no browser and prove themselves by signature.
  const signedDeliveryPaths = new Set(
    listRestProcedures()
      .filter(({ route }) => route.body === 'raw')
      .map(({ route }) => `/api${route.path}`),
  );
  // One middleware level for the CORS preflight and the cross-site check (each level is a dispatch step).
  api.use('*', (c, next) => {
    apiRequests.add(c);
    return preflight(c, (() =>
      signedDeliveryPaths.has(c.req.path) ? next() : sameOriginGuardBeforeKeyGate(c, next)) as Next);
  });
  api.get('/openapi.json', (c) => c.json(openApiDocument));
  api.route('/docs', createApiDocsRoutes());
  mountRestProcedures(api, deps);
  refuseOtherMethods(api, [
    { method: 'GET', path: '/openapi.json' },
    { method: 'GET', path: '/docs' },
  ]);
  api.all('*', (c) => c.json({ error: 'Not found' }, 404));
  return api;
}
