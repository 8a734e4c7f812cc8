import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, fillLoginForm, test } from './fixtures';
import { screenshotSet } from './fresh-account';
import { createTestUser } from './test-users';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 (the e2e server runs with WEBHOOK_ALLOW_PRIVATE_TARGETS=true). */
async function startReceiver() {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('received by the e2e receiver');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leadpath`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The receiver's own check of Leadpath-Signature: t=<seconds>,v1=<hex HMAC-SHA256(secret, "t.body")>. */
function signatureIsValid(secret: string, { headers, body }: Received): boolean {
  const header = String(headers['leadpath-signature'] ?? '');
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const [, t, v1] = match;
  if (Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(Buffer.from(v1!, 'hex'), expected);
}

async function openApiAccess(page: Page) {
  const user = await createTestUser({ role: 'Pro' });
  await page.goto('/login');
  await fillLoginForm(page, user.email, user.password);
  await page.waitForURL('/dashboard');
  await page.goto('/dashboard/settings?section=api-access');
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible({ timeout: 15_000 });
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot="toast"]').filter({ hasText: text });

test.describe('Webhooks', () => {
  test.slow();

  test('add an endpoint, see its secret once, send a test event and see it delivered, signed', async ({
    page,
  }) => {
    const receiver = await startReceiver();
    try {
      await openApiAccess(page);
      await expect(page.getByText('No webhook endpoints yet.')).toBeVisible();

      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add webhook endpoint' });
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(dialog.getByText('Please enter the endpoint URL')).toBeVisible();
      await expect(dialog.getByText('Please select at least one event')).toBeVisible();
      await dialog.getByLabel('Endpoint URL').fill(receiver.url);
      await dialog.getByRole('checkbox', { name: 'email.sent' }).check();
      await dialog.getByRole('checkbox', { name: 'reply.received' }).check();
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();

      const shown = page.getByRole('dialog', { name: 'Your signing secret' });
      const secretBox = shown.getByLabel('Signing secret');
      await expect(secretBox).toHaveValue(/^whsec_[A-Za-z0-9_-]{43}$/);
      const secret = await secretBox.inputValue();
      await shown.getByRole('button', { name: 'Copy secret' }).click();
      await expect(toast(page, 'Signing secret copied to clipboard')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await shown.getByRole('button', { name: 'Done' }).click();

      const row = page.getByRole('listitem', { name: receiver.url });
      await expect(row.getByText(`Signing secret ending in ${secret.slice(-4)}`)).toBeVisible();
      await expect(row.getByText('email.sent')).toBeVisible();
      await expect(row.getByText('reply.received')).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Settings' })).not.toContainText(secret);

      await row.getByRole('button', { name: 'Send test event' }).click();
      await expect(toast(page, 'Test event queued')).toBeVisible();
      const log = row.getByRole('list', { name: 'Deliveries' });
      const delivery = log.getByRole('listitem').first();
      // The server's job runner ticks every second; the log is read again every two.
      await expect(delivery.getByText('Delivered', { exact: true })).toBeVisible({ timeout: 20_000 });
      await expect(delivery.getByText('ping', { exact: true })).toBeVisible();
      await expect(delivery.getByText('HTTP 200')).toBeVisible();
      await delivery.getByText('Response').click();
      await expect(delivery.getByText('received by the e2e receiver')).toBeVisible();

      expect(receiver.received).toHaveLength(1);
      const [request] = receiver.received;
      expect(signatureIsValid(secret, request!)).toBe(true);
      expect(signatureIsValid(`${secret}x`, request!)).toBe(false);
      const event = JSON.parse(request!.body) as { id: string; type: string };
      expect(event.type).toBe('ping');
      expect(request!.headers['leadpath-event-id']).toBe(event.id);
      await expect(delivery).toContainText(event.id);

      // Redeliver: the same event again, a new line in the log.
      await delivery.getByRole('button', { name: /Redeliver/ }).click();
      await expect(toast(page, 'Redelivery queued')).toBeVisible();
      await expect(log.getByRole('listitem')).toHaveCount(2);
      await expect(log.getByRole('listitem').first().getByText('Delivered', { exact: true })).toBeVisible({
        timeout: 20_000,
      });
      expect(receiver.received).toHaveLength(2);
      expect(JSON.parse(receiver.received[1]!.body)).toEqual(event);
      expect(signatureIsValid(secret, receiver.received[1]!)).toBe(true);

      // For a person to look at: light and dark, 1440 px and 375 px (test-results/webhooks/).
      await screenshotSet(page, 'webhooks', 'delivery-log', async () => {
        await expect(log.getByRole('listitem')).toHaveCount(2);
      });

      // Edit the events.
      await row.getByRole('button', { name: 'Edit' }).click();
      const editing = page.getByRole('dialog', { name: 'Edit webhook endpoint' });
      await expect(editing.getByLabel('Endpoint URL')).toHaveValue(receiver.url);
      await editing.getByRole('checkbox', { name: 'reply.received' }).uncheck();
      await editing.getByRole('button', { name: 'Save endpoint' }).click();
      await expect(editing).toBeHidden();
      await expect(row.getByText('reply.received')).toHaveCount(0);

      // Rotate: the new secret once; the next delivery is signed with it, not the old one.
      await row.getByRole('button', { name: 'Rotate secret' }).click();
      await page
        .getByRole('dialog', { name: 'Rotate the signing secret?' })
        .getByRole('button', { name: 'Rotate secret' })
        .click();
      const rotated = page.getByRole('dialog', { name: 'Your new signing secret' });
      const newSecret = await rotated.getByLabel('Signing secret').inputValue();
      expect(newSecret).toMatch(/^whsec_/);
      expect(newSecret).not.toBe(secret);
      await rotated.getByRole('button', { name: 'Done' }).click();
      await expect(row.getByText(`Signing secret ending in ${newSecret.slice(-4)}`)).toBeVisible();
      await row.getByRole('button', { name: 'Send test event' }).click();
      await expect(log.getByRole('listitem')).toHaveCount(3);
      await expect(log.getByRole('listitem').first()).toHaveAttribute('data-status', 'delivered', {
        timeout: 20_000,
      });
      expect(signatureIsValid(newSecret, receiver.received[2]!)).toBe(true);
      expect(signatureIsValid(secret, receiver.received[2]!)).toBe(false);

      // Delete, after a confirmation.
      await row.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this endpoint?' });
      await confirm.getByRole('button', { name: 'Delete endpoint' }).click();
      await expect(toast(page, 'Endpoint deleted')).toBeVisible();
      await expect(page.getByText('No webhook endpoints yet.')).toBeVisible();
    } finally {
      await receiver.close();
    }
  });

  test('a URL that is not http(s) is refused at the URL field, nothing added', async ({ page }) => {
    await openApiAccess(page);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook endpoint' });
    await dialog.getByLabel('Endpoint URL').fill('ftp://example.com/x');
    await dialog.getByRole('checkbox', { name: 'email.sent' }).check();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(dialog.getByText('Enter a URL such as https://example.com/webhooks/leadpath')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('No webhook endpoints yet.')).toBeVisible();
  });

  test('a list that cannot be read says so, and Try again reads it again', async ({ page }) => {
    let failing = true;
    // The list may travel in one batch with the keys (/trpc/apiAccess.keys,webhooks.list): both fail then.
    await page.route(
      (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('webhooks.list'),
      (route) => (failing ? route.fulfill({ status: 500, body: '{}' }) : route.fallback()),
    );
    await openApiAccess(page);
    const card = page.getByRole('region', { name: 'Webhooks' });
    await expect(card.getByText('Failed to fetch webhooks')).toBeVisible({ timeout: 20_000 });
    failing = false;
    await card.getByRole('button', { name: 'Try again' }).click();
    await expect(card.getByText('No webhook endpoints yet.')).toBeVisible();
  });
});
