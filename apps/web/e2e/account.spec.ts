import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, fillLoginForm, test } from './fixtures';
import { createTestUser, type TestUser } from './test-users';

// Each test signs in a fresh account and loads the dashboard; give a busy machine room.
test.describe.configure({ timeout: 60_000 });

const avatarPng = fileURLToPath(new URL('./assets/avatar.png', import.meta.url));

async function signInAs(page: Page, user: TestUser, password = user.password) {
  await page.goto('/login');
  await fillLoginForm(page, user.email, password);
  await page.waitForURL('/dashboard');
}

async function openSection(page: Page, section: string) {
  await page.goto(`/dashboard/settings?section=${section}`);
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible({ timeout: 15_000 });
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot="toast"]').filter({ hasText: text });
const userCardAvatar = (page: Page) => page.locator('[data-slot="user-card"] [data-slot="avatar"]').first();

test.describe('edit profile', () => {
  test('uploading a PNG shows it in the user card', async ({ page }) => {
    const user = await createTestUser();
    await signInAs(page, user);
    await openSection(page, 'edit-profile');
    await expect(page.getByText('at least 800x800 px, JPG, PNG or GIF')).toBeVisible();

    const uploaded = page.waitForResponse((res) => res.url().endsWith('/api/imageUploader'));
    await page.getByLabel('Avatar image').setInputFiles(avatarPng);
    const { url } = (await (await uploaded).json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/avatars\/.+\.webp$/);
    await expect(toast(page, 'Avatar image uploaded successfully')).toBeVisible();

    await expect(userCardAvatar(page)).toHaveAttribute('src', url);
    await expect(page.getByTestId('profile-avatar')).toHaveAttribute('src', url);
    const loaded = await userCardAvatar(page).evaluate((img: HTMLImageElement) =>
      img.complete ? img.naturalWidth : new Promise((done) => (img.onload = () => done(img.naturalWidth))),
    );
    expect(loaded).toBe(800);
  });

  test('a text file renamed .png is refused', async ({ page }) => {
    const user = await createTestUser();
    await signInAs(page, user);
    await openSection(page, 'edit-profile');
    await page.getByLabel('Avatar image').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('these are notes, not a picture'),
    });
    await expect(toast(page, 'ERROR! The image must be a JPG, PNG or GIF')).toBeVisible();
    await expect(userCardAvatar(page)).toHaveAttribute('src', '/default-avatar.svg');
  });

  test('the bio counter follows typing and the profile saves', async ({ page }) => {
    const user = await createTestUser({ name: 'Bo Bio' });
    await signInAs(page, user);
    await openSection(page, 'edit-profile');
    const counter = page.getByTestId('bio-counter');
    await expect(counter).toHaveText('0/800');
    await page.getByLabel('Bio').fill('Hello');
    await expect(counter).toHaveText('5/800');
    await page.getByLabel('Bio').pressSequentially(' there');
    await expect(counter).toHaveText('11/800');

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Bo Renamed');
    await page.getByLabel('Company name').fill('Acme');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'User data updated successfully')).toBeVisible();
    await expect(page.locator('[data-slot="user-card"]')).toContainText('Bo Renamed');
  });
});

test.describe('password', () => {
  test('after a change the old password is refused at sign-in', async ({ page }) => {
    const user = await createTestUser();
    await signInAs(page, user);
    await openSection(page, 'password');
    await expect(page.getByText('at least 8 characters')).toBeVisible();

    // A common password is refused under its field, before the current one is even checked.
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('Password123');
    await page.getByLabel('Confirm new password').fill('Password123');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
      /This password is too common\. Choose a less common one\./,
    );

    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm new password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Current password is incorrect')).toBeVisible();

    await page.getByLabel('Current password').fill(user.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Password changed')).toBeVisible();
    // This session stays signed in.
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();

    await page.context().clearCookies();
    await page.goto('/login');
    await fillLoginForm(page, user.email, user.password);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await fillLoginForm(page, user.email, 'brand-new-pass');
    await page.waitForURL('/dashboard');
  });
});

test.describe('sessions', () => {
  test('revoking a session signs the other browser out', async ({ page, browser }) => {
    const user = await createTestUser();
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInAs(otherPage, user);
    await signInAs(page, user);

    await openSection(page, 'sessions');
    const rows = page.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
    await expect(rows.first()).toContainText('IP');
    await rows
      .filter({ hasNotText: 'This device' })
      .getByRole('button', { name: /^Sign out/ })
      .click();
    await expect(toast(page, 'Session signed out')).toBeVisible();
    await expect(rows).toHaveCount(1);

    // The revoked browser meets the 401 flow on its next request.
    await otherPage.goto('/dashboard');
    await otherPage.waitForURL(/\/login/);
    await other.close();

    // This one is still signed in.
    await page.reload();
    await expect(rows).toHaveCount(1);
  });
});

test.describe('delete account', () => {
  test('the button needs the password; afterwards sign-in is refused', async ({ page }) => {
    const user = await createTestUser();
    await signInAs(page, user);
    await openSection(page, 'delete-account');
    const section = page.getByRole('region', { name: 'Delete account' });
    const button = section.getByRole('button', { name: 'Delete account' });
    await expect(button).toBeDisabled();

    await section.getByLabel('Password').fill('wrong-password');
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page.getByText('Password is incorrect')).toBeVisible();

    await section.getByLabel('Password').fill(user.password);
    await button.click();
    await page.waitForURL(/\/login/);

    await fillLoginForm(page, user.email, user.password);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  });
});

test.describe('appearance', () => {
  test('dark mode applies at once and is kept after a reload', async ({ page }) => {
    const user = await createTestUser();
    await signInAs(page, user);
    await openSection(page, 'appearance');
    const group = page.getByRole('dialog').getByRole('radiogroup', { name: 'Theme' });
    await group.getByRole('radio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(group.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await group.getByRole('radio', { name: 'Light' }).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });
});
