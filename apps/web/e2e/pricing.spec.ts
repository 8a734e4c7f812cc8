import { paidPlans, planPricing } from '@leadpath/core';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    amount,
  );
const planCard = (page: Page, plan: string) => page.locator(`[data-plan="${plan}"]`);

test('pricing switches between monthly and yearly prices; yearly shows the saving, no internal id is shown', async ({
  page,
  signIn,
}) => {
  await signIn('starter', { callbackUrl: '/pricing' });
  for (const plan of paidPlans) {
    await expect(planCard(page, plan).locator('[data-slot=price]')).toHaveText(
      usd(planPricing[plan].monthly),
    );
    await expect(planCard(page, plan).locator('[data-slot=saving]')).toHaveCount(0);
    for (const feature of planPricing[plan].features)
      await expect(planCard(page, plan).getByText(feature)).toBeVisible();
  }

  await page.getByRole('switch', { name: 'Bill yearly' }).click();
  for (const plan of paidPlans) {
    await expect(planCard(page, plan).locator('[data-slot=price]')).toHaveText(usd(planPricing[plan].yearly));
    await expect(planCard(page, plan).locator('[data-slot=saving]')).toHaveText(
      `Save ${usd(planPricing[plan].monthly * 12 - planPricing[plan].yearly)} a year`,
    );
  }
  await expect(planCard(page, 'Starter').locator('[data-slot=saving]')).toHaveText('Save $288 a year');
  await expect(page.getByText(/price_/)).toHaveCount(0);

  await page.getByRole('switch', { name: 'Bill yearly' }).click();
  await expect(planCard(page, 'Pro').locator('[data-slot=price]')).toHaveText(usd(planPricing.Pro.monthly));
});

test('a plan set by hand is current in both periods; choosing another opens the checkout, and Cancel charges nothing', async ({
  page,
  signIn,
}) => {
  // The demo Starter has no subscription: their plan was set by hand, its period is not known.
  await signIn('starter', { callbackUrl: '/pricing' });
  await expect(planCard(page, 'Starter').getByText('Current plan', { exact: true })).toBeVisible();
  await expect(planCard(page, 'Starter').getByRole('button', { name: 'Your current plan' })).toBeDisabled();
  await expect(planCard(page, 'Premium').getByText('Current plan', { exact: true })).toHaveCount(0);

  await page.getByRole('switch', { name: 'Bill yearly' }).click();
  await expect(planCard(page, 'Starter').getByRole('button', { name: 'Your current plan' })).toBeDisabled();
  await planCard(page, 'Premium').getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(page).toHaveURL(/\/billing\/sandbox-checkout\?session=/);
  await expect(page.locator('[data-slot=checkout-plan]')).toHaveText('Premium');
  await expect(page.locator('[data-slot=checkout-period]')).toHaveText('Yearly');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL('/pricing?checkout=canceled');
  await expect(
    page.getByRole('status').filter({ hasText: 'Checkout canceled. Nothing was charged.' }),
  ).toBeVisible();
  await expect(planCard(page, 'Starter').getByText('Current plan', { exact: true })).toBeVisible();
});

test('a Pro user, on the top plan, is offered no upgrade: the others are downgrades', async ({
  page,
  signIn,
}) => {
  await signIn('pro', { callbackUrl: '/pricing' });
  await expect(planCard(page, 'Pro').getByRole('button', { name: 'Your current plan' })).toBeDisabled();
  await expect(planCard(page, 'Starter').getByRole('button', { name: 'Downgrade to Starter' })).toBeEnabled();
  await expect(planCard(page, 'Premium').getByRole('button', { name: 'Downgrade to Premium' })).toBeEnabled();
  await expect(page.getByRole('button', { name: /Upgrade/ })).toHaveCount(0);
  // The user card links to the plans without offering an upgrade.
  const card = page.getByRole('region', { name: 'Your account' });
  await expect(card.getByRole('link', { name: 'Your plan' })).toHaveAttribute('href', '/pricing');
  await expect(card.getByRole('link', { name: /Upgrade/ })).toHaveCount(0);
});

test('a Free user in trial reaches pricing from the user card', async ({ page, signIn }) => {
  await signIn('trial');
  await page.getByRole('region', { name: 'Your account' }).getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL('/pricing');
  await expect(page.getByRole('heading', { name: 'Pick a plan' })).toBeVisible();
  await expect(page.getByText('Current plan', { exact: true })).toHaveCount(0);

  // The page sits in the dashboard frame: settings open over it too.
  await page
    .getByRole('region', { name: 'Your account' })
    .getByRole('button', { name: 'Open settings' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/pricing');
});

test('Admin staff, whose role is not a plan, have no current plan until they subscribe', async ({
  page,
  signIn,
}) => {
  await signIn('admin', { callbackUrl: '/pricing' });
  await expect(planCard(page, 'Starter').getByRole('button', { name: 'Upgrade to Starter' })).toBeEnabled();
  await expect(page.getByText('Current plan', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Your current plan' })).toHaveCount(0);
});
