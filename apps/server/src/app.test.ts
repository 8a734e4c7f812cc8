import { describe, expect, it } from 'vitest';
import { createServerTestApp } from './testing/server-test-app.ts';

const setup = async () => createServerTestApp();

describe('the server process: API and web app together', () => {
  it('serves index.html for client routes and real files as they are', async () => {
    const t = await setup();
    const page = await t.request('/dashboard/companies');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('<div id="root">');
    expect(await (await t.request('/robots.txt')).text()).toBe('User-agent: *');
  });

  it('serves the app, not a directory, at / and at every folder of the build', async () => {
    const t = await setup();
    // The build has assets/ (hashed files) and integrations/ (logos): folders, never files to send.
    for (const path of ['/', '/assets', '/assets/', '/integrations', '/integrations/', '/dashboard/']) {
      const page = await t.request(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type'), path).toMatch(/text\/html/);
      expect(await page.text(), path).toContain('<div id="root">');
    }
    const asset = await t.request('/assets/index-test.js');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(await asset.text()).toBe('export {};');
  });

  it('sends the security headers on pages, API answers and errors', async () => {
    const t = await setup();
    for (const path of ['/login', '/api/user-fetch', '/api/nope', '/api/openapi.json']) {
      const res = await t.request(path);
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });
});
