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

/** The security headers as a plain record, lower-case names (as Node writes a `Headers`' names). */
const SECURITY_HEADER_RECORD: Readonly<Record<string, string>> = Object.fromEntries(
  SECURITY_HEADERS.map(([name, value]) => [name.toLowerCase(), value]),
);

/** Responses built with every security header already (answerWithSecurityHeaders). */
const answeredWithAll = new WeakSet<Response>();

/**
 * A response whose headers are one plain record: the security headers, then `headers` over them.
 * `@hono/node-server` writes such a record as it is; a `Headers` (what `c.header` and `c.json` build)
 * validates every name and value on each set and is copied into a record again to be written: the
 * headers built twice, 7-8 % of a signed-in count's CPU (issue 29, ADR 094). Only for answers whose
 * every header is in `headers`: anything set with `c.header` before is not in it.
 */
export function answerWithSecurityHeaders(
  body: string | null,
  status: number,
  headers: Record<string, string>,
): Response {
  // Object.assign, not a spread: V8 spreads these hyphenated names ten times slower.
  const response = new Response(body, {
    status,
    headers: Object.assign({}, SECURITY_HEADER_RECORD, headers),
  });
  answeredWithAll.add(response);
  return response;
}

/**
 * Security headers on every response. They are set before the handler runs, so a route that sets a
 * stricter header of its own (uploads: a sandboxed image) replaces ours, and the common responses
 * (c.json, c.body) are built with them at no extra cost. A handler that returns a Response of its
 * own (tRPC, static files) gets the missing ones afterwards. Under /api (the REST routes, which
 * answer with `answerWithSecurityHeaders`) they are only added afterwards, to the answers that lack
 * them (errors, 404, 405): none of /api's routes sets one of these headers itself.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  if (!c.req.path.startsWith('/api/')) for (const [name, value] of SECURITY_HEADERS) c.header(name, value);
  await next();
  const response = c.res;
  if (answeredWithAll.has(response)) return;
  const headers = response.headers;
  if (headers.has('X-Frame-Options')) return;
  for (const [name, value] of SECURITY_HEADERS) if (!headers.has(name)) headers.set(name, value);
};
