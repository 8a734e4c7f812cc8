import { expect, fillLoginForm, test } from './fixtures';
import { linkInMail } from './mail-links';

const PASSWORD = 'violet-harbour-lantern';
const NEW_PASSWORD = 'copper-meadow-kestrel';

test('sign up, confirm the address from the mail, reset a forgotten password', async ({ page }) => {
  // Sign-up, sign-in, two mails and a reset: it ran out of 30 s on a busy machine at the reset page.
  test.slow();
  const email = `newcomer-${Date.now()}@example.com`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Name').fill('Nia Newcomer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/dashboard', { timeout: 15_000 });

  const banner = page.locator('[data-slot="verify-email-banner"]');
  await expect(banner).toContainText(`Confirm your email address: we sent a link to ${email}`);

  const verifyPath = await linkInMail(page, 'Confirm your email address for Leadpath', 'verify-email');
  await page.goto(verifyPath);
  await expect(page.getByText(`Your email address ${email} is confirmed.`)).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText(/Welcome/)).toBeVisible();
  await expect(banner).toHaveCount(0);

  // Forgot password: the same answer for everyone; the link arrives in the outbox.
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(
    page.getByText('If an account exists for that address, we sent a link to reset its password.'),
  ).toBeVisible();

  await page.goto('/login');
  await fillLoginForm(page, email, PASSWORD);
  await expect(page).toHaveURL('/dashboard', { timeout: 15_000 });
  const resetPath = await linkInMail(page, 'Reset your Leadpath password', 'reset-password');
  await page.context().clearCookies();
  await page.goto(resetPath);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password and sign in' }).click();
  await expect(page).toHaveURL('/dashboard', { timeout: 15_000 });

  await page.context().clearCookies();
  await page.goto('/login');
  await fillLoginForm(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL('/dashboard', { timeout: 15_000 });
});

test('signing up with an address that has an account answers like a new one and signs nobody in', async ({
  page,
}) => {
  // A fresh page load on a shared, busy machine: more than the default 30 s.
  test.slow();
  await page.goto('/sign-up');
  await page.getByLabel('Name').fill('Mallory');
  await page.getByLabel('Email').fill('pro@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Check your inbox: we sent a mail to that address to finish creating your account.',
    { timeout: 15_000 },
  );
  await expect(page).toHaveURL('/sign-up');
  // Signed in as nobody: the dashboard leads to sign-in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
});
