import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { mountWebApp } from './web-app.ts';

// index.html as Vite writes it: the entry and its static imports preloaded, the same for every path.
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-r1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

// What apps/web/route-preloads.ts writes: the first pages' route chunks, patterns as the router has them.
const frame = ['/assets/dashboard-layout-f1.js', '/assets/shell-icons-s1.js'];
const outreach = [...frame, '/assets/custom-outreach-area-a1.js'];
const routePreloads = {
  routes: [
    { path: '/login', files: ['/assets/login-page-l1.js', '/assets/auth-card-l2.js'] },
    { path: '/dashboard', files: [...frame, '/assets/dashboard-home-h1.js'] },
    { path: '/dashboard/prospects', files: [...frame, '/assets/prospects-page-p1.js'] },
    { path: '/dashboard/custom-outreach/new', files: outreach },
    {
      path: '/dashboard/custom-outreach/$sequenceId',
      // react-r1.js is in index.html already: not named twice.
      files: [...outreach, '/assets/sequence-page-q1.js', '/assets/react-r1.js'],
    },
  ],
};

function webApp(withPreloads = true) {
  const dist = mkdtempSync(join(tmpdir(), 'lp-web-dist-'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  if (withPreloads) writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify(routePreloads));
  const app = new Hono();
  mountWebApp(app, dist);
  return app;
}

async function page(app: Hono, path: string) {
  const response = await app.request(path);
  expect(response.status).toBe(200);
  return response.text();
}

const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

describe('the web app page of a path (route chunks preloaded, ADR 081)', () => {
  it('names the route chunks of each first page after the entry', async () => {
    const app = webApp();
    expect(preloaded(await page(app, '/login'))).toEqual([
      '/assets/react-r1.js',
      '/assets/login-page-l1.js',
      '/assets/auth-card-l2.js',
    ]);
    expect(preloaded(await page(app, '/dashboard'))).toEqual([
      '/assets/react-r1.js',
      ...frame,
      '/assets/dashboard-home-h1.js',
    ]);
    expect(preloaded(await page(app, '/dashboard/prospects'))).toEqual([
      '/assets/react-r1.js',
      ...frame,
      '/assets/prospects-page-p1.js',
    ]);
    const sequencePage = await page(app, '/dashboard/custom-outreach/0b7c4a52-1d7e-4c55-9e0b-3c1a9f1d2e10');
    expect(preloaded(sequencePage)).toEqual([
      '/assets/react-r1.js',
      ...outreach,
      '/assets/sequence-page-q1.js',
    ]);
    // The rest of the page is the index as built: the app still starts from its entry.
    expect(sequencePage).toContain('<script type="module" crossorigin src="/assets/index-e1.js"></script>');
    expect(sequencePage).toContain('<div id="root"></div>');
  });

  it('takes the first pattern that matches: a static sibling is not a sequence', async () => {
    const html = await page(webApp(), '/dashboard/custom-outreach/new');
    expect(preloaded(html)).toEqual(['/assets/react-r1.js', ...outreach]);
  });

  it('serves the plain index for a path that is not listed, and without the file', async () => {
    const app = webApp();
    for (const path of ['/pricing', '/dashboard/companies', '/dashboard/prospects/extra/segments', '/'])
      expect(await page(app, path)).toBe(indexHtml);
    expect(await page(webApp(false), '/dashboard')).toBe(indexHtml);
  });
});
