import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';

// The Scalar reference runs from our own origin (CSP script-src 'self'; no CDN, works offline).
const scalarBundlePath = join(
  dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')),
  'browser',
  'standalone.js',
);

const scalarConfiguration = {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  hideClientButton: false,
  metaData: { title: 'Leadpath API reference' },
};

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll("'", '&#39;').replaceAll('<', '&lt;');
}

const docsPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Leadpath API reference</title>
  </head>
  <body>
    <noscript>The interactive reference needs JavaScript. The document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript>
    <script id="api-reference" data-url="/api/openapi.json" data-configuration='${escapeAttribute(JSON.stringify(scalarConfiguration))}'></script>
    <script src="/api/docs/scalar.js"></script>
  </body>
</html>
`;

/** /api/docs: an interactive reference of /api/openapi.json, served from node_modules through this server. */
export function createApiDocsRoutes(): Hono {
  const routes = new Hono();
  let bundle: string | undefined;
  routes.get('/', (c) => c.html(docsPage));
  routes.get('/scalar.js', (c) => {
    bundle ??= readFileSync(scalarBundlePath, 'utf8');
    c.header('content-type', 'text/javascript; charset=utf-8');
    c.header('cache-control', 'public, max-age=3600');
    return c.body(bundle);
  });
  return routes;
}
