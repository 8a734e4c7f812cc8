import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets several checkouts of the suite run at once on one machine, each with its own build.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const separateBuild = process.env.E2E_PORT !== undefined;
const webDist = join(tmpdir(), `leadpath-web-${PORT}`);
const baseURL = `http://127.0.0.1:${PORT}`;
// LEADPATH_E2E_ENGINE=postgres (pnpm test:e2e:pg): the same server on a throw-away PostgreSQL cluster
// (scripts/postgres-cluster.mjs, ADR 041) on a port of its own, stopped with the server (SIGTERM lets
// the wrapper remove it). Specs that write rows themselves open LEADPATH_E2E_DB: then the cluster's URL.
const onPostgres = process.env.LEADPATH_E2E_ENGINE === 'postgres';
const postgresPort = PORT + 1000;
// A fresh database per run: the server, in demo mode (HOST=127.0.0.1, SEED_DEMO_DATA=true), migrates it
// and seeds the demo accounts the specs sign in as. setup.spec.ts starts its own server without them.
// Set once in the runner; workers inherit it, and global-teardown deletes the file.
process.env.LEADPATH_E2E_DB ??= onPostgres
  ? `postgresql://postgres@127.0.0.1:${postgresPort}/postgres`
  : join(tmpdir(), `leadpath-e2e-${Date.now()}-${process.pid}.db`);
const databasePath = process.env.LEADPATH_E2E_DB;
// WEBHOOK_ALLOW_PRIVATE_TARGETS=true: webhooks.spec.ts delivers to a receiver on 127.0.0.1 (ADR 027).
// MAIL_ALLOW_PRIVATE_HOSTS=true: mailboxes-smtp.spec.ts connects a mailbox to an SMTP sink on 127.0.0.1.
// Specs sign up many accounts from 127.0.0.1: the per-address sign-up and account-mail limits are raised.
const accountLimits = 'SIGN_UPS_PER_IP_PER_HOUR=1000 ACCOUNT_MAILS_PER_IP_PER_HOUR=1000';
// Uploaded avatars of the run go beside its database, never into the repository's data/.
const uploadsPath = join(tmpdir(), `leadpath-e2e-uploads-${PORT}-${process.pid}`);

const withEngine = (command: string) =>
  onPostgres
    ? `node scripts/postgres-cluster.mjs --port ${postgresPort} -- sh -c 'DATABASE_URL="$LEADPATH_TEST_PG_URL" exec sh -c "$0"' '${command}'`
    : command;

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: separateBuild ? join(tmpdir(), `leadpath-e2e-results-${PORT}`) : 'test-results',
  globalTeardown: './apps/web/e2e/global-teardown.ts',
  workers: 2,
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  // Two browsers and up to three servers share 2 cores: a cold dashboard load can take more than 5 s.
  expect: { timeout: 10_000 },
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL,
    // Recording a trace (a screencast and a DOM snapshot per action) took a third of the browser suite's
    // CPU on 2 cores: in CI only a retry records one, so a failure still comes with its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: {
    command: separateBuild
      ? `pnpm --filter @leadpath/web exec vite build --outDir ${webDist} --emptyOutDir && ${withEngine(`HOST=127.0.0.1 SEED_DEMO_DATA=true ${accountLimits} WEBHOOK_ALLOW_PRIVATE_TARGETS=true MAIL_ALLOW_PRIVATE_HOSTS=true PORT=${PORT} WEB_DIST_PATH=${webDist} DATABASE_PATH=${databasePath} UPLOADS_PATH=${uploadsPath} PUBLIC_URL=${baseURL} pnpm serve`)}`
      : withEngine(
          `${accountLimits} WEBHOOK_ALLOW_PRIVATE_TARGETS=true MAIL_ALLOW_PRIVATE_HOSTS=true PORT=${PORT} DATABASE_PATH=${databasePath} UPLOADS_PATH=${uploadsPath} PUBLIC_URL=${baseURL} pnpm demo`,
        ),
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    url: `${baseURL}/login`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
