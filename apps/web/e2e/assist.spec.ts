import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { screenshotSet, signUpFreshUser } from './fresh-account';

// Sign-up, prospects through the API, a bulk run on the job engine: give a busy machine room.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const SCREENSHOTS = 'assist';

async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(path, { method, data, headers: { origin } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

test('enrich a selection, see each value with its source in the drawer, apply one; draft a step', async ({
  page,
}) => {
  await signUpFreshUser(page, { name: 'Ena Enrich', prefix: 'assist', password: 'assist-pass-1234' });
  const jane = await api<{ id: string }>(page, 'POST', '/api/prospects', {
    firstName: 'Jane',
    email: 'jane@acme-robotics.example',
    phone: '+33 6 12 34 56 78',
  });
  const ana = await api<{ id: string }>(page, 'POST', '/api/prospects', { firstName: 'Ana de la Cruz' });

  // A selection, enriched as a run on the job engine.
  const run = await api<{ runId: string }>(page, 'POST', '/api/prospects/enrich', { ids: [jane.id, ana.id] });
  await expect(async () => {
    const progress = await api<{ status: string }>(page, 'GET', `/api/enrichment-runs/${run.runId}`);
    expect(progress.status).toBe('done');
  }).toPass({ timeout: 60_000 });

  // The drawer: the empty time zone was filled, the typed phone was not overwritten.
  await page.goto(`/dashboard/prospects/${jane.id}`);
  const enrichment = page.getByRole('region', { name: 'Enrichment' });
  const zone = enrichment.getByRole('listitem', { name: 'Time zone: Europe/Paris' });
  await expect(zone).toContainText('Applied');
  await expect(zone).toContainText("Rules (offline): the phone's country");
  const phone = enrichment.getByRole('listitem', { name: 'Phone (E.164): +33612345678' });
  await expect(phone).toContainText('Found');
  await expect(phone).toContainText('Rules (offline): libphonenumber');
  await expect(page.getByRole('link', { name: '+33 6 12 34 56 78' })).toBeVisible();
  await expect(enrichment).not.toContainText(/\bAI\b/);
  await screenshotSet(page, SCREENSHOTS, 'drawer-enrichment', async () => {
    await page.goto(`/dashboard/prospects/${jane.id}`);
    await expect(zone).toBeVisible();
  });
  await phone.getByRole('button', { name: 'Apply Phone (E.164) +33612345678' }).click();
  await expect(phone).toContainText('Applied');
  await expect(page.getByRole('link', { name: '+33612345678' })).toBeVisible();

  // A full name typed in the first name was split.
  await page.goto(`/dashboard/prospects/${ana.id}`);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Ana de la Cruz' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Enrichment' }).getByRole('listitem', { name: 'Last name: de la Cruz' }),
  ).toContainText('Applied');

  // The writer: a template draft in the step editor, labelled as such.
  await page.goto('/dashboard/custom-outreach');
  await page.getByRole('link', { name: 'New sequence' }).click();
  const editor = page.getByRole('form', { name: 'Sequence editor' });
  await editor.getByLabel('Sequence name').fill('Book demos of our scheduling tool');
  const step1 = editor.getByRole('listitem').filter({ has: page.getByText('Step 1', { exact: true }) });
  await step1.getByRole('button', { name: 'Draft' }).click();
  const dialog = page.getByRole('dialog', { name: 'Draft step 1' });
  await expect(dialog.getByLabel('What is the sequence for?')).toHaveValue(
    'Book demos of our scheduling tool',
  );
  await dialog.getByRole('button', { name: 'Write draft' }).click();
  await expect(dialog.getByText('Template draft (no language model)')).toBeVisible();
  await dialog.getByRole('radio', { name: '{{prospect_first_name}}, quick idea' }).check();
  await screenshotSet(page, SCREENSHOTS, 'draft-dialog', async () => {
    await expect(dialog).toBeVisible();
  });
  await dialog.getByRole('button', { name: 'Use this draft' }).click();
  await expect(dialog).toBeHidden();
  await expect(step1.getByLabel('Subject', { exact: true })).toHaveValue(
    '{{prospect_first_name}}, quick idea',
  );
  await expect(step1.getByLabel('Body', { exact: true })).toHaveValue(/book demos of our scheduling tool/);
});
