import { Hono } from 'hono';
import type { AppDeps } from '../context.ts';
import { GENERIC_ERROR_MESSAGE, logServerError } from '../errors.ts';
import { createApiDocsRoutes } from './api-docs.ts';
import { apiKeyPreflight } from './api-key-cors.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { mountRestProcedures, refuseOtherMethods } from './rest-adapter.ts';
import { listRestProcedures } from './rest-procedures.ts';
import { sameOriginGuardBeforeKeyGate } from './same-origin.ts';

/** Everything under /api: the REST routes of the procedures (cookie or API key), the OpenAPI document and its reference. */
export function createApiApp(deps: AppDeps): Hono {
  const api = new Hono();
  const openApiDocument = buildOpenApiDocument({ publicUrl: deps.config.publicUrl });
  api.use('*', apiKeyPreflight(deps));
  // Signed deliveries (the payment provider's webhook) come from no browser and prove themselves by signature.
  const signedDeliveryPaths = new Set(
    listRestProcedures()
      .filter(({ route }) => route.body === 'raw')
      .map(({ route }) => `/api${route.path}`),
  );
  api.use('*', (c, next) =>
    signedDeliveryPaths.has(c.req.path) ? next() : sameOriginGuardBeforeKeyGate(c, next),
  );
  api.get('/openapi.json', (c) => c.json(openApiDocument));
  api.route('/docs', createApiDocsRoutes());
  mountRestProcedures(api, deps);
  refuseOtherMethods(api, [
    { method: 'GET', path: '/openapi.json' },
    { method: 'GET', path: '/docs' },
  ]);
  api.all('*', (c) => c.json({ error: 'Not found' }, 404));
  api.onError((error, c) => {
    logServerError(error, `${c.req.method} ${c.req.path}`);
    return c.json({ error: GENERIC_ERROR_MESSAGE }, 500);
  });
  return api;
}
