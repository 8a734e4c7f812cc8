import { openDatabase, outboxMessages } from '@leadpath/db';
import type { Page } from '@playwright/test';
import { currentCode, enterAuthenticatorCode } from './authenticator';
import { expect, fillLoginForm, test } from './fixtures';
import { createTestUser, type TestUser } from './test-users';

// A fresh account, a setup, two sign-outs and sign-ins: give a busy machine room.
test.describe.configure({ timeout: 90_000 });

/** The reset link in the newest mail to the address, read from the e2e database's outbox. */
async function resetLinkMailedTo(email: string): Promise<string> {
  const db = openDatabase(process.env.LEADPATH_E2E_DB ?? '');
  try {
    const mails = await db.select().from(outboxMessages).all();
    const text = mails.filter((mail) => mail.to.includes(email)).at(-1)?.text ?? '';
    const match = /\/reset-password\?token=[A-Za-z0-9_-]+/.exec(text);
    if (!match) throw new Error(`no reset link mailed to ${email}`);
    return match[0];
  } finally {
    await db.close();
  }
}

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

test('a password reset of an account with two-factor on ends in the code step, not in a session', async ({
  page,
}) => {
  const user = await createTestUser({ name: 'Reese Reset' });
  await page.goto('/login');
  await fillLoginForm(page, user.email, user.password);
  await page.waitForURL('/dashboard');
  // Two-factor on through the API the Password section calls, as the app's own page would send it.
  const headers = { origin: new URL(page.url()).origin };
  const setup = await page.request.post('/api/two-factor/setup', { data: {}, headers });
  expect(setup.status()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await page.request.post('/api/two-factor/confirm', {
    data: { code: currentCode(secret) },
    headers,
  });
  expect(confirmed.status()).toBe(200);
  const forgot = await page.request.post('/api/auth/forgot-password', {
    data: { email: user.email },
    headers,
  });
  expect(forgot.status()).toBe(200);
  const resetPath = await resetLinkMailedTo(user.email);

  await page.context().clearCookies();
  await page.goto(resetPath);
  const newPassword = 'a-fresh-lilac-harbour';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your authentication code' })).toBeVisible();
  expect((await page.request.get('/api/user-fetch')).status()).toBe(401);
  const field = page.getByLabel('Authentication code');
  // The code the setup used is spent: the next step's is accepted one step early.
  await field.fill(currentCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/dashboard', { timeout: 15_000 });
});
