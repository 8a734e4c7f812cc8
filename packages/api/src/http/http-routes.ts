import { asForegroundRequest } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import type { Hono } from 'hono';
import type { AppDeps } from '../context.ts';
import { createUnsubscribeRoutes } from '../unsubscribe/routes.ts';
import { createApiApp } from './api-app.ts';
import {
  BODY_TOO_LARGE,
  bodyLimitWhereBodies,
  closingConnection,
  JSON_BODY_LIMIT_BYTES,
} from './rest-adapter.ts';
import { sameOriginGuard } from './same-origin.ts';
import { securityHeaders } from './security-headers.ts';
import { handleTrpcRequest } from './trpc-handler.ts';
import { createUploadsRoutes } from './uploads-routes.ts';

/** Mounts the whole API surface on the server's app: security headers, /api, /trpc and /uploads. */
export function mountHttpRoutes(app: Hono, deps: AppDeps): void {
  // Bulk work (a delete of 500 prospects) runs its chunks between requests, not inside one.
  app.use('*', (_c, next) => asForegroundRequest(deps.db, next));
  app.use('*', securityHeaders);
  // One-click unsubscribe (RFC 8058): public, token-authenticated, POSTed by mail clients from anywhere.
  app.route('/api/unsubscribe', createUnsubscribeRoutes(deps));
  app.route('/api', createApiApp(deps));
  app.use('/trpc/*', sameOriginGuard);
  // Read no more than the REST routes do; the calls are answered 413 in tRPC's shape, so the client shows the message.
  app.use(
    '/trpc/*',
    bodyLimitWhereBodies({
      maxSize: JSON_BODY_LIMIT_BYTES,
      onError: async (c) =>
        closingConnection(
          await handleTrpcRequest(
            c,
            deps,
            new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: BODY_TOO_LARGE }),
          ),
        ),
    }),
  );
  app.all('/trpc/*', (c) => handleTrpcRequest(c, deps));
  app.route('/uploads', createUploadsRoutes(deps));
}
