import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { expect, fillLoginForm, test } from './fixtures';
import { screenshotSet } from './fresh-account';
import { createTestUser } from './test-users';

interface Arrived {
  to: string[];
  user: string | null;
  raw: string;
}

/** A real SMTP server (the smtp-server package) on loopback: no TLS, one username and password. */
async function startSmtpServer() {
  const arrived: Arrived[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'sender' && auth.password === 'app-password-e2e')
        return callback(null, { user: auth.username });
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        arrived.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: typeof session.user === 'string' ? session.user : null,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  return { port, arrived, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const headerOf = (raw: string, name: string) =>
  (raw.split(/\r?\n\r?\n/, 1)[0] ?? '')
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();

async function openMailboxes(page: Page) {
  const user = await createTestUser({ role: 'Pro', name: 'Sam Sender' });
  await page.goto('/login');
  await fillLoginForm(page, user.email, user.password);
  await page.waitForURL('/dashboard');
  await page.goto('/dashboard/mailboxes');
  await expect(page.getByRole('heading', { name: 'Sending mailboxes' })).toBeVisible({ timeout: 15_000 });
  return user;
}

test('connects an SMTP mailbox on loopback, sends a test that arrives, and shows its card', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const smtp = await startSmtpServer();
  try {
    await openMailboxes(page);
    await expect(page.getByText('No mailbox connected')).toBeVisible();
    await screenshotSet(page, 'mailboxes', 'empty', async () => {
      await page.goto('/dashboard/mailboxes');
      await expect(page.getByText('No mailbox connected')).toBeVisible({ timeout: 15_000 });
    });

    await page.getByRole('button', { name: 'Connect mailbox' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a mailbox' });
    await expect(dialog).toBeVisible();
    // Bad input is refused under its field, nothing is sent.
    await dialog.getByRole('button', { name: 'Connect mailbox' }).click();
    await expect(dialog.getByText('Please enter a name for this mailbox')).toBeVisible();

    await dialog.getByLabel('Name', { exact: true }).fill('Sales');
    await dialog.getByLabel('Sender name').fill('Sam Sender');
    await dialog.getByLabel('From address').fill('sam@northwind.test');
    await dialog.getByLabel('Server').fill('127.0.0.1');
    await dialog.getByLabel('Security').selectOption('none');
    await dialog.getByLabel('Port').fill(String(smtp.port));
    await dialog.getByLabel('Username').fill('sender');
    await dialog.getByLabel('Password or app password').fill('wrong-password');
    await dialog.getByLabel('Daily cap').fill('30');
    await dialog.getByLabel('Send a test message to').fill('pat@acme.test');

    // A refused sign-in says so, and nothing arrives.
    await dialog.getByRole('button', { name: 'Send test' }).click();
    await expect(
      dialog.getByText(`The SMTP server 127.0.0.1:${smtp.port} refused the username or password`),
    ).toBeVisible();
    expect(smtp.arrived).toEqual([]);

    await dialog.getByLabel('Password or app password').fill('app-password-e2e');
    await dialog.getByRole('button', { name: 'Send test' }).click();
    await expect(dialog.getByText('Test message sent to pat@acme.test')).toBeVisible();
    await expect.poll(() => smtp.arrived.length).toBe(1);
    const [test1] = smtp.arrived;
    expect(test1?.to).toEqual(['pat@acme.test']);
    expect(test1?.user).toBe('sender');
    expect(headerOf(test1?.raw ?? '', 'From')).toBe('Sam Sender <sam@northwind.test>');
    expect(headerOf(test1?.raw ?? '', 'Subject')).toBe('Leadpath test message');

    await screenshotSet(page, 'mailboxes', 'connect-dialog', async () => {
      await expect(dialog).toBeVisible();
    });

    await dialog.getByRole('button', { name: 'Connect mailbox' }).click();
    await expect(page.getByText('Mailbox connected').first()).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('article', { name: 'Sales' });
    await expect(card).toBeVisible();
    await expect(card.getByText('Sam Sender <sam@northwind.test>')).toBeVisible();
    await expect(card.getByRole('meter')).toHaveAttribute('aria-valuetext', '0 of 10 emails today');
    await expect(card.getByText('Daily cap 30', { exact: false })).toBeVisible();
    // The password is never shown back.
    await expect(page.getByText('app-password-e2e')).toHaveCount(0);

    // "Send test" from the card.
    await card.getByRole('button', { name: 'Send test' }).click();
    await card.getByLabel('Send a test message to').fill('me@example.test');
    await card.getByRole('button', { name: 'Send test' }).click();
    await expect(card.getByText('Test message sent to me@example.test')).toBeVisible();
    await expect.poll(() => smtp.arrived.length).toBe(2);
    expect(smtp.arrived[1]?.to).toEqual(['me@example.test']);

    // Limits: a bad cap is refused under its field; a good one shows on the card.
    await card.getByRole('button', { name: 'Edit limits' }).click();
    const limits = page.getByRole('dialog', { name: 'Limits of Sales' });
    await limits.getByLabel('Daily cap').fill('0');
    await limits.getByRole('button', { name: 'Save limits' }).click();
    await expect(limits.getByText('Daily cap must be between 1 and 2000')).toBeVisible();
    await limits.getByLabel('Daily cap').fill('20');
    await limits.getByRole('button', { name: 'Save limits' }).click();
    await expect(limits).toBeHidden();
    await expect(card.getByText('Daily cap 20', { exact: false })).toBeVisible();

    await card.getByRole('button', { name: 'Pause' }).click();
    await expect(card.getByText('Paused')).toBeVisible();

    await screenshotSet(page, 'mailboxes', 'card', async () => {
      await page.goto('/dashboard/mailboxes');
      await expect(page.getByRole('article', { name: 'Sales' })).toBeVisible({ timeout: 15_000 });
    });
  } finally {
    await smtp.close();
  }
});

test('shows the loading state, then an error with Try again when the mailboxes cannot be loaded', async ({
  page,
}) => {
  await createTestUser({ role: 'Pro' }).then(async (user) => {
    await page.goto('/login');
    await fillLoginForm(page, user.email, user.password);
    await page.waitForURL('/dashboard');
  });
  // The list request fails (tRPC may batch it with others: match it anywhere in the path).
  const listCall = (url: URL) => url.pathname.includes('mailboxes.list');
  await page.route(listCall, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  );
  await page.goto('/dashboard/mailboxes');
  await expect(page.getByRole('status', { name: 'Loading mailboxes' })).toBeVisible();
  await expect(page.getByText('The mailboxes could not be loaded')).toBeVisible({ timeout: 30_000 });
  await page.unroute(listCall);
  // The inbox may share the failed batch: its own Try again is its own; this one reloads the mailboxes.
  await page
    .getByRole('alert')
    .filter({ hasText: 'The mailboxes could not be loaded' })
    .getByRole('button', { name: 'Try again' })
    .click();
  await expect(page.getByText('No mailbox connected')).toBeVisible();
});
