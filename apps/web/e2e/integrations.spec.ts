import type { Page } from '@playwright/test';
import { expect, type SignIn, test } from './fixtures';
import { createTestUser } from './test-users';

// premium@ is this spec's own: other specs connect HubSpot for pro@.

test('connect HubSpot through the sandbox, see toast and confetti, then deauthorize it', async ({
  page,
  signIn,
  toasts,
}) => {
  await signIn('premium');
  await page.goto('/dashboard/integrations');
  await expect(page.getByRole('heading', { name: 'Add apps' })).toBeVisible();
  const hubspot = page.getByRole('article', { name: 'HubSpot' });
  await hubspot.getByRole('button', { name: 'Connect HubSpot' }).click();

  await expect(page).toHaveURL(/\/connect\/sandbox\/hubspot\?session=/);
  await expect(page.getByRole('heading', { name: 'Allow HubSpot to access your account?' })).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();

  // Back in Settings, Integrations, as the real flow returns; the return parameters are then dropped.
  await expect(page.locator('canvas[data-slot="confetti"][data-pieces="500"]')).toBeAttached();
  await expect(page.getByText('HubSpot connected successfully')).toBeVisible();
  await expect(page).toHaveURL('/dashboard?settings=integrations');
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  const item = dialog.locator('li[data-app="hubspot"]');
  await expect(item).toContainText('HubSpot');
  await expect(item.getByRole('link', { name: /HubSpot documentation/ })).toHaveAttribute(
    'href',
    /^https:\/\/developers\.hubspot\.com\//,
  );
  // The confetti falls for 5 seconds, then goes.
  await expect(page.locator('canvas[data-slot="confetti"]')).toHaveCount(0, { timeout: 8000 });

  await item.getByRole('button', { name: 'Deauthorize HubSpot' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deauthorize HubSpot?' });
  await confirm.getByRole('button', { name: 'Deauthorize' }).click();
  await expect(page.getByText('HubSpot deauthorized')).toBeVisible();
  await expect(dialog.getByText('No apps connected yet')).toBeVisible();
  expect(toasts.seen).toContain('HubSpot connected successfully');

  await dialog.getByRole('link', { name: 'Add apps' }).click();
  await expect(page).toHaveURL('/dashboard/integrations');
  await expect(
    page.getByRole('article', { name: 'HubSpot' }).getByRole('button', { name: 'Connect HubSpot' }),
  ).toBeVisible();
});

test('Deny on the consent page returns with the failure message and connects nothing', async ({
  page,
  signIn,
}) => {
  await signIn('premium');
  await page.goto('/dashboard/integrations');
  await page.getByRole('article', { name: 'Zoom' }).getByRole('button', { name: 'Connect Zoom' }).click();
  await expect(page.getByRole('heading', { name: 'Allow Zoom to access your account?' })).toBeVisible();
  await page.getByRole('button', { name: 'Deny' }).click();

  await expect(page.getByText('connection failed, please try again')).toBeVisible();
  await expect(page).toHaveURL('/dashboard?settings=integrations');
  await expect(page.locator('canvas[data-slot="confetti"]')).toHaveCount(0);
  const list = (await (await page.request.get('/api/user-integrations')).json()) as {
    integrations: { providerConfigKey: string }[];
  };
  expect(list.integrations.map((entry) => entry.providerConfigKey)).not.toContain('zoom');
});

test('a Free user sees Google locked with an Upgrade link, and HubSpot open', async ({ page, signIn }) => {
  await signIn('trial');
  await page.goto('/dashboard/integrations');
  const google = page.getByRole('article', { name: 'Google', exact: true });
  await expect(google).toHaveAttribute('data-state', 'locked');
  await expect(google.getByRole('button', { name: 'Connect Google' })).toHaveCount(0);
  await expect(google.getByRole('link', { name: 'Upgrade to connect Google' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  const hubspot = page.getByRole('article', { name: 'HubSpot' });
  await expect(hubspot.getByRole('button', { name: 'Connect HubSpot' })).toBeEnabled();

  // The server refuses what the page hides.
  const refused = await page.request.post('/api/save-integration', {
    data: { providerConfigKey: 'google', connectionId: 'sandbox-anything' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: 'Pick a plan to use this feature' });
});

/**
 * An auth service's hosted page (Nango) cannot return to the app, so it opens in a popup. The e2e
 * server runs the sandbox: this marks its connect answer as a popup, and the sandbox consent page
 * stands in for the hosted one. Returns the popup, showing the consent question.
 */
async function connectInPopup(page: Page, signIn: SignIn, app: string) {
  // Four full loads of the app (page, popup, its return, the opener's settings): triple the time.
  test.slow();
  await page.route('**/trpc/integrations.connect**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: { data: { opensIn: string } } }[];
    body[0]!.result.data.opensIn = 'popup';
    await route.fulfill({ response, json: body });
  });
  // A fresh account: a retry starts with nothing connected, whatever the first try left.
  const user = await createTestUser({ name: 'Paula Popup', role: 'Premium' });
  await signIn(user.email, { password: user.password, callbackUrl: '/dashboard/integrations' });
  const popupOpened = page.waitForEvent('popup');
  await page
    .getByRole('article', { name: app })
    .getByRole('button', { name: `Connect ${app}` })
    .click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: `Allow ${app} to access your account?` })).toBeVisible();
  return popup;
}

test('a popup connect flow saves once the window closes: Allow connects the app', async ({
  page,
  signIn,
}) => {
  const popup = await connectInPopup(page, signIn, 'Salesforce');
  await expect(
    page.getByRole('article', { name: 'Salesforce' }).getByRole('button', { name: 'Connect Salesforce' }),
  ).toContainText('Connecting…');
  await popup.getByRole('button', { name: 'Allow' }).click();
  await popup.waitForURL(/settings=integrations/);
  await popup.close();

  // The opener notices the closed window within half a second, saves, then loads the settings.
  await expect(page.getByText('Salesforce connected successfully')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL('/dashboard?settings=integrations');
  await expect(
    page.getByRole('dialog', { name: 'Settings' }).locator('li[data-app="salesforce"]'),
  ).toBeVisible();
  const removed = await page.request.delete(
    '/api/user-integrations/deauthorize?providerConfigKey=salesforce',
    {
      headers: { origin: new URL(page.url()).origin },
    },
  );
  expect(await removed.json()).toEqual({ success: true, error: null });
});

test('a popup closed before connecting shows the failure message and connects nothing', async ({
  page,
  signIn,
}) => {
  const popup = await connectInPopup(page, signIn, 'Attio');
  await popup.close();

  await expect(page.getByText('connection failed, please try again')).toBeVisible({ timeout: 15_000 });
  const list = (await (await page.request.get('/api/user-integrations')).json()) as {
    integrations: { providerConfigKey: string }[];
  };
  expect(list.integrations.map((entry) => entry.providerConfigKey)).not.toContain('attio');
});
