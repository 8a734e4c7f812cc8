import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { mountWebApp } from './web-app.ts';
import { hasSessionCookie } from './web-app-shell.ts';

// index.html as Vite writes it: the entry and its static imports preloaded, the same for every path.
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-r1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

// What apps/web/page-shells.ts writes (shortened markup): no static shell for Home or Prospects (their
// largest text is data, ADR 085; Home is painted with its data, web-app-home-shell.test.ts, ADR 093).
const pageShells = {
  login: '<main><h1>Sign in</h1>{{signUpLine}}</main>',
  signUpLine: '<p>New to Leadpath? Create an account</p>',
  frame: '<div class="frame"><main>{{page}}</main></div>',
  pages: [
    { path: '/dashboard/custom-outreach', html: '<h1>Custom outreach</h1>' },
    { path: '/dashboard/custom-outreach/$page', html: '<h1>Custom outreach</h1>' },
  ],
};

function webApp(options: { signUpEnabled: boolean } = { signUpEnabled: true }, withShells = true) {
  const dist = mkdtempSync(join(tmpdir(), 'lp-web-dist-'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  if (withShells) writeFileSync(join(dist, 'page-shells.json'), JSON.stringify(pageShells));
  const app = new Hono();
  mountWebApp(app, dist, options);
  return app;
}

const session = 'lp_session=abc123';
async function page(app: Hono, path: string, cookie?: string) {
  const response = await app.request(path, cookie ? { headers: { cookie } } : {});
  expect(response.status).toBe(200);
  expect(response.headers.get('vary')).toContain('Cookie');
  return response.text();
}

/** What the shell paints, or null when the page is the plain index. */
const shellOf = (html: string) =>
  /<div id="page-shell" inert aria-hidden="true">([\s\S]*?)<\/div><div id="root" hidden><\/div>/.exec(
    html,
  )?.[1] ?? null;

describe('the web app page with a shell painted before the scripts (ADR 085)', () => {
  it('paints /login with its form for a visitor, the app scripts waiting for that paint', async () => {
    const html = await page(webApp(), '/login');
    expect(shellOf(html)).toBe('<main><h1>Sign in</h1><p>New to Leadpath? Create an account</p></main>');
    // The entry and its preloads start after the first paint (shells/start-after-paint.js in apps/web) …
    expect(html).toContain(
      '<template id="app-scripts"><script type="module" crossorigin src="/assets/index-e1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-r1.js"></template>',
    );
    expect(html).toContain('<script src="/start-after-paint.js" defer></script>');
    expect(html.replace(/<template[\s\S]*?<\/template>/, '')).not.toContain('/assets/index-e1.js');
    // … the theme and the stylesheet still come before it.
    expect(html).toContain('<script src="/theme-init.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c1.css">');
  });

  it('leaves "Create an account" out when sign-up is closed, as the page does', async () => {
    const html = await page(webApp({ signUpEnabled: false }), '/login');
    expect(shellOf(html)).toBe('<main><h1>Sign in</h1></main>');
  });

  it('paints the signed-in frame with the custom outreach header on a sequence page, not on Home or Prospects', async () => {
    const app = webApp();
    const sequence = '/dashboard/custom-outreach/0b7c4a52-1d7e-4c55-9e0b-3c1a9f1d2e10';
    for (const path of ['/dashboard/custom-outreach', sequence])
      expect(shellOf(await page(app, path, `theme=dark; ${session}`))).toBe(
        '<div class="frame"><main><h1>Custom outreach</h1></main></div>',
      );
    for (const path of ['/dashboard', '/dashboard/prospects'])
      expect(await page(app, path, session)).toBe(indexHtml);
  });

  it('never paints the other side: no frame without a session cookie, no sign-in form with one', async () => {
    const app = webApp();
    for (const path of ['/dashboard', '/dashboard/prospects']) expect(await page(app, path)).toBe(indexHtml);
    expect(await page(app, '/login', session)).toBe(indexHtml);
  });

  it('serves the plain index for an unknown path, and without the file', async () => {
    const app = webApp();
    for (const path of ['/pricing', '/sign-up', '/dashboard/companies', '/dashboard/prospects/p1/guide'])
      expect(await page(app, path, session)).toBe(indexHtml);
    expect(await page(app, '/sign-up')).toBe(indexHtml);
    expect(await page(webApp(undefined, false), '/login')).toBe(indexHtml);
    expect(await page(webApp(undefined, false), '/dashboard/custom-outreach/s1', session)).toBe(indexHtml);
  });

  it('recognises the session cookie by its exact name', () => {
    expect(hasSessionCookie('lp_session=a')).toBe(true);
    expect(hasSessionCookie('x=1; __Host-lp_session=a')).toBe(true);
    expect(hasSessionCookie('lp_session_old=a; my_lp_session=b')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});
