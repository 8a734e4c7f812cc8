import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenshotSet, signUpFreshUser } from './fresh-account';
import { createTestUser } from './test-users';

const PASSWORD = 'amber-willow-compass';

const billingDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateOf = (epochMs: number) => billingDate.format(new Date(epochMs));

const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Settings' });
const billingSection = (page: Page) => settingsDialog(page).locator('section[data-section="billing"]');
const pastDueBanner = (page: Page) => page.locator('[data-slot="past-due-banner"]');

/** A write from the page itself (same origin, the session cookie), as the app's own pages make it. */
async function post(page: Page, path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ([url, payload]) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(payload),
      });
      return { status: response.status, body: await response.json() };
    },
    [path, body] as const,
  );
}

/** Pays for a plan through the sandbox checkout's procedures; answers where the checkout returns to. */
async function subscribe(page: Page, plan: string, period: string): Promise<string> {
  const checkout = await post(page, '/api/billing/checkout', { plan, period });
  expect(checkout.status).toBe(200);
  const url = new URL((checkout.body as { url: string }).url, 'http://localhost');
  expect(url.pathname).toBe('/billing/sandbox-checkout');
  const session = url.searchParams.get('session');
  const done = await post(page, '/trpc/billing.sandboxCompleteCheckout', { session });
  expect(done.status).toBe(200);
  return (done.body as { result: { data: { redirectUrl: string } } }).result.data.redirectUrl;
}

async function subscription(page: Page) {
  const response = await page.request.get('/api/billing/subscription');
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    subscription: { currentPeriodEnd: number | null; graceUntil: number | null } | null;
  };
}

/** Opens Settings → Billing by its link and waits for the section to draw (loaded on first open). */
async function openBilling(page: Page, url = '/dashboard/settings?section=billing') {
  await page.goto(url);
  await expect(billingSection(page).getByRole('heading', { name: 'Billing' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(billingSection(page).getByRole('status', { name: 'Loading billing' })).toHaveCount(0, {
    timeout: 15_000,
  });
}

test('a trial user without a subscription is invited to pick a plan', async ({ page }) => {
  await signUpFreshUser(page, { name: 'Bea Billing', prefix: 'billing', password: PASSWORD });
  await openBilling(page);
  const section = billingSection(page);
  await expect(section.getByRole('heading', { name: 'Billing' })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'You are on the Free plan' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  await expect(section.getByRole('button', { name: 'Manage payment and invoices' })).toHaveCount(0);
  await expect(section.getByText('No plan changes yet.')).toBeVisible();
  await expect(pastDueBanner(page)).toHaveCount(0);
  // The portal refuses someone who never paid, with the reason.
  const portal = await post(page, '/api/billing/portal', {});
  expect(portal).toEqual({
    status: 400,
    body: { error: 'You have no subscription yet. Choose a plan on the pricing page.' },
  });
  test.setTimeout(60_000);
  await screenshotSet(page, 'billing-settings', 'billing-empty', async () => {
    await openBilling(page);
    await expect(section.getByRole('heading', { name: 'You are on the Free plan' })).toBeVisible();
  });
});

test('after paying, Billing shows the plan, renewal and history; a failed payment brings the banner and the alert', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpFreshUser(page, { name: 'Bea Billing', prefix: 'billing', password: PASSWORD });
  const returnUrl = await subscribe(page, 'Premium', 'yearly');
  expect(returnUrl).toBe('/dashboard/settings?section=billing&checkout=done');

  await openBilling(page, returnUrl);
  const section = billingSection(page);
  await expect(section.getByRole('status').filter({ hasText: 'Payment received' })).toHaveText(
    'Payment received. You are on Premium (yearly).',
  );
  // The parameter is dropped: a reload does not announce the payment again.
  await expect(page).not.toHaveURL(/checkout=done/);
  const plan = section.locator('[data-slot="current-plan"]');
  await expect(plan.getByTestId('current-plan-name')).toHaveText('Premium (yearly)');
  await expect(plan.getByText('Active', { exact: true })).toBeVisible();
  const { subscription: running } = await subscription(page);
  expect(running?.currentPeriodEnd).not.toBeNull();
  await expect(plan.getByText(`Renews on ${dateOf(running!.currentPeriodEnd!)}`)).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Manage payment and invoices' })).toBeEnabled();
  await expect(plan.getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/pricing');
  const history = section.getByRole('list', { name: 'Plan history' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('Free to Premium');
  await expect(history.getByRole('listitem').first()).toContainText('(yearly)');
  await expect(history.getByRole('listitem').first()).toContainText('by the payment provider');
  await expect(pastDueBanner(page)).toHaveCount(0);
  await screenshotSet(page, 'billing-settings', 'billing-active', async () => {
    await openBilling(page);
    await expect(plan.getByTestId('current-plan-name')).toHaveText('Premium (yearly)');
  });

  // "Manage payment and invoices" leaves for the provider's portal.
  await openBilling(page);
  await plan.getByRole('button', { name: 'Manage payment and invoices' }).click();
  await expect(page).toHaveURL(/\/billing\/sandbox-portal/);

  // The renewal is declined: past due, the plan is kept for the grace period.
  await page.goto('/dashboard');
  const failed = await post(page, '/trpc/billing.sandboxPortal', { action: 'fail-payment' });
  expect(failed.status).toBe(200);
  const { subscription: pastDue } = await subscription(page);
  const warning = `Your last payment failed. Update your payment method by ${dateOf(pastDue!.graceUntil!)} to keep Premium.`;

  await page.goto('/dashboard/companies');
  await expect(pastDueBanner(page)).toHaveText(`${warning}Update payment method`);
  await expect(pastDueBanner(page)).toHaveAttribute('role', 'alert');
  await page.goto('/dashboard');
  await expect(pastDueBanner(page)).toContainText(warning);
  await screenshotSet(page, 'billing-settings', 'past-due-banner', async () => {
    await page.goto('/dashboard');
    await expect(pastDueBanner(page)).toBeVisible();
  });

  await openBilling(page);
  const alert = section.locator('[data-slot="past-due-alert"]');
  await expect(alert).toContainText(warning);
  await expect(plan.getByText('Past due', { exact: true })).toBeVisible();
  await screenshotSet(page, 'billing-settings', 'billing-past-due', async () => {
    await openBilling(page);
    await expect(alert).toBeVisible();
  });

  // "Update payment method" in the banner opens the portal.
  await page.goto('/dashboard');
  await pastDueBanner(page).getByRole('button', { name: 'Update payment method' }).click();
  await expect(page).toHaveURL(/\/billing\/sandbox-portal/);

  // Paid again: the banner goes.
  await page.goto('/dashboard');
  expect((await post(page, '/trpc/billing.sandboxPortal', { action: 'pay-invoice' })).status).toBe(200);
  await page.reload();
  await expect(page.getByText(/Welcome/)).toBeVisible();
  await expect(pastDueBanner(page)).toHaveCount(0);

  // Canceled: the plan runs to the end of the period paid for (as Stripe's portal does), and says so.
  expect((await post(page, '/trpc/billing.sandboxPortal', { action: 'cancel' })).status).toBe(200);
  const { subscription: canceling } = await subscription(page);
  await openBilling(page);
  await expect(plan.getByTestId('current-plan-name')).toHaveText('Premium (yearly)');
  await expect(plan.getByText(`Ends on ${dateOf(canceling!.currentPeriodEnd!)}`)).toBeVisible();
  await expect(plan.getByText(/stays until the end of the period paid for/)).toBeVisible();
  await expect(plan.getByText(/^Renews on /)).toHaveCount(0);
});

test('an Admin sets a user plan from the admin panel, and the user sees it in Billing', async ({
  page,
  signIn,
  toasts,
}) => {
  test.setTimeout(60_000);
  const user = await createTestUser({ name: 'Stan Setplan', role: 'Starter' });
  await signIn('admin', { callbackUrl: '/dashboard/admin' });
  await expect(page.getByRole('heading', { name: 'Admin Control Panel' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(user.email);
  const row = page.getByRole('row').filter({ hasText: user.email });
  await expect(row.getByTestId('user-plan')).toHaveText('Starter');

  const setPlan = row.getByRole('button', { name: `Set plan of ${user.email}` });
  await expect(setPlan).toBeDisabled();
  await row.getByRole('combobox', { name: `Plan of ${user.email}` }).selectOption('Pro');
  await setPlan.click();
  const confirm = page.getByRole('dialog', { name: `Set ${user.email} to Pro?` });
  await expect(confirm).toContainText('From Starter to Pro');

  // A refusal is shown with the server's message, and the row keeps its plan.
  await page.route(/\/trpc\/[^?]*admin\.setPlan/, (route) =>
    route.fulfill({
      status: 404,
      json: [{ error: { message: 'User not found', code: -32004, data: { httpStatus: 404 } } }],
    }),
  );
  await confirm.getByRole('button', { name: 'Set plan to Pro' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('User not found');
  await page.unroute(/\/trpc\/[^?]*admin\.setPlan/);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row.getByTestId('user-plan')).toHaveText('Starter');
  await setPlan.click();

  await confirm.getByRole('button', { name: 'Set plan to Pro' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText(`Plan of ${user.email} set to Pro`)).toBeVisible();
  expect(toasts.seen).toContain(`Plan of ${user.email} set to Pro`);
  await expect(row.getByTestId('user-plan')).toHaveText('Pro');
  await expect(row.getByRole('cell', { name: 'Pro', exact: true })).toBeVisible();
  await screenshotSet(page, 'billing-settings', 'admin-set-plan', async () => {
    await page.goto('/dashboard/admin');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(user.email);
    await expect(row.getByTestId('user-plan')).toHaveText('Pro');
  });

  // The user finds the change in Billing, said to be made by staff.
  await page.context().clearCookies();
  await signIn(user.email, { password: user.password });
  await openBilling(page);
  const section = billingSection(page);
  await expect(section.getByTestId('current-plan-name')).toHaveText('Pro');
  await expect(section.getByRole('button', { name: 'Manage payment and invoices' })).toHaveCount(0);
  await expect(
    section.getByText('Payment details and invoices appear here once you pay for a plan.'),
  ).toBeVisible();
  const change = section.getByRole('list', { name: 'Plan history' }).getByRole('listitem').first();
  await expect(change).toContainText('Starter to Pro');
  await expect(change).toContainText('set by Leadpath staff');
});
