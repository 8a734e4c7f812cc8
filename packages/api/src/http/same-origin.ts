import type { MiddlewareHandler } from 'hono';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_REFUSED = 'Cross-site request refused';

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

/** Cookie-authenticated state changes must come from the app's own pages (no cross-site forgery). */
export const sameOriginGuard: MiddlewareHandler = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  if (c.req.header('authorization')?.startsWith('Bearer ')) return next();
  if (isSameOrigin({ get: (name) => c.req.header(name) }, c.req.url)) return next();
  return c.json({ error: CROSS_SITE_REFUSED }, 403);
};
