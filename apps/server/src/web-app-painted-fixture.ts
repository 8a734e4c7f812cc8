/** Test fixtures of the painted first pages (ADR 093): a built web app's files, and a page as served. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp } from '@leadpath/api/testing';
import { expect } from 'vitest';
import { mountWebApp } from './web-app.ts';

// index.html as Vite writes it (shortened).
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-c1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** The API and the web app built with these shells (page-shells.json as apps/web/page-shells.ts writes it). */
export function paintedPagesApp(pageShells: object) {
  const dist = mkdtempSync(join(tmpdir(), 'lp-web-dist-'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, 'page-shells.json'), JSON.stringify(pageShells));
  return createTestApp({ mount: (app) => mountWebApp(app, dist) });
}

/** A page as served: its HTML, the painted shell's markup (null: none) and its Cache-Control. */
export async function servedPage(t: ReturnType<typeof paintedPagesApp>, path: string, cookie?: string) {
  const response = await t.request(path, cookie ? { cookie } : {});
  expect(response.status).toBe(200);
  expect(response.headers.get('vary')).toContain('Cookie');
  const html = await response.text();
  const shell = /<div id="page-shell" inert aria-hidden="true">([\s\S]*?)<\/div><div id="root" hidden>/.exec(
    html,
  );
  return { html, shell: shell?.[1] ?? null, cacheControl: response.headers.get('cache-control') };
}
