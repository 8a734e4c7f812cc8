import type { Page } from '@playwright/test';
import { expect, fillLoginForm, test } from './fixtures';
import { screenshotSet } from './fresh-account';
import { createTestUser } from './test-users';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A fresh Pro user on the Domains page (the e2e server runs the demo DNS zone: SEED_DEMO_DATA=true). */
async function openDomains(page: Page) {
  const user = await createTestUser({ role: 'Pro' });
  await page.goto('/login');
  await fillLoginForm(page, user.email, user.password);
  await page.waitForURL('/dashboard');
  await page.goto('/dashboard/domains');
  await expect(page.getByRole('heading', { name: 'Domains', level: 1 })).toBeVisible({ timeout: 15_000 });
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot="toast"]').filter({ hasText: text });
const record = (page: Page, kind: string) => page.getByTestId(`record-${kind}`);

test.describe('Domains', () => {
  test.slow();

  test('add a domain, see its four records, publish them in the demo zone, verify: all OK', async ({
    page,
  }) => {
    await openDomains(page);
    await expect(page.getByTestId('demo-resolver-notice')).toContainText('Demo DNS zone in use');
    await expect(page.getByText('No sending domains yet')).toBeVisible();

    // Bad input is refused where it was typed.
    await page.getByRole('button', { name: 'Add domain' }).click();
    await expect(page.getByText('Please enter a domain')).toBeVisible();
    await page.getByLabel('Domain', { exact: true }).fill('https://acme.example/path');
    await page.getByRole('button', { name: 'Add domain' }).click();
    await expect(page.getByText('Enter a domain name such as acme.com')).toBeVisible();

    await page.getByLabel('Domain', { exact: true }).fill('Acme.Example');
    await page.getByRole('button', { name: 'Add domain' }).click();
    await expect(toast(page, 'Domain added: publish its records, then verify')).toBeVisible();
    const card = page.getByRole('region', { name: 'acme.example' });
    await expect(card.getByText('Not checked yet').first()).toBeVisible();

    // The four exact records.
    await expect(record(page, 'spf').getByTestId('record-spf-value')).toHaveText('v=spf1 a mx ~all');
    await expect(record(page, 'dkim').getByText(/^lp\d{6}\._domainkey\.acme\.example$/)).toBeVisible();
    await expect(record(page, 'dkim').getByTestId('record-dkim-value')).toHaveText(
      /^v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA[A-Za-z0-9+/=]+$/,
    );
    await expect(record(page, 'dmarc').getByTestId('record-dmarc-value')).toHaveText(
      'v=DMARC1; p=none; rua=mailto:dmarc@acme.example',
    );
    await expect(record(page, 'mx').getByText('MX', { exact: true }).first()).toBeVisible();

    // Copy buttons put the exact value on the clipboard.
    await record(page, 'dmarc').getByRole('button', { name: 'Copy DMARC value' }).click();
    await expect(toast(page, 'Copied to the clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'v=DMARC1; p=none; rua=mailto:dmarc@acme.example',
    );

    // The DKIM value is over 255 characters: the page says so and shows it as quoted strings of at
    // most 255 characters that join back into the value.
    const dkimValue = (await record(page, 'dkim').getByTestId('record-dkim-value').textContent()) ?? '';
    expect(dkimValue.length).toBeGreaterThan(255);
    await expect(record(page, 'dkim').getByTestId('record-dkim-split-note')).toContainText(
      `This value is ${dkimValue.length} characters long, and one DNS text string holds at most 255: it is published as 2 quoted strings in one TXT record`,
    );
    const strings = await record(page, 'dkim').getByTestId('record-dkim-string').allTextContents();
    expect(strings).toHaveLength(2);
    for (const quoted of strings) {
      expect(quoted).toMatch(/^"[^"]+"$/);
      expect(quoted.length - 2).toBeLessThanOrEqual(255);
    }
    expect(strings.map((quoted) => quoted.slice(1, -1)).join('')).toBe(dkimValue);
    await record(page, 'dkim').getByRole('button', { name: 'Copy DKIM value as strings' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(strings.join(' '));
    // Short values stay one string and say nothing of it.
    await expect(record(page, 'dmarc').getByTestId('record-dmarc-split-note')).toHaveCount(0);

    // Nothing published yet: every record is missing, with what to publish.
    await card.getByRole('button', { name: 'Verify now' }).click();
    await expect(toast(page, 'Checked: some records still need fixing')).toBeVisible();
    for (const kind of ['spf', 'dkim', 'dmarc', 'mx'])
      await expect(record(page, kind).locator('[data-state="missing"]')).toBeVisible();
    await expect(record(page, 'spf').getByTestId('record-spf-fix')).toContainText(
      'Publish a TXT record at acme.example (host @) with the value: v=spf1 a mx ~all',
    );
    await expect(card.getByText('Not verified')).toBeVisible();

    await card.getByRole('button', { name: 'Publish in demo zone' }).click();
    await expect(toast(page, 'Published in the demo zone: verify to check them')).toBeVisible();
    await card.getByRole('button', { name: 'Verify now' }).click();
    await expect(toast(page, 'Verified: mail from this domain is now DKIM-signed')).toBeVisible();
    for (const kind of ['spf', 'dkim', 'dmarc', 'mx'])
      await expect(record(page, kind).locator('[data-state="ok"]')).toBeVisible();
    await expect(card.getByText('Verified', { exact: true })).toBeVisible();
    await expect(card.getByText(/Last checked .*; checked again every day/)).toBeVisible();

    // The page answers the private key nowhere.
    const answer = await page.request.get('/api/domains');
    expect(await answer.text()).not.toContain('PRIVATE');

    await screenshotSet(page, 'domains', 'verified', async () => {
      await page.goto('/dashboard/domains');
      await expect(record(page, 'dkim').locator('[data-state="ok"]')).toBeVisible();
    });
  });

  test('a wrong record in the demo zone shows what to fix; deleting the domain empties the page', async ({
    page,
  }) => {
    await openDomains(page);
    await page.getByLabel('Domain', { exact: true }).fill('wrong.example');
    await page.getByRole('button', { name: 'Add domain' }).click();
    const card = page.getByRole('region', { name: 'wrong.example' });
    await card.getByRole('button', { name: 'Publish in demo zone' }).click();
    await expect(toast(page, 'Published in the demo zone')).toBeVisible();

    await record(page, 'dmarc').getByRole('button', { name: 'Edit DMARC in demo zone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit the DMARC record in the demo zone' });
    await dialog.getByLabel('Record value').fill('');
    await dialog.getByRole('button', { name: 'Save demo record' }).click();
    await expect(dialog.getByText('Please enter the record value')).toBeVisible();
    await dialog.getByLabel('Record value').fill('v=DMARC1; p=none');
    await dialog.getByRole('button', { name: 'Save demo record' }).click();
    await expect(dialog).toBeHidden();

    await card.getByRole('button', { name: 'Verify now' }).click();
    await expect(toast(page, 'Checked: some records still need fixing')).toBeVisible();
    const dmarc = record(page, 'dmarc');
    await expect(dmarc.locator('[data-state="wrong"]')).toBeVisible();
    await expect(dmarc.getByText('v=DMARC1; p=none', { exact: true })).toBeVisible();
    await expect(dmarc.getByTestId('record-dmarc-fix')).toContainText(
      'The record has no reporting address, so you never see who sends as wrong.example. Add rua=mailto:dmarc@wrong.example',
    );
    await expect(record(page, 'dkim').locator('[data-state="ok"]')).toBeVisible();
    await expect(card.getByText('Not verified')).toBeVisible();

    await screenshotSet(page, 'domains', 'wrong-record', async () => {
      await page.goto('/dashboard/domains');
      await expect(record(page, 'dmarc').locator('[data-state="wrong"]')).toBeVisible();
    });

    await card.getByRole('button', { name: 'Delete wrong.example' }).click();
    await page
      .getByRole('dialog', { name: 'Delete wrong.example?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toast(page, 'Domain deleted')).toBeVisible();
    await expect(page.getByText('No sending domains yet')).toBeVisible();
  });

  test('the list’s error state offers Try again', async ({ page }) => {
    await openDomains(page);
    let fail = true;
    // The list may travel in one batch with other queries (/trpc/user.fetch,domains.list): both fail then.
    await page.route(
      (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('domains.list'),
      (route) => (fail ? route.fulfill({ status: 500, body: '{}' }) : route.fallback()),
    );
    await page.reload();
    await expect(page.getByText('Your domains could not be loaded')).toBeVisible({ timeout: 20_000 });
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No sending domains yet')).toBeVisible();
  });
});
