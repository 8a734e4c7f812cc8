import { planPricing } from '@leadpath/core';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts, expect, fillLoginForm, test } from './fixtures';
import { screenshotSet, signUpFreshUser } from './fresh-account';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const quickActions = (page: Page) => sidebar(page).getByRole('navigation', { name: 'Quick actions' });
const planCard = (page: Page, plan: string) => page.locator(`[data-plan="${plan}"]`);

test('an expired trial keeps Home with the upgrade path and downloads its prospects and companies', async ({
  page,
  signIn,
}) => {
  await signIn('expired');
  await expect(page).toHaveURL('/dashboard');
  const main = page.getByRole('main');
  await expect(main.getByText('Trial Expired')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
  // Home stays in the sidebar; the quick actions of features the user cannot use are gone.
  await expect(
    sidebar(page).getByRole('navigation', { name: 'Main navigation' }).getByRole('link'),
  ).toHaveText(['Home']);
  await expect(quickActions(page)).toBeHidden();
  await expect(sidebar(page).getByRole('link', { name: 'New GTM' })).toHaveCount(0);

  const data = main.locator('[data-slot=keep-your-data]');
  await expect(data.getByRole('heading', { name: 'Your data is kept' })).toBeVisible();
  const prospects = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Export prospects (CSV)' }).click();
  const prospectsFile = await (await prospects).path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(prospectsFile, 'utf8').trimEnd().split('\r\n')).toHaveLength(1 + 30);
  const companies = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Export companies (CSV)' }).click();
  expect(
    readFileSync(await (await companies).path(), 'utf8')
      .trimEnd()
      .split('\r\n'),
  ).toHaveLength(1 + 10);
  await screenshotSet(page, 'first-hour', 'home-expired', async () => {
    await page.goto('/dashboard');
    await expect(data).toBeVisible();
  });

  // On the list itself the export waits for nobody, while everything else waits for a plan.
  await page.goto('/dashboard/prospects');
  await expect(main.getByText('Pick a plan to keep using your prospects')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  await expect(main.getByRole('button', { name: 'Add prospect' })).toBeDisabled();
});

test('a trial user sees the quick actions of the features it may use', async ({ page, signIn }) => {
  await signIn('trial');
  await expect(quickActions(page).getByRole('link')).toHaveText(['New GTM', 'Analytics']);
});

test('every page has its own title', async ({ page, signIn }) => {
  test.setTimeout(90_000);
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign in · Leadpath');
  await signIn('pro');
  await expect(page).toHaveTitle('Home · Leadpath');
  for (const [path, title] of [
    ['/dashboard/prospects', 'Prospects'],
    ['/dashboard/companies', 'Companies'],
    ['/dashboard/mailboxes', 'Mailboxes'],
    ['/dashboard/domains', 'Domains'],
    ['/dashboard/custom-outreach', 'Sequences'],
    ['/dashboard/custom-outreach/tasks', 'Tasks'],
    ['/dashboard/analytics', 'LinkedIn Analytics'],
    ['/dashboard/go-to-market', 'Go-to-market'],
    ['/pricing', 'Pricing'],
    ['/no-such-page', 'Page not found'],
    ['/dashboard/no-such-page', 'Page not found'],
  ] as const) {
    // A page that rewrites its own URL as it opens can abort the next navigation: go again once.
    await page.goto(path).catch(() => page.goto(path));
    await expect(page).toHaveTitle(`${title} · Leadpath`);
  }
});

test('/pricing signed out shows the prices; choosing a plan signs in and comes back to it', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page).toHaveURL('/pricing');
  await expect(planCard(page, 'Pro').locator('[data-slot=price]')).toHaveText(`$${planPricing.Pro.monthly}`);
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
  await screenshotSet(page, 'first-hour', 'pricing-signed-out', async () => {
    await page.goto('/pricing');
    await expect(planCard(page, 'Pro')).toBeVisible();
  });
  await page.getByRole('switch', { name: 'Bill yearly' }).click();
  await planCard(page, 'Pro').getByRole('button', { name: 'Choose Pro' }).click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  await fillLoginForm(page, demoAccounts.trial.email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/pricing?plan=Pro&period=yearly');
  await expect(page.getByRole('switch', { name: 'Bill yearly' })).toBeChecked();
  const resume = page.locator('[data-slot=resume-choice]');
  await expect(resume).toContainText('You chose Pro (yearly) before signing in');
  await resume.getByRole('button', { name: 'Continue with Pro' }).click();
  await expect(page).toHaveURL(/\/billing\/sandbox-checkout\?session=/);
  await expect(page.getByRole('heading', { name: 'Subscribe to Leadpath Pro' })).toBeVisible();
});

test('a new account opens on a short checklist ticked from its own data, not four zeros', async ({
  page,
}) => {
  // A sign-up, four screenshots and two visits of Home: more than 30 s on a busy machine.
  test.slow();
  await signUpFreshUser(page, {
    name: 'Nina New',
    prefix: 'checklist',
    password: 'saffron-lighthouse-otter',
  });
  const steps = page.locator('[data-slot=getting-started]');
  await expect(steps.getByRole('heading', { name: 'Get started' })).toBeVisible();
  await expect(steps).toContainText('0 of 4 done');
  await expect(page.locator('[data-slot=stat]')).toHaveCount(0);
  for (const [step, link] of [
    ['importedProspects', 'Import prospects'],
    ['connectedMailbox', 'Connect a mailbox'],
    ['verifiedDomain', 'Verify a domain'],
    ['createdSequence', 'Create a sequence'],
  ] as const) {
    await expect(steps.locator(`[data-step=${step}]`)).toHaveAttribute('data-done', 'false');
    await expect(steps.locator(`[data-step=${step}]`).getByRole('link', { name: link })).toBeVisible();
  }
  await screenshotSet(page, 'first-hour', 'home-checklist', async () => {
    await page.goto('/dashboard');
    await expect(steps).toContainText('0 of 4 done');
  });

  // A first prospect ticks its step, and the numbers appear.
  const created = await page.request.post('/api/prospects', {
    data: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(created.status()).toBe(200);
  await page.goto('/dashboard');
  await expect(steps.locator('[data-step=importedProspects]')).toHaveAttribute('data-done', 'true');
  await expect(steps).toContainText('1 of 4 done');
  await expect(page.locator('[data-slot=stat]').first()).toContainText('1');
});
