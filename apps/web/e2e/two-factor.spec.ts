import type { Page } from '@playwright/test';
import { currentCode, enterAuthenticatorCode } from './authenticator';
import { expect, fillLoginForm, test } from './fixtures';
import { createTestUser, type TestUser } from './test-users';

// A fresh account, a setup, two sign-outs and sign-ins: give a busy machine room.
test.describe.configure({ timeout: 90_000 });

async function openPasswordSection(page: Page) {
  await page.goto('/dashboard/settings?section=password');
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible({ timeout: 15_000 });
}

async function signOut(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
}

async function passwordStep(page: Page, user: TestUser) {
  await page.goto('/login');
  await fillLoginForm(page, user.email, user.password);
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  // No session until the code is in.
  expect((await page.request.get('/api/user-fetch')).status()).toBe(401);
}

test('set up two-factor authentication, then sign in with a code and with a recovery code', async ({
  page,
}) => {
  const user = await createTestUser({ name: 'Tess Twofactor' });
  await page.goto('/login');
  await fillLoginForm(page, user.email, user.password);
  await page.waitForURL('/dashboard');

  await openPasswordSection(page);
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const secret = ((await page.locator('[data-slot=two-factor-secret]').textContent()) ?? '').replace(
    /\s/g,
    '',
  );
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(
    page.getByText(`otpauth://totp/Leadpath:${encodeURIComponent(user.email)}?secret=${secret}`),
  ).toBeVisible();

  const codeField = page.getByLabel('Code from your authenticator app');
  await codeField.fill('000000');
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(page.getByText('That code is not right')).toBeVisible();
  await codeField.fill(currentCode(secret));
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();

  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(page.locator('[data-slot=two-factor-status]')).toContainText('10 recovery codes left');

  await signOut(page);
  await passwordStep(page, user);
  await enterAuthenticatorCode(page, secret);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText(`Welcome back, ${user.name}`)).toBeVisible();

  await signOut(page);
  await passwordStep(page, user);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('/dashboard');
  await openPasswordSection(page);
  await expect(page.locator('[data-slot=two-factor-status]')).toContainText('9 recovery codes left');

  // The same recovery code does not work twice.
  await signOut(page);
  await passwordStep(page, user);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'That recovery code is not right or was already used' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/login');
});
