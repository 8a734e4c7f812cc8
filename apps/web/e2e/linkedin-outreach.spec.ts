import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, fillLoginForm } from './fixtures';
import { screenshotSet } from './fresh-account';

// Issue 21's browser proof: upload a 1,000-row CSV with some bad rows, start the LinkedIn sequence,
// and watch the analytics and the LinkedIn inbox fill over simulated days. The spec starts its own
// server (its own port and database, demo accounts) with APP_CLOCK_SPEED, so the app clock runs
// 1,440 times faster (a simulated day is a real minute) and no other spec sees that clock.

const CLOCK_SPEED = 1440;
test.describe.configure({ mode: 'serial', timeout: 420_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const webDist = process.env.E2E_PORT ? join(tmpdir(), `leadpath-web-${process.env.E2E_PORT}`) : undefined;

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

/** 1,000 rows: every 40th has no LinkedIn profile address (25 bad rows), every 100th repeats a profile (9). */
function thousandProfiles(): string {
  const lines = ['LinkedIn URL,First name,Last name,Company'];
  for (let i = 1; i <= 1000; i++) {
    if (i % 40 === 0) lines.push(`https://example.com/people/${i},Bad,Row${i},Nowhere`);
    else if (i % 100 === 1 && i > 1) lines.push(`linkedin.com/in/prospect-${i - 2}/?trk=dup,,,`);
    else lines.push(`https://www.linkedin.com/in/Prospect-${i}/,First${i},Last${i},Company ${i % 9}`);
  }
  return `${lines.join('\n')}\n`;
}

let server: ChildProcess | undefined;
let baseUrl = '';
let dataDir = '';
let serverErrors = '';

test.beforeAll(async () => {
  // Starting the server (migrations, demo data) may take longer than a hook's default on a busy machine.
  test.setTimeout(120_000);
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'leadpath-e2e-linkedin-'));
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'true',
      APP_CLOCK_SPEED: String(CLOCK_SPEED),
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
    const answered = await fetch(`${baseUrl}/login`).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

// A failure says what the server printed (a tick that threw, a busy database), not only the missing number.
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook wants from this pattern.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus && serverErrors)
    await testInfo.attach('server stderr', { body: serverErrors.slice(-20_000), contentType: 'text/plain' });
  if (testInfo.status !== testInfo.expectedStatus)
    console.error(`server stderr:\n${serverErrors.slice(-8_000)}`);
});

test.afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signInAsPro(page: Page) {
  await page.goto(`${baseUrl}/login`);
  await fillLoginForm(page, 'pro@demo.test', DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** A same-origin API call with the page's session, as the app's own pages make it. */
async function api(page: Page, method: 'PATCH' | 'POST', path: string, data: unknown) {
  const res = await page.request.fetch(`${baseUrl}/api${path}`, {
    method,
    data,
    headers: { origin: baseUrl },
  });
  baseExpect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
}

/**
 * The LinkedIn activity window and the sequence's sending window open every day around the clock. A
 * step's first due time is placed in the sending window before the LinkedIn pacing places it in the
 * activity window: with the default 9-to-5 on weekdays, an upload on a Friday evening of the simulated
 * clock waited until Monday, longer than the polls below.
 */
async function openAroundTheClock(page: Page) {
  const allDay = { startTime: '00:00', endTime: '23:59', excludedDays: [] };
  await api(page, 'PATCH', '/linkedin/integration', allDay);
  await api(page, 'PATCH', '/outreach/settings', allDay);
}

const total = (page: Page, measure: string) => page.getByTestId(`total-${measure}`);

async function numberIn(page: Page, measure: string): Promise<number> {
  return Number((await total(page, measure).textContent())?.replace(/\D/g, '') || 0);
}

test('upload 1,000 LinkedIn profiles with bad rows, start, and watch analytics and the inbox fill over simulated days', async ({
  page,
}) => {
  await signInAsPro(page);
  // Both windows every day around the clock, LinkedIn on, and the sandbox network connected.
  await openAroundTheClock(page);
  await api(page, 'PATCH', '/linkedin/switch', { enabled: true });
  await api(page, 'POST', '/linkedin/account', { kind: 'sandbox' });

  // Analytics before anything ran: the empty state.
  await page.goto(`${baseUrl}/dashboard/analytics`);
  await expect(page.getByRole('heading', { name: 'LinkedIn Analytics', level: 1 })).toBeVisible();
  await expect(page.getByText('No LinkedIn activity in this period yet.')).toBeVisible();

  // Upload: the file, the guessed columns, the validation report.
  const file = join(dataDir, 'profiles.csv');
  writeFileSync(file, thousandProfiles());
  await page.goto(`${baseUrl}/dashboard/upload-linkedin-sequence`);
  await expect(page.getByRole('heading', { name: 'LinkedIn sequence upload', level: 1 })).toBeVisible();
  await page.getByLabel('CSV file').setInputFiles(file);
  await expect(page.getByText('profiles.csv: 1,000 rows, 4 columns')).toBeVisible();
  await expect(page.getByLabel('LinkedIn URL', { exact: true })).toHaveValue('linkedinUrl');
  await expect(page.getByTestId('report-total')).toHaveText('1,000');
  await expect(page.getByTestId('report-invalid')).toHaveText('25');
  await expect(page.getByTestId('report-duplicates')).toHaveText('9');
  await expect(page.getByTestId('report-valid')).toHaveText('966');
  const invalid = page.getByRole('table', { name: 'Invalid rows' });
  await expect(invalid.getByRole('row').nth(1)).toContainText('41');
  await expect(invalid.getByRole('row').nth(1)).toContainText('Not a LinkedIn address');

  // A new LinkedIn sequence; the preview changes nothing; then start.
  await page.getByLabel('Sequence name').fill('Founders on LinkedIn');
  await page.getByRole('button', { name: 'Preview schedule' }).click();
  const preview = page.getByRole('table', { name: 'Schedule preview' });
  await expect(preview).toBeVisible();
  await expect(preview).toContainText('Visit profile');
  await expect(
    page.getByText('The first steps of the first 200 of 966 profiles; nothing is saved yet.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Start with 966 profiles' }).click();
  await expect(page.getByTestId('upload-result')).toHaveText(
    '966 prospects created, 0 updated, 966 enrolled.',
    { timeout: 60_000 },
  );
  await screenshotSet(page, 'linkedin-outreach', 'upload', async () => {
    await page.getByRole('heading', { name: 'LinkedIn sequence upload', level: 1 }).scrollIntoViewIfNeeded();
  });

  // Analytics fill as simulated days pass: visits and invitations first, acceptances, then messages.
  await page.getByRole('link', { name: 'See LinkedIn Analytics' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await expect(page.getByRole('table', { name: 'Results per sequence' })).toContainText(
    'Founders on LinkedIn',
  );
  await expect
    .poll(() => numberIn(page, 'visits'), { timeout: 120_000, intervals: [2_000] })
    .toBeGreaterThan(0);
  await expect
    .poll(() => numberIn(page, 'invitations'), { timeout: 120_000, intervals: [2_000] })
    .toBeGreaterThan(0);
  await expect
    .poll(() => numberIn(page, 'accepted'), { timeout: 180_000, intervals: [2_000] })
    .toBeGreaterThan(0);
  await expect(total(page, 'acceptanceRate')).toHaveText(/\d+(\.\d)?%/);
  await expect(page.getByTestId('today-used')).toHaveText(/^\d+ of \d+$/);
  await screenshotSet(page, 'linkedin-outreach', 'analytics', async () => {
    await expect(total(page, 'visits')).toBeVisible();
  });

  // The CSV download holds the same numbers.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const saved = await (await download).path();
  const { readFileSync } = await import('node:fs');
  const csv = readFileSync(saved, 'utf8');
  baseExpect(csv.split('\r\n')[0]).toBe(
    'Row,Date,Sequence,Profile visits,Invitations sent,Accepted,Acceptance rate,Messages,Replies,Reply rate',
  );
  baseExpect(csv).toContain('Founders on LinkedIn');

  // The LinkedIn inbox (engineer L's area) fills: the sandbox network's chat, then the replies of
  // uploaded prospects (their names come from the file: First<n> Last<n>).
  await page.goto(`${baseUrl}/dashboard/linkedin-messaging`);
  await expect(page.getByRole('heading', { name: 'LinkedIn messaging', level: 1 })).toBeVisible();
  const conversations = page.getByRole('navigation', { name: 'Conversations' });
  await expect
    .poll(
      async () => {
        await page.reload();
        await conversations.or(page.getByText('No conversations yet')).first().waitFor();
        return (await conversations.getByRole('listitem').allTextContents()).join('\n');
      },
      { timeout: 180_000, intervals: [5_000] },
    )
    .toMatch(/First\d+ Last\d+/);
  await screenshotSet(page, 'linkedin-outreach', 'inbox', async () => {
    await expect(conversations).toBeVisible();
  });
});

test('without a connected account the upload says its steps become tasks; connecting one runs those tasks automatically', async ({
  page,
}) => {
  // Another demo user than the test above: no LinkedIn account yet.
  await page.goto(`${baseUrl}/login`);
  await fillLoginForm(page, 'premium@demo.test', DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/login');
  await openAroundTheClock(page);

  const file = join(dataDir, 'three-profiles.csv');
  writeFileSync(
    file,
    'LinkedIn URL,First name,Last name\nlinkedin.com/in/task-one,Tia,One\nlinkedin.com/in/task-two,Tom,Two\nlinkedin.com/in/task-three,Tess,Three\n',
  );
  await page.goto(`${baseUrl}/dashboard/upload-linkedin-sequence`);
  await expect(page.getByText('go out within your daily LinkedIn limit')).toHaveCount(0);
  await page.getByLabel('CSV file').setInputFiles(file);
  await page.getByLabel('Sequence name').fill('Tasks until connected');
  const notice = page.getByTestId('linkedin-account-notice');
  await expect(notice).toContainText('No LinkedIn account is connected');
  await expect(notice).toContainText(
    'Connect one first, or each visit, invitation and message becomes a task',
  );
  await expect(notice.getByRole('link', { name: 'Connect in LinkedIn settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Start with 3 profiles' }).click();
  await expect(page.getByTestId('upload-result')).toHaveText('3 prospects created, 0 updated, 3 enrolled.');

  // The visits come due at once and become tasks.
  const openTasks = async () => {
    const res = await page.request.get(`${baseUrl}/api/outreach/tasks`);
    const body = (await res.json()) as { tasks: { sequenceName: string }[] };
    return body.tasks.filter((task) => task.sequenceName === 'Tasks until connected').length;
  };
  // The tick may still be working through the 966 profiles of the test above on this same server.
  await expect.poll(openTasks, { timeout: 180_000, intervals: [1_000] }).toBe(3);

  // Connecting the sandbox network takes them back: they run within the pacing, not by hand.
  await api(page, 'POST', '/linkedin/account', { kind: 'sandbox' });
  baseExpect(await openTasks()).toBe(0);
  await page.reload();
  await page.getByLabel('CSV file').setInputFiles(file);
  await expect(page.getByTestId('linkedin-account-notice')).toContainText(
    'Runs automatically through Sandbox network',
  );
  await page.goto(`${baseUrl}/dashboard/analytics`);
  const row = page.getByRole('table', { name: 'Results per sequence' }).getByRole('row', {
    name: /Tasks until connected/,
  });
  await expect
    .poll(async () => Number((await row.getByRole('cell').nth(1).textContent()) ?? 0), {
      timeout: 120_000,
      intervals: [2_000],
    })
    .toBe(3);
});
