import { Hono } from 'hono';
import type { AppDeps } from '../context.ts';

/** Serves stored uploads (avatars) at /uploads/<key>; keys are unique per upload, so they cache forever. */
export function createUploadsRoutes(deps: AppDeps): Hono {
  const routes = new Hono();
  routes.get('/*', async (c) => {
    const key = decodeURIComponent(c.req.path.replace(/^.*?\/uploads\//, ''));
    const stored = await deps.services.storage.get(key);
    if (!stored) return c.json({ error: 'Not found' }, 404);
    c.header('Content-Type', stored.contentType);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    // An upload is only ever an image: never a document that could run script.
    c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; sandbox");
    return c.body(new Uint8Array(stored.body), 200);
  });
  return routes;
}
