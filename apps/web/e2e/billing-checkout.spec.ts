import { planPricing } from '@leadpath/core';
import { openDatabase } from '@leadpath/db';
import type { Page } from '@playwright/test';
import { expect, fillLoginForm, test } from './fixtures';
import { screenshotSet, signUpFreshUser } from './fresh-account';

const PASSWORD = 'saffron-lighthouse-otter';
const CHECKOUT_GONE =
  'This checkout has expired or was already used. Choose a plan again on the pricing page.';

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    amount,
  );
/** The paid period of this user's subscription is over (the test moves its end into the past). */
async function endPaidPeriod(email: string) {
  const path = process.env.LEADPATH_E2E_DB;
  if (!path) throw new Error('LEADPATH_E2E_DB is not set');
  const db = openDatabase(path);
  try {
    await db.$sql.run(
      'update subscriptions set current_period_end = ? where user_id = (select id from users where email = ?)',
      [Date.now() - 60_000, email],
    );
  } finally {
    await db.close();
  }
}

const planCard = (page: Page, plan: string) => page.locator(`[data-plan="${plan}"]`);
const toast = (page: Page, text: string) => page.locator('[data-slot="toast"]').filter({ hasText: text });

test('a user in trial upgrades to Premium yearly through the sandbox checkout, downgrades, sees its invoices and cancels in the portal (the plan stays to the end of the period), and falls back to the expired state', async ({
  page,
}) => {
  // Sign-up, checkout, two plan changes, the portal and 8 screenshot sets (32 full pages, each set
  // loading its page twice): about 100 s alone, over 120 s with two browsers on 2 cores.
  test.setTimeout(180_000);
  const email = await signUpFreshUser(page, {
    name: 'Cole Checkout',
    prefix: 'checkout',
    password: PASSWORD,
  });

  // Pricing: nothing is current for a Free user; yearly shows the saving.
  await page.goto('/pricing');
  await expect(page.getByText('Current plan', { exact: true })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Bill yearly' }).click();
  await expect(planCard(page, 'Premium').locator('[data-slot=saving]')).toBeVisible();
  await screenshotSet(page, 'billing-checkout', 'pricing-trial', async () => {
    await page.goto('/pricing');
    await expect(planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
  });
  await page.getByRole('switch', { name: 'Bill yearly' }).click();
  await planCard(page, 'Premium').getByRole('button', { name: 'Upgrade to Premium' }).click();

  // The sandbox checkout: labelled as such, the plan, period, price and address.
  await expect(page).toHaveURL(/\/billing\/sandbox-checkout\?session=/);
  const checkoutUrl = page.url();
  const price = usd(planPricing.Premium.yearly);
  await expect(page.getByText('Sandbox checkout — no real payment is taken')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Subscribe to Leadpath Premium' })).toBeVisible();
  await expect(page.locator('[data-slot=checkout-plan]')).toHaveText('Premium');
  await expect(page.locator('[data-slot=checkout-period]')).toHaveText('Yearly');
  await expect(page.getByText(`${price} / year`)).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await screenshotSet(page, 'billing-checkout', 'sandbox-checkout', async () => {
    await page.goto(checkoutUrl);
    await expect(page.getByRole('button', { name: `Pay ${price}` })).toBeVisible();
  });

  // Pay: back in the app's billing settings, on Premium.
  const billingReturn = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/dashboard/settings' &&
      new URL(request.url()).searchParams.get('section') === 'billing',
  );
  await page.getByRole('button', { name: `Pay ${price}` }).click();
  await billingReturn;
  await expect(page).toHaveURL(/\/dashboard\?settings=billing/, { timeout: 15_000 });
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Premium Plan');

  // Pricing marks Premium yearly; the other plans say what choosing them does.
  await page.goto('/pricing');
  await expect(page.getByRole('switch', { name: 'Bill yearly' })).toBeChecked();
  await expect(planCard(page, 'Premium').getByText('Current plan', { exact: true })).toBeVisible();
  await expect(planCard(page, 'Premium').getByRole('button', { name: 'Your current plan' })).toBeDisabled();
  await expect(planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();
  await expect(planCard(page, 'Starter').getByRole('button', { name: 'Downgrade to Starter' })).toBeEnabled();
  await screenshotSet(page, 'billing-checkout', 'pricing-premium-yearly', async () => {
    await page.goto('/pricing');
    await expect(planCard(page, 'Premium').getByText('Current plan', { exact: true })).toBeVisible();
  });
  await page.getByRole('switch', { name: 'Bill yearly' }).click();
  await expect(planCard(page, 'Premium').getByRole('button', { name: 'Switch to monthly' })).toBeEnabled();
  await expect(planCard(page, 'Premium').getByText('Current plan', { exact: true })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Bill yearly' }).click();

  // Downgrade: a running subscription is changed in the portal, after a confirmation.
  await planCard(page, 'Starter').getByRole('button', { name: 'Downgrade to Starter' }).click();
  await expect(page).toHaveURL('/billing/sandbox-portal?plan=Starter&period=yearly');
  await expect(page.getByText('Sandbox billing portal — no real payment is taken')).toBeVisible();
  await expect(page.locator('[data-slot=subscription-plan]')).toHaveText('Premium');
  await expect(page.getByRole('heading', { name: 'Change to Starter (yearly)' })).toBeVisible();
  await screenshotSet(page, 'billing-checkout', 'sandbox-portal-confirm', async () => {
    await page.goto('/billing/sandbox-portal?plan=Starter&period=yearly');
    await expect(page.getByRole('heading', { name: 'Change to Starter (yearly)' })).toBeVisible();
  });
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Your plan is now Starter (yearly).')).toBeVisible();
  await expect(page.locator('[data-slot=subscription-plan]')).toHaveText('Starter');
  await expect(page).toHaveURL('/billing/sandbox-portal');
  await expect(page.getByRole('heading', { name: 'Change plan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Your current plan' })).toBeDisabled();

  // The sandbox tool: a declined renewal makes it past due; paying the invoice makes it active again.
  await page.getByRole('button', { name: 'Simulate a failed payment' }).click();
  await expect(page.locator('[data-slot=subscription-status]')).toHaveText('Past due');
  await expect(page.locator('[data-slot=portal-past-due]')).toContainText(
    /Pay the open invoice by \d+ \w+ \d{4}/,
  );
  await screenshotSet(page, 'billing-checkout', 'sandbox-portal-past-due', async () => {
    await page.goto('/billing/sandbox-portal');
    await expect(page.locator('[data-slot=portal-past-due]')).toBeVisible();
  });
  await page.getByRole('button', { name: 'Pay the open invoice' }).click();
  await expect(toast(page, 'Invoice paid. Your subscription is active again.')).toBeVisible();
  await expect(page.locator('[data-slot=subscription-status]')).toHaveText('Active');

  // Invoices: the checkout, the plan change and the renewal paid after the failure, each with a receipt.
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row')).toHaveCount(1 + 3);
  await expect(invoices.getByText('Open')).toHaveCount(0);
  await invoices
    .getByRole('row')
    .last()
    .getByRole('button', { name: /^Receipt / })
    .click();
  const receipt = page.getByRole('dialog', { name: /^Receipt LP-/ });
  await expect(receipt.locator('[data-slot=receipt]')).toContainText(usd(planPricing.Premium.yearly));
  await expect(receipt.locator('[data-slot=receipt]')).toContainText('Leadpath Premium (yearly)');
  await screenshotSet(page, 'billing-checkout', 'sandbox-portal-receipt', async () => {
    await page.goto('/billing/sandbox-portal');
    await invoices
      .getByRole('row')
      .last()
      .getByRole('button', { name: /^Receipt / })
      .click();
    await expect(receipt).toBeVisible();
  });
  await receipt.getByRole('button', { name: 'Close' }).last().click();

  // Cancel, after a confirmation: as at Stripe, the plan stays until the end of the period paid for.
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(toast(page, 'Subscription canceled. You keep Starter until')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('[data-slot=subscription-status]')).toHaveText('Active');
  await expect(page.locator('[data-slot=subscription-canceling]')).toContainText('Canceled, ends');
  await expect(page.getByRole('heading', { name: /^Your subscription ends on / })).toBeVisible();
  await screenshotSet(page, 'billing-checkout', 'sandbox-portal-canceling', async () => {
    await page.goto('/billing/sandbox-portal');
    await expect(page.locator('[data-slot=portal-canceling]')).toBeVisible();
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Starter Plan');

  // "Renew subscription" withdraws the cancellation; canceled again, the period then runs out.
  await page.goto('/billing/sandbox-portal');
  await page.getByRole('button', { name: 'Renew subscription' }).click();
  await expect(toast(page, 'Subscription renewed.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.locator('[data-slot=portal-canceling]')).toBeVisible();
  await endPaidPeriod(email);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No running subscription' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  await screenshotSet(page, 'billing-checkout', 'sandbox-portal-empty', async () => {
    await page.goto('/billing/sandbox-portal');
    await expect(page.getByRole('heading', { name: 'No running subscription' })).toBeVisible();
  });

  await page.getByRole('link', { name: 'Back to Leadpath' }).click();
  await expect(page).toHaveURL(/\/dashboard\?settings=billing/);
  await page.goto('/dashboard/companies');
  const main = page.getByRole('main');
  await expect(main.getByText('Pick a plan to keep using your companies')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add company' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Free Plan');
});

test('an expired or unknown checkout says so and leads back to pricing; signed out, it asks to sign in first', async ({
  page,
}) => {
  const path = '/billing/sandbox-checkout?session=no-such-session';
  await page.goto(path);
  await expect(page).toHaveURL(`/login?callbackUrl=${encodeURIComponent(path)}`);
  await fillLoginForm(page, 'starter@demo.test', 'demo-pass-1234');
  await expect(page).toHaveURL(path);
  const alert = page.getByRole('alert').filter({ hasText: 'Checkout unavailable' });
  await expect(alert).toContainText(CHECKOUT_GONE);
  await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(0);
  await alert.getByRole('link', { name: 'Back to pricing' }).click();
  await expect(page).toHaveURL('/pricing');
  await expect(page.getByRole('heading', { name: 'Pick a plan' })).toBeVisible();
});
