import type { Hono } from 'hono';
import type { AppDeps } from '../context.ts';
import { createApiApp } from './api-app.ts';
import { sameOriginGuard } from './same-origin.ts';
import { securityHeaders } from './security-headers.ts';
import { handleTrpcRequest } from './trpc-handler.ts';
import { createUploadsRoutes } from './uploads-routes.ts';

/** Mounts the whole API surface on the server's app: security headers, /api, /trpc and /uploads. */
export function mountHttpRoutes(app: Hono, deps: AppDeps): void {
  app.use('*', securityHeaders);
  app.route('/api', createApiApp(deps));
  app.use('/trpc/*', sameOriginGuard);
  app.all('/trpc/*', (c) => handleTrpcRequest(c, deps));
  app.route('/uploads', createUploadsRoutes(deps));
}
