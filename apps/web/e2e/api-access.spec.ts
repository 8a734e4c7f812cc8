import { apiPermissionDescriptions } from '@leadpath/core';
import type { Page } from '@playwright/test';
import { expect, fillLoginForm, test } from './fixtures';
import { createTestUser } from './test-users';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A fresh Pro account, so the demo accounts' keys and settings stay untouched. */
async function openApiAccess(page: Page) {
  const user = await createTestUser({ role: 'Pro' });
  await page.goto('/login');
  await fillLoginForm(page, user.email, user.password);
  await page.waitForURL('/dashboard');
  await page.goto('/dashboard/settings?section=api-access');
  // The settings dialog is loaded on demand: give a busy machine a moment.
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('switch', { name: 'API access' })).toBeVisible({ timeout: 15_000 });
  return user;
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot="toast"]').filter({ hasText: text });
const body = (page: Page) => page.getByTestId('api-access-body');

async function turnOn(page: Page) {
  const toggle = page.getByRole('switch', { name: 'API access' });
  await expect(body(page)).toHaveAttribute('data-disabled', '');
  await expect(body(page)).toHaveAttribute('inert', '');
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(body(page)).not.toHaveAttribute('data-disabled');
}

test.describe('API access', () => {
  // Each test signs in a fresh account and walks several dialogs: slower than the default budget on a busy machine.
  test.slow();

  test('create a key, copy it once, see it masked, deactivate it: the key then gets 401', async ({
    page,
  }) => {
    await openApiAccess(page);
    await turnOn(page);

    await page.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await expect(dialog.getByText('Please enter a key name')).toBeVisible();
    await dialog.getByLabel('Key name').fill('Reporting script');
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await expect(dialog.getByText('Please select at least one permission')).toBeVisible();
    // Each permission says in a line what it allows.
    await expect(dialog.getByRole('checkbox', { name: 'leads:read' })).toHaveAccessibleDescription(
      apiPermissionDescriptions['leads:read'],
    );
    await expect(dialog.getByText(apiPermissionDescriptions['campaigns:write'])).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Select all Analytics permissions' }).check();
    await expect(dialog.getByRole('checkbox', { name: 'analytics:read' })).toBeChecked();
    await expect(dialog.getByLabel('Expiration')).toHaveValue('365');
    await dialog.getByLabel('Expiration').selectOption('30');
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    const keyBox = shown.getByLabel('Your new API key');
    await expect(keyBox).toHaveValue(/^lp_live_[A-Za-z0-9_-]{8}_[A-Za-z0-9_-]{43}$/);
    const key = await keyBox.inputValue();
    await shown.getByRole('button', { name: 'Copy key' }).click();
    await expect(toast(page, 'API key copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await shown.getByRole('button', { name: 'Done' }).click();

    const row = page.getByRole('listitem', { name: 'Reporting script' });
    const prefix = key.slice(0, 'lp_live_'.length + 8);
    await expect(row.getByTestId('masked-key')).toHaveText(`${prefix}${'*'.repeat(32)}`);
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await expect(row.getByText('analytics:read')).toBeVisible();
    await expect(page.getByText(key)).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Settings' })).not.toContainText(key);

    const headers = { authorization: `Bearer ${key}` };
    const accepted = await page.request.get('/api/companiesProspecting/count', { headers });
    expect(accepted.status()).toBe(200);
    expect(accepted.headers()['ratelimit-limit']).toBe('60');

    await row.getByRole('button', { name: 'Deactivate' }).click();
    await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Activate' })).toBeVisible();
    const refused = await page.request.get('/api/companiesProspecting/count', { headers });
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toEqual({ error: 'This API key is inactive' });

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the key Reporting script?' });
    await confirm.getByRole('button', { name: 'Delete key' }).click();
    await expect(toast(page, 'API key deleted')).toBeVisible();
    await expect(page.getByText('No API keys yet.')).toBeVisible();
  });

  test('the create button is disabled at the key limit', async ({ page }) => {
    await openApiAccess(page);
    await turnOn(page);
    await page.getByLabel('Maximum keys').fill('1');
    await page.getByRole('button', { name: 'Save limits' }).click();
    await expect(toast(page, 'API settings saved')).toBeVisible();
    await page.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByLabel('Key name').fill('Only one');
    await dialog.getByRole('checkbox', { name: 'profile:read' }).check();
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await page
      .getByRole('dialog', { name: 'Your new API key' })
      .getByRole('button', { name: 'Done' })
      .click();
    await expect(page.getByRole('button', { name: 'Create key' })).toBeDisabled();
    await expect(page.getByText('1 of 1 keys: the limit.')).toBeVisible();
  });

  test('limits out of range are refused with the schema’s message', async ({ page }) => {
    await openApiAccess(page);
    await turnOn(page);
    await page.getByLabel('Maximum keys').fill('11');
    await page.getByLabel('Default expiration (days)').fill('4000');
    await page.getByRole('button', { name: 'Save limits' }).click();
    await expect(page.getByText('Max keys must be between 1 and 10')).toBeVisible();
    await expect(page.getByText('Default expiration must be between 1 and 3650 days')).toBeVisible();
  });

  test('a toggle the server refuses is put back, with a toast', async ({ page }) => {
    await openApiAccess(page);
    await page.route('**/trpc/apiAccess.updateSettings**', (route) =>
      route.fulfill({ status: 500, body: '{}' }),
    );
    const toggle = page.getByRole('switch', { name: 'API access' });
    await toggle.click();
    await expect(toast(page, 'Failed to update API settings')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(body(page)).toHaveAttribute('data-disabled', '');
  });

  test('a copy that fails says so', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await openApiAccess(page);
    await turnOn(page);
    await page.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByLabel('Key name').fill('Copy test');
    await dialog.getByRole('checkbox', { name: 'Select all Leads permissions' }).check();
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await page.getByRole('button', { name: 'Copy key' }).click();
    await expect(toast(page, 'Failed to copy to clipboard')).toBeVisible();
  });

  test('the API reference at /api/docs renders from this server alone', async ({ page, baseURL }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        refused.push(message.text());
    });
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(`${baseURL}/`) && !url.startsWith('data:')) outside.push(url);
    });
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: 'Leadpath API', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('link', { name: 'API access' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The signed-in user', level: 3 })).toBeVisible();
    expect(refused).toEqual([]);
    expect(outside).toEqual([]);
  });
});
