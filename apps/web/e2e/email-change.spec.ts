import { expect, fillLoginForm, test } from './fixtures';
import { signUpFreshUser } from './fresh-account';
import { linkInMail } from './mail-links';

const PASSWORD = 'amber-orchard-falcon';

test('change the email address: confirm from the link mailed to the new one, then sign in with it', async ({
  page,
}) => {
  // Sign-up, two mails, a confirmation in a signed-out browser and two sign-ins: a long walk.
  test.slow();
  const oldEmail = await signUpFreshUser(page, { name: 'Mo Mover', prefix: 'mover', password: PASSWORD });
  const newEmail = `moved-${oldEmail}`;

  await page.goto('/dashboard?settings=edit-profile');
  const block = page.getByRole('region', { name: 'Email address' });
  await expect(block.getByTestId('current-email')).toContainText(oldEmail);
  await block.getByRole('button', { name: 'Change email' }).click();

  // A wrong password is refused under its field, with the change-password message.
  await block.getByLabel('New email address').fill(newEmail);
  await block.getByLabel('Current password').fill('not-my-password');
  await block.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(block.getByText('Current password is incorrect')).toBeVisible();

  await block.getByLabel('Current password').fill(PASSWORD);
  await block.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(
    block.getByText(
      `We sent a confirmation link to ${newEmail}. Your email address changes when you open it.`,
    ),
  ).toBeVisible();
  // Nothing changes until the link is opened.
  await expect(block.getByTestId('current-email')).toContainText(oldEmail);

  // The old address was told; the new one got the link.
  await page.goto('/dashboard/mailboxes');
  await expect(
    page.getByRole('article', { name: /^Your Leadpath email address is about to change/ }),
  ).toBeVisible({ timeout: 15_000 });
  const confirmPath = await linkInMail(page, 'Confirm your new email address for Leadpath', 'confirm-email');

  // Opened in another browser (signed out): the address changes and every session ends.
  await page.context().clearCookies();
  await page.goto(confirmPath);
  await expect(page.getByRole('heading', { name: 'Confirm your new email address' })).toBeVisible();
  await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();

  // The link works once.
  await page.reload();
  await expect(page.getByText('This email change link has already been used')).toBeVisible();

  await page.goto('/login');
  await fillLoginForm(page, oldEmail, PASSWORD);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await fillLoginForm(page, newEmail, PASSWORD);
  await expect(page).toHaveURL('/dashboard', { timeout: 15_000 });
  await page.goto('/dashboard?settings=edit-profile');
  await expect(page.getByRole('region', { name: 'Email address' }).getByTestId('current-email')).toHaveText(
    newEmail,
  );
});
