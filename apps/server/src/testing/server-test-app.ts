import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestAppOptions } from '@leadpath/api/testing';
import { mountWebApp } from '../web-app.ts';

/** A built web app stand-in so the SPA fallback can be tested without a Vite build. */
function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lp-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-test.js'), 'export {};');
  mkdirSync(join(dir, 'integrations'));
  writeFileSync(join(dir, 'integrations', 'hubspot.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** The API test app with the server's own routes after it: the built web app and its SPA fallback. */
export function createServerTestApp(options: Omit<TestAppOptions, 'mount'> = {}) {
  return createTestApp({ ...options, mount: (app) => mountWebApp(app, fakeWebDist()) });
}
