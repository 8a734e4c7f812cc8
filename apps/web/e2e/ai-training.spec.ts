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
  // Where the version's outputs go (ADR 073): shown for the published version, none yet.
  await expect(page.getByRole('region', { name: `Outputs of version ${number}` })).toContainText(
    'Nothing made by this version yet.',
  );
  await expect(page.getByRole('region', { name: 'Publishing audit' })).toContainText(
    `Published version ${number} by admin@demo.test`,
  );
  await expect(page.getByRole('button', { name: 'New draft version' })).toBeVisible();

  // Examples (ADR 062): a labelled classifier output is listed, relabelled and deleted.
  await page.getByRole('tab', { name: 'Examples' }).click();
  const exampleForm = page.getByRole('form', { name: 'Add an example' });
  await exampleForm.getByLabel('Agent').selectOption('reply-classifier');
  await exampleForm.getByLabel('The reply').fill(`Take me off your list ${run}`);
  await exampleForm.getByLabel('The class').selectOption('unsubscribe');
  await exampleForm.getByRole('button', { name: 'Add example' }).click();
  await expect(toast(page, 'Example added')).toBeVisible();
  const example = page.getByRole('list', { name: 'Examples' }).getByRole('listitem').filter({ hasText: run });
  await expect(example).toContainText('Good');
  await example.getByRole('button', { name: 'Mark bad' }).click();
  await expect(example.getByRole('button', { name: 'Mark good' })).toBeVisible();
  await example.getByRole('button', { name: /^Delete the example/ }).click();
  await expect(example).toHaveCount(0);
});

test('a review-mode step: its draft waits in the queue, is edited and approved, and is sent with its version', async ({
  page,
  signIn,
}) => {
  const run = Date.now().toString(36);
  await signIn('admin', { callbackUrl: '/dashboard/ai-training' });
  // Setup over REST (the sequence editor's "Wait for review" box sends the same field): every hour open.
  const api = async (method: 'post' | 'patch', path: string, data: unknown) => {
    const res = await page.request[method](path, { data, headers: { origin: new URL(page.url()).origin } });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()) as { id: string };
  };
  await api('patch', '/api/outreach/settings', {
    startTime: '00:00',
    endTime: '23:59',
    excludedDays: [],
    minGapSeconds: 0,
    jitterSeconds: 0,
  });
  const prospect = await api('post', '/api/prospects', {
    firstName: `Rhea${run}`,
    lastName: 'Review',
    email: `rhea-${run}@example.com`,
  });
  const sequence = await api('post', '/api/sequences', {
    name: `Reviewed intro ${run}`,
    steps: [{ kind: 'auto_email', review: true, variants: [{ subject: 'Template', body: 'Template' }] }],
  });
  await api('post', `/api/sequences/${sequence.id}/activate`, {});
  await api('post', `/api/sequences/${sequence.id}/enrollments`, { prospectIds: [prospect.id] });

  // The engine's tick (inline, every second) drafts it into the queue instead of sending it.
  const draft = page.getByRole('article', { name: `Draft for Rhea${run} Review` });
  await expect(async () => {
    await page.reload();
    await page.getByRole('tab', { name: 'Review queue' }).click();
    await expect(draft).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await expect(draft).toContainText(`Reviewed intro ${run}`);
  // The overdue warning is a setting (ADR 071): out of bounds refused, a change saved, then put back.
  const warning = page.getByRole('form', { name: 'Overdue warning' });
  for (const hours of ['0', '48', '24']) {
    await warning.getByLabel('Warn after (hours)').fill(hours);
    await warning.getByRole('button', { name: 'Save' }).click();
    if (hours === '0') await expect(warning.getByRole('alert')).toContainText('from 1 to 720');
    else await expect(toast(page, `Drafts waiting over ${hours} h are now flagged`)).toBeVisible();
  }
  await draft.getByLabel('Subject', { exact: true }).fill(`Approved for Rhea ${run}`);
  await draft.getByLabel('Email', { exact: true }).fill(`Hi Rhea,\n\nEdited by a reviewer (${run}).`);
  await draft.getByRole('button', { name: 'Approve and send' }).click();
  await expect(toast(page, 'Approved: it will be sent')).toBeVisible();

  await page.getByLabel('Show').selectOption('approved');
  const approved = page.getByRole('article', { name: `Draft for Rhea${run} Review` });
  await expect(approved).toContainText('Approved by admin@demo.test');
  await expect(async () => {
    await page.reload();
    await page.getByRole('tab', { name: 'Review queue' }).click();
    await page.getByLabel('Show').selectOption('approved');
    await expect(approved).toContainText(/Sent .* by (writer v\d+|built-in writer)/, { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await expect(approved).toContainText(/edited \(\d+ characters\)/);
});

test('a customer sees the staff-only message and the server refuses every AI Training path', async ({
  page,
  signIn,
}) => {
  await signIn('pro', { callbackUrl: '/dashboard/ai-training' });
  await expect(page.getByText('This page is for Leadpath staff')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Knowledge' })).toHaveCount(0);
  for (const path of [
    'agents',
    'agents/email-writer',
    'knowledge',
    'agents/email-writer/cases',
    'review',
    'settings',
  ])
    expect((await page.request.get(`/api/admin/ai-training/${path}`)).status()).toBe(403);
  const write = await page.request.post('/api/admin/ai-training/knowledge', {
    data: { kind: 'product-fact', title: 'Sneaky' },
  });
  expect(write.status()).toBe(403);
});
