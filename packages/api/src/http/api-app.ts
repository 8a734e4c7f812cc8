import { Hono } from 'hono';
import type { AppDeps } from '../context.ts';
import { logServerError } from '../errors.ts';
import { createApiDocsRoutes } from './api-docs.ts';
import { apiKeyPreflight } from './api-key-cors.ts';
import { authOperations, createAuthRoutes } from './auth-routes.ts';
import { chatExportOperations, createChatExportRoutes } from './chat-export-route.ts';
import { createImageUploaderRoutes, imageUploaderOperations } from './image-uploader.ts';
import { createLeadExportRoutes, leadExportOperations } from './leads-export.ts';
import { buildOpenApiDocument, type ManualOperation } from './openapi.ts';
import { mountRestProcedures } from './rest-adapter.ts';
import { sameOriginGuard } from './same-origin.ts';

/** The routes served outside the REST adapter (sign-in, files, multipart), each mounted at its own path. */
export const manualOperations: readonly ManualOperation[] = [
  ...authOperations,
  ...leadExportOperations,
  ...imageUploaderOperations,
  ...chatExportOperations,
];

/** Everything under /api: sign-in, the REST adapters over the procedures (cookie or API key), the OpenAPI document and its reference. */
export function createApiApp(deps: AppDeps): Hono {
  const api = new Hono();
  const openApiDocument = buildOpenApiDocument(manualOperations);
  api.use('*', apiKeyPreflight(deps));
  api.use('*', sameOriginGuard);
  api.route('/', createAuthRoutes(deps));
  api.get('/openapi.json', (c) => c.json(openApiDocument));
  api.route('/docs', createApiDocsRoutes());
  api.route('/', createImageUploaderRoutes(deps));
  api.route('/', createLeadExportRoutes(deps));
  api.route('/', createChatExportRoutes(deps));
  mountRestProcedures(api, deps);
  api.all('*', (c) => c.json({ error: 'Not found' }, 404));
  api.onError((error, c) => {
    logServerError(error, `${c.req.method} ${c.req.path}`);
    return c.json({ error: 'Something went wrong. Please try again.' }, 500);
  });
  return api;
}
