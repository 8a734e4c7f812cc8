import { sql } from 'drizzle-orm';
import type { Context as HonoContext, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../context.ts';
import { isSameOrigin } from './same-origin.ts';

export const ORIGIN_NOT_ALLOWED = 'This origin is not allowed to call the API';
const ALLOWED_METHODS = 'GET, POST, PATCH, PUT, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type';
const EXPOSED_HEADERS =
  'Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy';

/** The Origin of a cross-origin browser call, or null for same-origin pages and non-browser clients. */
export function crossOriginOf(c: HonoContext): string | null {
  const origin = c.req.header('origin');
  if (!origin) return null;
  return isSameOrigin({ get: (name) => c.req.header(name) }, c.req.url) ? null : origin;
}

/** Marks a key-authenticated answer readable by the calling page (never with credentials: no cookies cross-origin). */
export function allowCrossOrigin(c: HonoContext, origin: string): void {
  c.header('Access-Control-Allow-Origin', origin);
  c.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  c.header('Vary', 'Origin', { append: true });
}

/** True when some owner with API access on lists this origin; a preflight carries no key to say whose list. */
async function originListedByAnyone(deps: AppDeps, origin: string): Promise<boolean> {
  const row = await deps.db.get<{ found: number }>(
    sql`select 1 as found from api_access_settings, json_each(api_access_settings.allowed_origins)
        where api_access_settings.enabled = 1 and json_each.value = ${origin} limit 1`,
  );
  return row !== undefined;
}

/** Answers CORS preflights: allowed origins get the grant, any other cross-origin caller a 403 without one. */
export function apiKeyPreflight(deps: AppDeps): MiddlewareHandler {
  // Not an async function: every other request passes straight on, without a promise of its own.
  return (c, next) => (c.req.method === 'OPTIONS' ? answerPreflight(c, deps) : next());
}

async function answerPreflight(c: HonoContext, deps: AppDeps): Promise<Response> {
  const origin = crossOriginOf(c);
  if (!origin) {
    c.header('Allow', `${ALLOWED_METHODS}, OPTIONS`);
    return c.body(null, 204);
  }
  if (!(await originListedByAnyone(deps, origin))) return c.json({ error: ORIGIN_NOT_ALLOWED }, 403);
  c.header('Access-Control-Allow-Origin', origin);
  c.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
  c.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
  c.header('Access-Control-Max-Age', '600');
  c.header('Vary', 'Origin', { append: true });
  return c.body(null, 204);
}
