import type { Page } from '@playwright/test';
import { demoAccounts, expect, test } from './fixtures';
import { createTestUser } from './test-users';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const mainNav = (page: Page) => sidebar(page).getByRole('navigation', { name: 'Main navigation' });
const userCard = (page: Page) => sidebar(page).getByRole('region', { name: 'Your account' });
const banner = (page: Page) => page.locator('[data-slot=impersonation-banner]');

test('a non-admin sees the not-allowed page and no admin link', async ({ page, signIn }) => {
  await signIn('pro', { callbackUrl: '/dashboard/admin' });
  await expect(page.getByRole('heading', { name: 'You are not allowed to see this page' })).toBeVisible();
  await expect(userCard(page).getByRole('link', { name: 'Admin panel' })).toHaveCount(0);
  expect((await page.request.get('/api/admin/search-users?q=a')).status()).toBe(403);
});

test('an Admin without two-factor sign-in is sent to set it up, and the API refuses the tools', async ({
  page,
  signIn,
}) => {
  const staff = await createTestUser({ name: 'Nina Newstaff', role: 'Admin' });
  await signIn(staff.email, { password: staff.password, callbackUrl: '/dashboard/admin' });
  await expect(page.getByRole('heading', { name: 'Two-factor authentication required' })).toBeVisible();
  const search = await page.request.get('/api/admin/search-users?q=a');
  expect(search.status()).toBe(403);
  expect(await search.json()).toEqual({
    error: 'Set up two-factor authentication under Settings, Password before using the admin tools',
  });
  await page.getByRole('link', { name: 'Open Settings, Password' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set up two-factor authentication' })).toBeVisible();
});

test('admin views as the trial user, and Stop returns to the admin', async ({ page, signIn }) => {
  // Two-factor sign-in, two views of the user and the audit log: a long walk on a busy machine.
  test.slow();
  const { admin, trial } = demoAccounts;
  await signIn('admin');
  await expect(userCard(page).getByText(admin.name, { exact: true })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'AI Training' })).toBeVisible();
  await userCard(page).getByRole('link', { name: 'Admin panel' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Control Panel' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search users' }).fill('tina');
  // The users table only: the audit log below lists earlier views (a retry's among them).
  const users = page.getByRole('table', { name: 'Users' });
  const row = users.getByRole('row').filter({ hasText: trial.email });
  await expect(users.getByRole('row').filter({ hasText: '@demo.test' })).toHaveCount(1);
  await row.getByRole('button', { name: `View as ${trial.name}` }).click();

  await expect(page).toHaveURL('/dashboard');
  await expect(banner(page)).toContainText(`Viewing as ${trial.name}`);
  await expect(userCard(page).getByText(trial.name, { exact: true })).toBeVisible();
  await expect(userCard(page).getByText('Free Plan', { exact: true })).toBeVisible();
  await expect(userCard(page).getByText('Free Trial')).toBeVisible();
  await expect(userCard(page).getByRole('link', { name: 'Admin panel' })).toHaveCount(0);
  await expect(mainNav(page).getByRole('link', { name: /Companies/ })).toBeVisible();
  for (const hidden of ['Power Dialer', 'Agent Emails', 'AI Training'])
    await expect(mainNav(page).getByRole('link', { name: hidden })).toHaveCount(0);
  const record = await page.evaluate(() => JSON.parse(localStorage.getItem('impersonation') ?? 'null'));
  expect(record).toMatchObject({ targetUserEmail: trial.email, targetUserRole: 'Free' });

  // The banner stays on every dashboard page.
  await page.goto('/dashboard/go-to-market');
  await expect(banner(page)).toContainText(`Viewing as ${trial.name}`);

  await banner(page).getByRole('button', { name: 'Stop' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(userCard(page).getByText(admin.name, { exact: true })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'AI Training' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('impersonation'))).toBeNull();
  // Stop ended the grant on the server: the record the browser held no longer acts for the user.
  const replayed = await page.request.get('/api/user-fetch', {
    headers: { 'x-impersonate-user': JSON.stringify(record) },
  });
  expect(replayed.status()).toBe(403);
  expect(await replayed.json()).toEqual({
    error: 'Impersonation has ended; start it again from the admin panel',
  });

  await page.goto('/dashboard/admin');
  const log = page.getByRole('table', { name: 'Impersonation audit log' });
  await expect(
    log.getByRole('row').filter({ hasText: trial.email }).filter({ hasText: 'start' }).first(),
  ).toBeVisible();
  await expect(
    log.getByRole('row').filter({ hasText: trial.email }).filter({ hasText: 'stop' }).first(),
  ).toBeVisible();
});

test('a corrupt stored record is discarded without breaking the page', async ({ page, signIn }) => {
  await signIn('pro');
  await page.evaluate(() => localStorage.setItem('impersonation', '{"targetUserId": 12, broken'));
  await page.reload();
  await expect(userCard(page).getByText(demoAccounts.pro.name, { exact: true })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('impersonation'))).toBeNull();
});

test("a non-admin's forged x-impersonate-user is refused with 403", async ({ page, signIn }) => {
  await signIn('pro');
  const response = await page.request.get('/api/user-fetch', {
    headers: {
      'x-impersonate-user': JSON.stringify({
        targetUserId: 'someone',
        targetUserEmail: demoAccounts.trial.email,
        targetUserRole: 'Free',
      }),
    },
  });
  expect(response.status()).toBe(403);
});
