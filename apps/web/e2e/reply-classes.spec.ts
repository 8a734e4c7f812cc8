import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { fillLoginForm } from './fixtures';

// Issue 33's browser proof: "I'm out of the office until March 3" is classified out of office, shown
// with its badge in the inbox, and the prospect's enrollment resumes on March 3. The spec runs its own
// server on its own database, driven by the app clock (APP_CLOCK_SPEED=2 with APP_CLOCK_STARTED_AT
// set so the app's today is March 2, 2027); then the same database is served again with the app's
// today on March 3, as a server that was down overnight would find it.

test.describe.configure({ mode: 'serial', timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const webDist = process.env.E2E_PORT ? join(tmpdir(), `leadpath-web-${process.env.E2E_PORT}`) : undefined;
const PASSWORD = 'reply-class-pass-1234';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

let server: ChildProcess | undefined;
let baseUrl = '';
let dataDir = '';
let serverErrors = '';

/** Serves the spec's database with the app clock at `appNow` (running twice as fast from there). */
async function startServer(appNow: number) {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  // The app clock reads startedAt + (now - startedAt) * 2: this startedAt puts it at appNow now.
  const startedAt = 2 * Date.now() - appNow;
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'false',
      APP_CLOCK_SPEED: '2',
      APP_CLOCK_STARTED_AT: String(startedAt),
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
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited: ${serverErrors}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer /login in 90 s: ${serverErrors}`);
    if (
      await fetch(`${baseUrl}/login`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopServer() {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

test.beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'leadpath-e2e-reply-classes-'));
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook wants from this pattern.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    console.error(`server stderr:\n${serverErrors.slice(-8_000)}`);
});

test.afterAll(async () => {
  await stopServer();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A same-origin REST call with the page's session, as the app's own pages make it. */
async function api<T = { id: string }>(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  data?: unknown,
) {
  const res = await page.request.fetch(`${baseUrl}/api${path}`, {
    method,
    data,
    headers: { origin: baseUrl },
  });
  baseExpect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

type Enrollments = { enrollments: { email: string; status: string; finishReason: string | null }[] };
type Outbox = { messages: { id: string; subject: string; to: string[] }[] };

test('"out of the office until March 3" is classified out of office and the enrollment resumes on March 3', async ({
  page,
}) => {
  await startServer(Date.UTC(2027, 2, 2, 9, 0));
  // An empty install: its first Admin is created (and signed in) through the setup endpoint.
  const admin = { name: 'Rhea Replies', email: 'rhea@example.com', password: PASSWORD };
  const created = await page.request.post(`${baseUrl}/api/setup/first-admin`, {
    headers: { origin: baseUrl },
    data: { ...admin, confirmPassword: PASSWORD },
  });
  baseExpect(created.status(), await created.text()).toBe(200);

  // A 24/7 window in UTC, one prospect, a two-email sequence whose second email is due a day later.
  await api(page, 'PATCH', '/outreach/settings', {
    startTime: '00:00',
    endTime: '23:59',
    excludedDays: [],
    minGapSeconds: 0,
    jitterSeconds: 0,
  });
  const otto = await api(page, 'POST', '/prospects', {
    firstName: 'Otto',
    lastName: 'Away',
    email: 'otto.away@example.com',
    timeZone: 'UTC',
  });
  const sequence = await api(page, 'POST', '/sequences', {
    name: 'Back in March',
    steps: [
      { kind: 'auto_email', variants: [{ subject: 'Hello Otto', body: 'Hi Otto, a short question.' }] },
      { kind: 'auto_email', delayDays: 1, sameThread: true, variants: [{ body: 'Following up.' }] },
    ],
  });
  await api(page, 'POST', `/sequences/${sequence.id}/activate`, {});
  await api(page, 'POST', `/sequences/${sequence.id}/enrollments`, { prospectIds: [otto.id] });
  const sentToOtto = async () =>
    (await api<Outbox>(page, 'GET', '/mailboxes/outbox?kind=sent')).messages.filter((mail) =>
      mail.to.includes('otto.away@example.com'),
    );
  await expect(async () => expect(await sentToOtto()).toHaveLength(1)).toPass({ timeout: 60_000 });
  const [first] = await sentToOtto();
  const answer = await api<{ replyClass: string; paused: boolean }>(
    page,
    'POST',
    `/mailboxes/messages/${first?.id}/simulate-reply`,
    { kind: 'reply', text: "I'm out of the office until March 3. I will answer when I am back." },
  );
  expect(answer).toMatchObject({ replyClass: 'out-of-office', paused: true });

  // The inbox shows the class as a badge, the filter finds it, and the thread says who decided.
  await page.goto(`${baseUrl}/dashboard/mailboxes`);
  const inbox = page.getByRole('region', { name: /^Inbox/ });
  await inbox.getByLabel('Filter by class').selectOption('out-of-office');
  const row = inbox.getByRole('list', { name: 'Replies' }).getByRole('button', { name: /Re: Hello Otto$/ });
  await expect(row.getByText('Out of office', { exact: true })).toBeVisible();
  await row.click();
  const replyClass = inbox.getByRole('region', { name: 'Reply class' });
  await expect(replyClass.getByText('Classified by rules')).toBeVisible();
  await expect(replyClass).toContainText('Sequence resumes on March 3, 2027');
  await inbox.getByLabel('Filter by class').selectOption('interested');
  await expect(inbox.getByText('No interested messages here.')).toBeVisible();
  const enrollment = async () =>
    (await api<Enrollments>(page, 'GET', `/sequences/${sequence.id}/enrollments`)).enrollments[0];
  expect(await enrollment()).toMatchObject({ status: 'paused' });
  // The sequence page says why it waits and until when.
  await page.goto(`${baseUrl}/dashboard/custom-outreach/${sequence.id}`);
  await page.getByRole('tab', { name: 'Enrollments' }).click();
  await expect(page.getByText('Out of office until March 3, 2027 — resumes then')).toBeVisible();
  // Its results count the reply by class.
  await page.getByRole('tab', { name: 'Results' }).click();
  const outOfOffice = page.locator('div', {
    has: page.getByRole('term').getByText('Out of office', { exact: true }),
  });
  await expect(page.getByText('Replies by class')).toBeVisible();
  await expect(outOfOffice.last().getByRole('definition')).toHaveText('1');

  // The next day: the same database, the app clock past midnight on March 3. The enrollment resumes
  // and the sequence goes on with its follow-up, its last step: it completes (not stopped as replied).
  await stopServer();
  await startServer(Date.UTC(2027, 2, 3, 13, 0));
  await page.goto(`${baseUrl}/login`);
  await fillLoginForm(page, 'rhea@example.com', PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/login');
  await expect(async () => {
    expect(await sentToOtto()).toHaveLength(2);
    expect(await enrollment()).toMatchObject({ status: 'finished', finishReason: 'completed' });
  }).toPass({ timeout: 60_000 });
});
