import { asForegroundRequest } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import type { ErrorHandler, Hono } from 'hono';
import type { AppDeps } from '../context.ts';
import { createUnsubscribeRoutes } from '../unsubscribe/routes.ts';
import { answerApiError, createApiApp, isApiRequest } from './api-app.ts';
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

/**
 * Hono's own answer to an unexpected error (its default `errorHandler`): an HTTPException's response, else
 * the error logged and a plain 500.
 */
function honoDefaultError(error: Error, c: Parameters<ErrorHandler>[1]): Response {
  if ('getResponse' in error && typeof error.getResponse === 'function') {
    const response = error.getResponse() as Response;
    return c.newResponse(response.body, response);
  }
  console.error(error);
  return c.text('Internal Server Error', 500);
}

/** /api's errors as /api answers them (api-app.ts), every other path's as Hono's default does. */
const answerErrors: ErrorHandler = (error, c) =>
  isApiRequest(c) ? answerApiError(error, c) : honoDefaultError(error, c);

/** Mounts the whole API surface on the server's app: security headers, /api, /trpc and /uploads. */
export function mountHttpRoutes(app: Hono, deps: AppDeps): void {
  // Bulk work (a delete of 500 prospects) runs its chunks between requests, not inside one. One
  // middleware level with the security headers: each level is a dispatch step of every request.
  app.use('*', (c, next) => asForegroundRequest(deps.db, () => securityHeaders(c, next)));
  app.onError(answerErrors);
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
