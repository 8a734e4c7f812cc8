import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { screenshotSet } from './fresh-account';

// Two-factor sign-in and an evaluation through the whole stack on a busy machine.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot="toast"]').filter({ hasText: text });

test('an Admin adds knowledge and a banned phrase, evaluates a writer version and publishes it', async ({
  page,
  signIn,
}) => {
  const run = Date.now().toString(36);
  await signIn('admin', { callbackUrl: '/dashboard/ai-training' });
  await expect(page.getByRole('heading', { name: 'AI Training' })).toBeVisible();
  await expect(page.getByText('This area is not available yet.')).toHaveCount(0);

  // Knowledge: add a product fact, find it by a word of its text.
  await page.getByRole('tab', { name: 'Knowledge' }).click();
  await page.getByLabel('Kind of item').selectOption('product-fact');
  await page.getByLabel('Title', { exact: true }).fill(`Setup speed ${run}`);
  await page.getByLabel('Text (markdown)').fill('Most teams are live within one day of signing.');
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(toast(page, 'Knowledge item added')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search knowledge' }).fill(run);
  const items = page.getByRole('list', { name: 'Knowledge items' });
  await expect(items.getByRole('listitem')).toHaveCount(1);
  await expect(items).toContainText(`Setup speed ${run}`);

  // The writer: a draft (a retried run may find one), a banned phrase, saved.
  await page.getByRole('tab', { name: 'Agents' }).click();
  await expect(page.getByText('Runs on: Template assistant (no language model)')).toBeVisible();
  const newDraft = page.getByRole('button', { name: 'New draft version' });
  const draftForm = page.getByRole('form', { name: /^Draft version \d+$/ });
  await expect(newDraft.or(draftForm)).toBeVisible();
  if (await newDraft.isVisible()) await newDraft.click();
  await expect(draftForm).toBeVisible();
  const number = (await draftForm.getAttribute('aria-label'))!.replace('Draft version ', '');
  await expect(page.getByText('The prospect asks to unsubscribe: hand over to a person')).toBeVisible();
  await page.getByLabel('Banned phrase', { exact: true }).fill(`guaranteed ROI ${run}`);
  await page.getByRole('button', { name: 'Add phrase' }).click();
  await expect(page.getByRole('list', { name: 'Banned phrases' })).toContainText(`guaranteed ROI ${run}`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page, `Draft version ${number} saved`)).toBeVisible();

  // Evaluate on demand, then publish (which evaluates again) and find it in the audit.
  await page.getByRole('button', { name: 'Run evaluation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Evaluation passed' })).toBeVisible();
  await expect(
    page.getByText('Mentions the company, no unresolved placeholder, under 150 words').first(),
  ).toBeVisible();
  await screenshotSet(page, 'ai-training', 'evaluated', async () => {
    await expect(page.getByRole('status').filter({ hasText: 'Evaluation passed' })).toBeVisible();
  });
  await page.getByRole('button', { name: `Publish version ${number}` }).click();
  await expect(toast(page, `Version ${number} published`)).toBeVisible();
  await expect(page.locator('[data-slot="badge"]', { hasText: `Version ${number} published` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Publishing audit' })).toContainText(
    `Published version ${number} by admin@demo.test`,
  );
  await expect(page.getByRole('button', { name: 'New draft version' })).toBeVisible();
});

test('a customer sees the staff-only message and the server refuses every AI Training path', async ({
  page,
  signIn,
}) => {
  await signIn('pro', { callbackUrl: '/dashboard/ai-training' });
  await expect(page.getByText('This page is for Leadpath staff')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Knowledge' })).toHaveCount(0);
  for (const path of ['agents', 'agents/email-writer', 'knowledge', 'agents/email-writer/cases'])
    expect((await page.request.get(`/api/admin/ai-training/${path}`)).status()).toBe(403);
  const write = await page.request.post('/api/admin/ai-training/knowledge', {
    data: { kind: 'product-fact', title: 'Sneaky' },
  });
  expect(write.status()).toBe(403);
});
