import type { MiddlewareHandler } from 'hono';

const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** What every response carries (Hono's secureHeaders defaults, with a CSP that fits the built SPA: no inline scripts). */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', contentSecurityPolicy],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'DENY'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

/**
 * Security headers on every response. They are set before the handler runs, so a route that sets a
 * stricter header of its own (uploads: a sandboxed image) replaces ours, and the common responses
 * (c.json, c.body) are built with them at no extra cost. A handler that returns a Response of its
 * own (tRPC, static files) gets the missing ones afterwards.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  for (const [name, value] of SECURITY_HEADERS) c.header(name, value);
  await next();
  const headers = c.res.headers;
  if (headers.has('X-Frame-Options')) return;
  for (const [name, value] of SECURITY_HEADERS) if (!headers.has(name)) headers.set(name, value);
};
