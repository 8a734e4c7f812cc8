import type { Context as HonoContext, MiddlewareHandler } from 'hono';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_REFUSED = 'Cross-site request refused';
export const CROSS_SITE_NO_ORIGIN = 'Cross-site request refused: send an Origin header, or use an API key';

export function isSameOrigin(
  headers: { get(name: string): string | undefined },
  requestUrl: string,
): boolean {
  const site = headers.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const origin = headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host === (headers.get('host') ?? new URL(requestUrl).host);
  } catch {
    return false;
  }
}

/**
 * Why a state change must be refused as possibly forged by another site, or null when it may go on:
 * safe methods, and writes the app's own pages make (Sec-Fetch-Site or Origin says same origin).
 * A write that says neither is refused too: browsers send one of them, scripts should use a key.
 */
export function crossSiteRefusalOf(c: HonoContext): string | null {
  if (SAFE_METHODS.has(c.req.method)) return null;
  if (isSameOrigin({ get: (name) => c.req.header(name) }, c.req.url)) return null;
  if (!c.req.header('origin') && !c.req.header('sec-fetch-site')) return CROSS_SITE_NO_ORIGIN;
  return CROSS_SITE_REFUSED;
}

/** Cookie-authenticated state changes must come from the app's own pages (no cross-site forgery). */
export const sameOriginGuard: MiddlewareHandler = (c, next) => {
  const refusal = crossSiteRefusalOf(c);
  return refusal ? Promise.resolve(c.json({ error: refusal }, 403)) : next();
};

/**
 * The guard of the REST paths: a call carrying an Authorization header may be an API key call from
 * an allowed origin, which only the key gate can tell; serveProcedure checks it once the gate has
 * run, and skips the check only when a key was actually admitted.
 */
export const sameOriginGuardBeforeKeyGate: MiddlewareHandler = (c, next) => {
  if (c.req.header('authorization') !== undefined) return next();
  return sameOriginGuard(c, next);
};
