import { Hono } from 'hono';
import type { AppDeps } from '../context.ts';
import { logServerError } from '../errors.ts';
import { authOperations, createAuthRoutes } from './auth-routes.ts';
import { createLoginThrottle, type LoginThrottle } from './login-throttle.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { mountRestProcedures } from './rest-adapter.ts';
import { sameOriginGuard } from './same-origin.ts';

/** Everything under /api: sign-in, the REST adapters over the procedures, the OpenAPI document. */
export function createApiApp(deps: AppDeps, options: { loginThrottle?: LoginThrottle } = {}): Hono {
  const api = new Hono();
  const openApiDocument = buildOpenApiDocument(authOperations);
  api.use('*', sameOriginGuard);
  api.route('/auth', createAuthRoutes(deps, options.loginThrottle ?? createLoginThrottle()));
  api.get('/openapi.json', (c) => c.json(openApiDocument));
  mountRestProcedures(api, deps);
  api.all('*', (c) => c.json({ error: 'Not found' }, 404));
  api.onError((error, c) => {
    logServerError(error, `${c.req.method} ${c.req.path}`);
    return c.json({ error: 'Something went wrong. Please try again.' }, 500);
  });
  return api;
}
