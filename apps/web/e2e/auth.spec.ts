import { trialDaysRemaining } from '@leadpath/core';
import { DEMO_PASSWORD, type DemoAccount, demoAccounts, expect, fillLoginForm, test } from './fixtures';

interface UserFetch {
  name: string;
  plan: string;
  role: string;
  trialEndDate: string | null;
}

const activeAccounts: DemoAccount[] = ['admin', 'pro', 'premium', 'starter', 'trial', 'expired'];

test.describe('sign in', () => {
  for (const account of activeAccounts) {
    test(`${account} sees their name and plan on the dashboard`, async ({ page, signIn }) => {
      const { name, role } = demoAccounts[account];
      await signIn(account);
      await expect(page).toHaveURL('/dashboard');
      await expect(page.getByText(`Welcome back, ${name}`)).toBeVisible();

      const user = (await (await page.request.get('/api/user-fetch')).json()) as UserFetch;
      expect(user.role).toBe(role);
      if (role !== 'Admin') expect(user.plan).toBe(role);
      const card = page.getByRole('region', { name: 'Your account' });
      await expect(card.getByText(`${user.plan} Plan`, { exact: true })).toBeVisible();
    });
  }

  test('a wrong password shows the server message', async ({ page, signIn }) => {
    await signIn('pro', { password: 'not-the-password', expectSuccess: false });
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('a deactivated account cannot sign in', async ({ page, signIn }) => {
    await signIn('deactivated', { expectSuccess: false });
    await expect(
      page.getByRole('alert').filter({ hasText: 'This account has been deactivated' }),
    ).toBeVisible();
  });

  test('the form checks its fields before calling the server', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeFocused();
    await fillLoginForm(page, 'not-an-email', '');
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });
});

test.describe('sessions and callbacks', () => {
  test('a signed-out visit to /dashboard asks to log in', async ({ page, toasts }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?callbackUrl=(%2F|\/)dashboard$/);
    expect(toasts.seen).toContain('Please login');

    await fillLoginForm(page, demoAccounts.starter.email, DEMO_PASSWORD);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText(`Welcome back, ${demoAccounts.starter.name}`)).toBeVisible();
  });

  test('the callbackUrl is honoured after sign-in', async ({ page, signIn }) => {
    await signIn('pro', { callbackUrl: '/pricing?from=login', throughForm: true });
    await expect(page).toHaveURL('/pricing?from=login');
  });

  test('a foreign callbackUrl is ignored', async ({ page, signIn }) => {
    await signIn('pro', { callbackUrl: '//evil.example', throughForm: true });
    await expect(page).toHaveURL('/dashboard');
  });

  test('a callbackUrl that only becomes foreign once the URL parser drops a tab is ignored', async ({
    page,
  }) => {
    // /login?callbackUrl=%2F%09%2Fevil.example: "/<tab>/evil.example" parses as //evil.example.
    const toEvil: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname === 'evil.example') toEvil.push(request.url());
    });
    await page.goto('/login?callbackUrl=%2F%09%2Fevil.example');
    await fillLoginForm(page, demoAccounts.pro.email, DEMO_PASSWORD);
    await expect(page).toHaveURL('/dashboard');
    expect(toEvil).toEqual([]);
  });

  test('signing out returns to the login page', async ({ page, signIn }) => {
    await signIn('premium');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/login');
    const response = await page.request.get('/api/user-fetch');
    expect(response.status()).toBe(401);
  });
});

test.describe('trial', () => {
  test('a Free user in trial sees the days remaining', async ({ page, signIn }) => {
    await signIn('trial');
    const user = (await (await page.request.get('/api/user-fetch')).json()) as UserFetch;
    const days = trialDaysRemaining({ role: 'Free', trialEndDate: user.trialEndDate }, Date.now());
    expect(days).toBeGreaterThan(0);
    const card = page.getByRole('region', { name: 'Your account' });
    await expect(card.getByText('Free Trial')).toBeVisible();
    await expect(card.getByText(`${days} ${days === 1 ? 'day' : 'days'} remaining`)).toBeVisible();
  });

  test('a Free user whose trial ended is asked to upgrade', async ({ page, signIn }) => {
    await signIn('expired');
    const card = page.getByRole('region', { name: 'Your account' });
    await expect(card.getByText('Trial Expired')).toBeVisible();
    await expect(card.getByText('Upgrade to continue using the product')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
  });
});
