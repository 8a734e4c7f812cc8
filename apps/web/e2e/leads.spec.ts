import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertLeads, openDatabase } from '@leadpath/db';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { createTestUser, type TestUser } from './test-users';

/** A fresh Pro account with its own leads, so these tests never race the shared demo accounts. */
async function userWithLeads(counts: { companies: number; prospects: number }): Promise<TestUser> {
  const user = await createTestUser({ name: 'Lena Leads', role: 'Pro' });
  const db = openDatabase(process.env.LEADPATH_E2E_DB as string);
  try {
    const row = await db.$sql.get<{ id: string }>('select id from users where email = ?', [user.email]);
    if (!row) throw new Error('test user missing');
    await insertLeads(db, row.id, counts, { seed: 99, now: Date.now() });
  } finally {
    await db.close();
  }
  return user;
}

const prospectsTable = (page: Page) => page.getByRole('table', { name: 'Prospects' });
const bodyRows = (page: Page) => prospectsTable(page).locator('tbody tr');

// Lists load slowly on a busy CI machine: wait longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

test.describe('prospects', () => {
  test('search narrows the list on the server', async ({ page, signIn }) => {
    const user = await userWithLeads({ companies: 3, prospects: 40 });
    await signIn(user.email, { password: user.password });
    await page.goto('/dashboard/prospects');
    await expect(page.getByText('Showing 1–25 of 40')).toBeVisible();

    const first = (await (
      await page.request.get('/api/prospects?limit=1&sort=email&direction=asc')
    ).json()) as {
      items: { email: string; firstName: string; lastName: string }[];
    };
    const target = first.items[0]!;
    await page.getByLabel('Search', { exact: true }).fill(target.email);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText(`${target.firstName} ${target.lastName}`);
    await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();

    await page.getByLabel('Search', { exact: true }).fill('no-such-person-anywhere');
    await expect(page.getByText('No prospects match these filters.')).toBeVisible();
  });

  test('selects rows and the page, deletes the selection, and recovers from a failed load', async ({
    page,
    signIn,
  }) => {
    const user = await userWithLeads({ companies: 2, prospects: 30 });
    await signIn(user.email, { password: user.password });
    await page.goto('/dashboard/prospects');
    await expect(page.getByText('Showing 1–25 of 30')).toBeVisible();

    const selectAll = prospectsTable(page).getByRole('checkbox', { name: 'Select all on this page' });
    const rowBoxes = bodyRows(page).getByRole('checkbox');
    await rowBoxes.nth(0).check();
    await rowBoxes.nth(1).check();
    await expect(page.getByText('2 selected')).toBeVisible();
    await expect(selectAll).toHaveAttribute('data-state', 'indeterminate');
    await selectAll.click();
    await expect(page.getByText('25 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await expect(page.getByText('25 selected')).toHaveCount(0);

    await rowBoxes.nth(0).check();
    await rowBoxes.nth(1).check();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await page
      .getByRole('dialog', { name: 'Delete 2 prospects?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('2 prospects deleted')).toBeVisible();
    await expect(page.getByText('Showing 1–25 of 28')).toBeVisible();

    // The list request fails (tRPC may batch it with others: match it anywhere in the path).
    const listCall = (url: URL) => url.pathname.includes('prospects.list');
    await page.route(listCall, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    );
    await page.reload();
    await expect(page.getByText('Your prospects could not be loaded')).toBeVisible({ timeout: 30_000 });
    await page.unroute(listCall);
    // The saved filters (batched with the list) failed too and offer their own retry: the list's is clicked.
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your prospects could not be loaded' })
      .getByRole('button', { name: 'Try again' })
      .click();
    await expect(page.getByText('Showing 1–25 of 28')).toBeVisible();
  });

  test('pages forward and back with Next and Previous', async ({ page, signIn }) => {
    const user = await userWithLeads({ companies: 3, prospects: 60 });
    await signIn(user.email, { password: user.password });
    await page.goto('/dashboard/prospects');
    await expect(page.getByText('Showing 1–25 of 60')).toBeVisible();
    const firstPageNames = await bodyRows(page).locator('td:nth-child(2)').allTextContents();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Showing 26–50 of 60')).toBeVisible();
    await expect(page.getByText('Page 2')).toBeVisible();
    const secondPageNames = await bodyRows(page).locator('td:nth-child(2)').allTextContents();
    expect(secondPageNames).toHaveLength(25);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Showing 51–60 of 60')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Showing 1–25 of 60')).toBeVisible();
    expect(await bodyRows(page).locator('td:nth-child(2)').allTextContents()).toEqual(firstPageNames);
  });

  test('keeps search, filters and the page in the address: a reload and a shared link show the same list', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(150_000);
    const user = await userWithLeads({ companies: 3, prospects: 80 });
    await signIn(user.email, { password: user.password });
    await page.goto('/dashboard/prospects');
    await expect(page.getByText('Showing 1–25 of 80')).toBeVisible();
    await page.getByLabel('Sort by').selectOption('email:asc');
    await expect(page).toHaveURL(/sort=email/);
    await page.getByLabel('Search', { exact: true }).fill('example');
    await expect(page).toHaveURL(/q=example/);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2')).toBeVisible();
    await expect(page).toHaveURL(/after=/);
    await expect(page.getByText('Showing 26–50 of 80')).toBeVisible();
    const secondPage = await bodyRows(page).locator('td:nth-child(2)').allTextContents();
    expect(secondPage).toHaveLength(25);

    await page.reload();
    await expect(page.getByText('Page 2')).toBeVisible();
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue('example');
    await expect(page.getByLabel('Sort by')).toHaveValue('email:asc');
    // Retried until the rows are there: the list may still be loading just after the reload.
    await expect(bodyRows(page).locator('td:nth-child(2)')).toHaveText(secondPage);

    // A shared link opens the same page in another tab; Previous still works there.
    const shared = await page.context().newPage();
    await shared.goto(page.url());
    await expect(shared.getByText('Page 2')).toBeVisible();
    await shared.getByRole('button', { name: 'Previous' }).click();
    await expect(shared.getByText(/^Showing 1–25 of/)).toBeVisible();
    await expect(shared).not.toHaveURL(/after=/);
    await shared.close();

    // A new filter starts again from the first page.
    await page.getByLabel('Status').selectOption('new');
    await expect(page).toHaveURL(/status=new/);
    await expect(page).not.toHaveURL(/after=/);

    // The filters saved under a name, applied again from the unfiltered list, then deleted.
    await page.getByRole('button', { name: 'Save filters' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('New examples');
    await page.getByRole('button', { name: 'Save filter', exact: true }).click();
    await page.goto('/dashboard/prospects');
    await page
      .getByRole('list', { name: 'Saved filters' })
      .getByRole('button', { name: 'New examples', exact: true })
      .click();
    await expect(page).toHaveURL(/status=new/);
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue('example');
    await page.getByRole('button', { name: 'Delete the saved filter New examples' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('No saved filters yet.', { exact: false })).toBeVisible();
  });

  test('the job-title menu closes on Enter and leaves the rows below clickable', async ({ page, signIn }) => {
    test.setTimeout(150_000);
    const user = await userWithLeads({ companies: 3, prospects: 40 });
    await signIn(user.email, { password: user.password });
    await page.goto('/dashboard/prospects');
    const titles = page.getByRole('combobox', { name: 'Job titles' });
    await titles.click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await titles.fill('C');
    await titles.press('Enter');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(titles).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/titles=/);
    // The filtered page has replaced the previous one (kept on screen while it loads, marked busy).
    await expect(page.locator('[aria-busy]').filter({ has: prospectsTable(page) })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    // The first row sits where the menu was: the click reaches it.
    const link = bodyRows(page).first().getByRole('link');
    const name = (await link.textContent()) ?? '';
    await link.click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
  });

  test('filters by job title with the multi-select', async ({ page, signIn }) => {
    const user = await userWithLeads({ companies: 3, prospects: 40 });
    await signIn(user.email, { password: user.password });
    await page.goto('/dashboard/prospects');
    const titles = page.getByRole('combobox', { name: 'Job titles' });
    await expect(titles).toHaveAttribute('placeholder', 'Founder, Co-Founder, etc...');
    await titles.fill('zzz');
    await expect(page.getByText('Add your preferred job titles and press enter')).toBeVisible();
    await titles.fill('CEO');
    await titles.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove CEO' })).toBeVisible();
    const expected = (await (await page.request.get('/api/prospects?titles=CEO')).json()) as {
      total: number;
    };
    await expect(page.getByText(`of ${expected.total}`, { exact: false })).toBeVisible();
    for (const title of await bodyRows(page).locator('td:nth-child(3)').allTextContents())
      expect(title).toBe('CEO');
  });

  test('imports a CSV file with a preview, per-row errors and merged duplicates', async ({
    page,
    signIn,
  }) => {
    const user = await userWithLeads({ companies: 0, prospects: 0 });
    await signIn(user.email, { password: user.password });
    await page.goto('/dashboard/prospects');
    await expect(page.getByText('No prospects yet. Add one or import a CSV file.')).toBeVisible();

    const file = join(tmpdir(), `leads-${Date.now()}.csv`);
    writeFileSync(
      file,
      [
        'Name,Email,Job Title,Company',
        'Ada Lovelace,ada@engine.example,Founder,Analytical Engines',
        'Bad Email,not-an-email,CTO,Initech',
        ',nobody@example.com,CEO,Initech',
        '"Lovelace, Ada",ADA@engine.example,Countess,Analytical Engines',
        'Grace Hopper,grace@navy.example,Rear Admiral,Navy',
      ].join('\n'),
    );
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import prospects' });
    await dialog.getByLabel('CSV file').setInputFiles(file);
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('fullName');
    await expect(dialog.getByLabel('Job Title')).toHaveValue('title');
    await expect(dialog.getByRole('region', { name: 'Preview' })).toContainText('ada@engine.example');
    await dialog.getByRole('button', { name: 'Import 5 rows' }).click();

    await expect(dialog.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(dialog.getByText('2 added, 1 merged into existing prospects, 2 skipped')).toBeVisible();
    const errors = dialog.getByRole('list', { name: 'Import errors' });
    await expect(errors.getByRole('listitem')).toHaveText([
      'Line 3: Please enter a valid email',
      'Line 4: Please enter a first name',
    ]);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('Showing 1–2 of 2')).toBeVisible();
    await expect(prospectsTable(page)).toContainText('Countess');
  });

  test('edits a prospect in the drawer', async ({ page, signIn }) => {
    test.setTimeout(120_000);
    const user = await userWithLeads({ companies: 2, prospects: 5 });
    await signIn(user.email, { password: user.password });
    await page.goto('/dashboard/prospects');
    const link = bodyRows(page).first().getByRole('link');
    const name = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/dashboard\/prospects\/[\w-]+$/);
    const drawer = page.getByRole('dialog', { name });
    await expect(drawer.getByRole('banner').getByRole('heading', { name })).toBeVisible();

    // The zone the schedule will use and where it came from, never an 'Unknown'.
    await expect(
      drawer.getByText(
        /^(From .+'s location.*|Your sending time zone: no zone is known for this prospect or its company)$/,
      ),
    ).toBeVisible();
    await drawer.getByRole('button', { name: 'Edit' }).click();
    await expect(drawer.getByLabel('Time zone')).toHaveValue('');
    await drawer.getByLabel('Job title').fill('Chief Prospect Officer');
    await drawer.getByLabel('Email').fill('broken-email');
    await drawer.getByRole('button', { name: 'Save changes' }).click();
    await expect(drawer.getByText('Please enter a valid email')).toBeVisible();

    await drawer.getByLabel('Email').fill('cpo@example.com');
    await drawer.getByLabel('Status').selectOption('meeting');
    await drawer.getByLabel('Time zone').selectOption('Europe/Paris');
    await drawer.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('[data-slot=toast]').filter({ hasText: 'Prospect saved' })).toBeVisible();
    await expect(drawer.getByText('cpo@example.com')).toBeVisible();
    await expect(drawer.getByText('Chief Prospect Officer')).toBeVisible();
    await expect(drawer.getByText('Europe/Paris')).toBeVisible();
    await expect(drawer.getByText('Set on this prospect')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/dashboard\/prospects$/);
    await expect(bodyRows(page).filter({ hasText: name })).toContainText('Meeting');
  });

  test('adding a prospect updates the sidebar count', async ({ page, signIn }) => {
    const user = await userWithLeads({ companies: 1, prospects: 3 });
    await signIn(user.email, { password: user.password });
    await page.goto('/dashboard/prospects');
    const count = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /Prospects/ })
      .locator('[data-slot=nav-count]');
    await expect(count).toHaveText('3');

    await page.getByRole('button', { name: 'Add prospect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add prospect' });
    await dialog.getByRole('button', { name: 'Add prospect' }).click();
    await expect(dialog.getByText('Please enter a first name')).toBeVisible();
    await dialog.getByLabel('First name').fill('Newton');
    await dialog.getByLabel('Last name').fill('Newcomer');
    await dialog.getByRole('button', { name: 'Add prospect' }).click();
    await expect(dialog).toBeHidden();
    await expect(count).toHaveText('4');
    await expect(prospectsTable(page)).toContainText('Newton Newcomer');

    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Your leads' })).toContainText('Prospects4');
  });

  test('another user’s prospect is not found', async ({ page, signIn }) => {
    const owner = await userWithLeads({ companies: 1, prospects: 1 });
    await signIn(owner.email, { password: owner.password });
    const mine = (await (await page.request.get('/api/prospects')).json()) as { items: { id: string }[] };
    const stranger = await userWithLeads({ companies: 0, prospects: 0 });
    await page.context().clearCookies();
    await signIn(stranger.email, { password: stranger.password });
    await page.goto(`/dashboard/prospects/${mine.items[0]!.id}`);
    await expect(page.getByRole('dialog').getByText('Prospect not found')).toBeVisible();
  });
});

test.describe('companies', () => {
  test('lists, searches and opens a company', async ({ page, signIn }) => {
    const user = await userWithLeads({ companies: 30, prospects: 10 });
    await signIn(user.email, { password: user.password });
    await page.goto('/dashboard/companies');
    await expect(page.getByText('Showing 1–25 of 30')).toBeVisible();
    const table = page.getByRole('table', { name: 'Companies' });
    const firstLink = table.locator('tbody tr').first().getByRole('link');
    const name = (await firstLink.textContent()) ?? '';
    await page.getByLabel('Search', { exact: true }).fill(name);
    await expect(table.locator('tbody tr').first()).toContainText(name);
    await firstLink.click();
    const drawer = page.getByRole('dialog', { name });
    await expect(drawer.getByRole('banner').getByRole('heading', { name })).toBeVisible();
    await drawer.getByRole('link', { name: 'View prospects' }).click();
    await expect(page).toHaveURL(/\/dashboard\/prospects\?companyId=/);
    await expect(page.getByRole('button', { name: `Stop filtering by ${name}` })).toBeVisible();
  });

  test('a company with the domain of another is refused with a link to it, or merged into it', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(150_000);
    const user = await userWithLeads({ companies: 2, prospects: 2 });
    await signIn(user.email, { password: user.password });
    await page.goto('/dashboard/companies');
    const add = async (name: string, domain: string, industry = '') => {
      await page.getByRole('button', { name: 'Add company' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add company' });
      await dialog.getByLabel('Company name').fill(name);
      await dialog.getByLabel('Domain').fill(domain);
      await dialog.getByLabel('Industry').fill(industry);
      await dialog.getByRole('button', { name: 'Add company' }).click();
      return dialog;
    };
    await add('Acme Foods', 'acmefoods.test');
    await expect(page.locator('[data-slot=toast]').filter({ hasText: 'Acme Foods added' })).toBeVisible();

    // The details entered with the refused company are what a merge adds.
    const dialog = await add('Acme Foods', 'https://acmefoods.test/', 'Food');
    await expect(dialog.getByText('Acme Foods already has the domain acmefoods.test')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add the details to Acme Foods' }).click();
    await expect(
      page.locator('[data-slot=toast]').filter({ hasText: 'Details added to Acme Foods' }),
    ).toBeVisible();

    const again = await add('Acme Foods 4', 'acmefoods.test');
    await again.getByRole('link', { name: 'Open Acme Foods' }).click();
    const drawer = page.getByRole('dialog', { name: 'Acme Foods' });
    await expect(drawer.locator('dd').getByText('Food', { exact: true })).toBeVisible();
    const table = page.getByRole('table', { name: 'Companies' });
    await page.keyboard.press('Escape');
    await page.getByLabel('Search', { exact: true }).fill('acmefoods.test');
    await expect(table.locator('tbody tr')).toHaveCount(1);
  });
});

// Screenshots for docs/screenshots (issue 28), taken when LEADPATH_SCREENSHOTS=1: Prospects with its
// filters in the address and the drawer's time zone with where it came from, 1440 and 375 px, light and dark.
test.describe('prospects screenshots', () => {
  test.skip(!process.env.LEADPATH_SCREENSHOTS, 'only when LEADPATH_SCREENSHOTS=1');
  test.describe.configure({ timeout: 180_000 });

  test('Prospects at 1440 and 375 px, light and dark', async ({ page, signIn }) => {
    const user = await userWithLeads({ companies: 6, prospects: 60 });
    await signIn(user.email, { password: user.password });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((stored) => localStorage.setItem('theme', stored), theme);
      for (const width of [1440, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await page.goto('/dashboard/prospects?sort=%22lastName%3Aasc%22&q=example');
        await expect(page.getByText(/^Showing 1–25 of/)).toBeVisible();
        await page.getByRole('combobox', { name: 'Job titles' }).fill('C');
        await page.getByRole('combobox', { name: 'Job titles' }).press('Enter');
        await expect(page).toHaveURL(/titles=/);
        await expect(bodyRows(page).first()).toBeVisible();
        await page.screenshot({ path: `docs/screenshots/prospects-${width}-${theme}.png` });
        await bodyRows(page).first().getByRole('link').click();
        await expect(
          page.getByText(/^(Set on this prospect|From .+|Your sending time zone: .+)$/),
        ).toBeVisible();
        await page.screenshot({ path: `docs/screenshots/prospects-drawer-${width}-${theme}.png` });
        await page.keyboard.press('Escape');
      }
    }
  });
});
