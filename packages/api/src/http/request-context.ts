import { IMPERSONATION_HEADER } from '@leadpath/core';
import type { Context as HonoContext } from 'hono';
import { applyImpersonation } from '../admin/impersonation.ts';
import { settleLapsedGrace } from '../billing/lapsed-grace.ts';
import { type AppDeps, type Context, createContext, type RequestAuth, type RequestInfo } from '../context.ts';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The value the outermost of `proxies` trusted reverse proxies wrote: each appends what it saw to the
 * right, so anything further left came from the client and can say anything. Undefined without
 * trusted proxies, or when fewer entries arrived than proxies configured.
 */
export function trustedForwardedValue(header: string | undefined, proxies: number): string | undefined {
  if (!header || proxies < 1) return undefined;
  const entries = header.split(',').map((entry) => entry.trim());
  return entries[entries.length - proxies] || undefined;
}

export function requestInfoOf(c: HonoContext, deps: AppDeps): RequestInfo {
  const proxies = deps.config.trustProxy;
  const forwardedFor = trustedForwardedValue(c.req.header('x-forwarded-for'), proxies);
  const socketAddress = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  const forwardedProto = trustedForwardedValue(c.req.header('x-forwarded-proto'), proxies);
  return {
    ip: forwardedFor || socketAddress || '127.0.0.1',
    userAgent: c.req.header('user-agent') ?? '',
    secure: forwardedProto ? forwardedProto === 'https' : c.req.url.startsWith('https:'),
  };
}

/**
 * Resolves who is calling (an API key the REST adapter admitted, else the session cookie; then the
 * impersonation header) into the context tRPC and the REST adapters share.
 * Throws a TRPCError for a refused impersonation.
 */
export async function createRequestContext(
  c: HonoContext,
  deps: AppDeps,
  apiKey: Extract<RequestAuth, { kind: 'apiKey' }> | null = null,
): Promise<Context> {
  const request = requestInfoOf(c, deps);
  let auth: RequestAuth | null = apiKey;
  let sessionCookie: string | null = null;
  // A call that presents credentials of its own (a key, or any Authorization header the key gate did not
  // admit) is never authenticated by a cookie the browser may also carry.
  const sessionId =
    apiKey || c.req.header('authorization') !== undefined
      ? null
      : deps.sessions.readSessionId(c.req.header('cookie'));
  if (sessionId) {
    const result = await deps.sessions.validate(sessionId, { now: deps.now() });
    if (result.session && result.user)
      auth = {
        kind: 'session',
        sessionId: result.session.id,
        user: result.user,
        twoFactorVerified: result.session.twoFactorVerifiedAt !== null,
      };
    sessionCookie = result.cookie;
  }
  if (auth) {
    const user = await settleLapsedGrace(deps.db, auth.user, deps.now());
    if (user !== auth.user) auth = { ...auth, user };
  }
  const ctx = createContext(deps, auth, request);
  if (sessionCookie) ctx.responseHeaders.append('set-cookie', sessionCookie);
  // Most calls carry no impersonation header: no awaited call (and its promises) for them.
  const impersonation = c.req.header(IMPERSONATION_HEADER);
  if (impersonation) await applyImpersonation(ctx, impersonation);
  return ctx;
}

/**
 * An answer for one signed-in caller (or one that sets their cookie) is never kept by a browser or
 * proxy cache: it may carry a new key's secret or the user's data.
 */
export function isPrivateAnswer(ctx: Context): boolean {
  return ctx.auth !== null || ctx.responseHeaders.has('set-cookie');
}

/** Copies the headers a procedure or the session layer added onto the outgoing response. */
export function applyResponseHeaders(c: HonoContext, headers: Headers): void {
  headers.forEach((value, key) => {
    c.header(key, value, { append: true });
  });
}
