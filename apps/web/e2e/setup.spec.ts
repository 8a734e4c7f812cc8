import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';

// A fresh install as an operator gets it: its own server on an empty database, no demo data.
// The shared server of playwright.config.ts runs in demo mode and cannot show this page.

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
// As playwright.config.ts: with E2E_PORT the run has its own build in the temporary folder.
const webDist = process.env.E2E_PORT ? join(tmpdir(), `leadpath-web-${process.env.E2E_PORT}`) : undefined;

const admin = { name: 'Grace Operator', email: 'grace@example.com', password: 'first-admin-secret' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

let server: ChildProcess | undefined;
let baseUrl = '';
let dataDir = '';
let serverErrors = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The server below gets 60 s to answer: the hook must wait that long too.
  test.setTimeout(90_000);
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'leadpath-e2e-setup-'));
  baseUrl = `http://127.0.0.1:${port}`;
  // What `pnpm serve` runs, started directly so that stopping it stops the server itself.
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'false',
      DATABASE_PATH: join(dataDir, 'app.db'),
      UPLOADS_PATH: join(dataDir, 'uploads'),
      PUBLIC_URL: baseUrl,
      LOG_REQUESTS: 'false',
      ...(webDist ? { WEB_DIST_PATH: webDist } : {}),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr?.on('data', (chunk) => {
    serverErrors += String(chunk);
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited: ${serverErrors}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer /login in 60 s: ${serverErrors}`);
    const answered = await fetch(`${baseUrl}/login`).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('before the first Admin exists, sign-up is closed and leads to /setup', async ({ page }) => {
  // A fresh page load on a shared, busy machine: more than the default 30 s.
  test.slow();
  await page.goto(`${baseUrl}/sign-up`);
  await page.waitForURL(`${baseUrl}/setup`);
  await expect(page.getByRole('heading', { name: 'Create the first Admin' })).toBeVisible();
  // Asked directly, the server refuses too: a sign-up never takes the first-Admin slot.
  const early = await page.request.post(`${baseUrl}/api/auth/sign-up`, {
    headers: { origin: baseUrl },
    data: {
      name: 'Eve Early',
      email: 'eve@example.com',
      password: admin.password,
      confirmPassword: admin.password,
    },
  });
  expect(early.status()).toBe(403);
  expect((await early.json()).error).toContain('/setup');
  const status = await page.request.get(`${baseUrl}/api/setup/status`);
  expect(await status.json()).toEqual({ needsFirstAdmin: true });
});

test('the first visitor of an empty install creates the Admin and lands signed in on the dashboard', async ({
  page,
}) => {
  // 375 px: the phone width the page must work at.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${baseUrl}/login`);
  await page.waitForURL(`${baseUrl}/setup`);
  await expect(page.getByRole('heading', { name: 'Create the first Admin' })).toBeVisible();
  await expect(field(page, 'Name')).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The rules of the change-password form, checked before anything is sent.
  await field(page, 'Name').fill(admin.name);
  await field(page, 'Email').fill(admin.email);
  await field(page, 'Password').fill('short');
  await field(page, 'Confirm password').fill('short');
  await page.getByRole('button', { name: 'Create Admin and sign in' }).click();
  await expect(page.getByText('New password must be at least 8 characters')).toBeVisible();
  await expect(field(page, 'Password')).toBeFocused();
  await expect(field(page, 'Password')).toHaveAttribute('aria-invalid', 'true');

  await field(page, 'Password').fill(admin.password);
  await field(page, 'Confirm password').fill(`${admin.password}!`);
  await page.getByRole('button', { name: 'Create Admin and sign in' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(field(page, 'Confirm password')).toBeFocused();

  await field(page, 'Confirm password').fill(admin.password);
  await page.getByRole('button', { name: 'Create Admin and sign in' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  const me = await page.request.get(`${baseUrl}/api/user-fetch`);
  expect(await me.json()).toMatchObject({ email: admin.email, name: admin.name, role: 'Admin' });
});

test('once the Admin exists, /setup and / lead to sign-in, and the Admin signs in there', async ({
  page,
}) => {
  await page.goto(`${baseUrl}/setup`);
  await page.waitForURL(`${baseUrl}/login`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // The server refuses a second Admin even when asked directly.
  const again = await page.request.post(`${baseUrl}/api/setup/first-admin`, {
    headers: { origin: baseUrl },
    data: { ...admin, email: 'mallory@example.com', confirmPassword: admin.password },
  });
  expect(again.status()).toBe(409);

  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  await page.goto(`${baseUrl}/`);
  await page.waitForURL(`${baseUrl}/dashboard`);
  const card = page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('region', { name: 'Your account' });
  await expect(card.getByRole('link', { name: 'Admin panel' })).toHaveAttribute('href', '/dashboard/admin');
});
