import { insertLeads, openDatabase } from '@leadpath/db';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { createTestUser } from './test-users';

// The drawer and the lazily loaded viewer are slow on a busy CI machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

/** A fresh Pro account with one prospect and no guide, signed in, its drawer open. */
async function openFreshProspect(
  page: Page,
  signIn: (email: string, o: { password: string }) => Promise<void>,
) {
  const user = await createTestUser({ name: 'Gina Guides', role: 'Pro' });
  const db = openDatabase(process.env.LEADPATH_E2E_DB as string);
  try {
    const row = (await db.$sql.get<{ id: string }>('select id from users where email = ?', [user.email]))!;
    await insertLeads(db, row.id, { companies: 1, prospects: 1 }, { seed: 5, now: Date.now() });
  } finally {
    await db.close();
  }
  await signIn(user.email, { password: user.password });
  const list = (await (await page.request.get('/api/prospects?limit=1')).json()) as {
    items: { id: string; firstName: string; lastName: string }[];
  };
  const prospect = list.items[0]!;
  await page.goto(`/dashboard/prospects/${prospect.id}`);
  await expect(page.getByLabel('Personality', { exact: true })).toBeVisible();
  return prospect;
}

const viewer = (page: Page) => page.getByRole('article', { name: 'Engagement guide' });

test.describe('personality and engagement guides', () => {
  test('choosing a type in the drawer writes and shows the guide', async ({ page, signIn }) => {
    const prospect = await openFreshProspect(page, signIn);
    await expect(page.getByText('No engagement guide yet.')).toBeVisible();

    await page.getByLabel('Personality', { exact: true }).selectOption('D');
    await expect(page.getByText('Personality type saved')).toBeVisible();
    const guide = viewer(page);
    await expect(guide.getByRole('heading', { level: 1 })).toContainText(
      `${prospect.firstName} ${prospect.lastName}: Type D (Dominance)`,
    );
    for (const heading of [
      'Communication Approach',
      'Engagement Guide',
      'Energizers',
      'Drainers',
      'Working With Type D',
      'What to Avoid in a First Message',
    ]) {
      await expect(guide.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    await expect(guide.getByRole('listitem').first()).toBeVisible();

    // Regenerate asks first, then rewrites from the chosen template.
    await page.getByLabel('Personality', { exact: true }).selectOption('S');
    await expect(guide.getByRole('heading', { name: 'Working With Type D' })).toBeVisible();
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Regenerate' }).click();
    await expect(guide.getByRole('heading', { name: 'Working With Type S' })).toBeVisible();

    // Its own page shows the same guide.
    await page.getByRole('link', { name: 'Open as page' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/prospects/${prospect.id}/guide$`));
    await expect(page.getByRole('heading', { name: /^Engagement guide:/ })).toBeVisible();
    await expect(viewer(page).getByRole('heading', { name: 'Working With Type S' })).toBeVisible();
  });

  test('HTML, event handlers and javascript: links in a guide stay inert text', async ({ page, signIn }) => {
    await page.addInitScript(() => {
      (window as unknown as { __xss: boolean }).__xss = false;
    });
    const prospect = await openFreshProspect(page, signIn);
    const payload = [
      '## Notes',
      '',
      '<script>window.__xss=true</script>',
      '',
      '<img src=x onerror="window.__xss=true">',
      '',
      'Inline <b onmouseover="window.__xss=true">bold</b> here.',
      '',
      '[click](javascript:window.__xss=true) and [site](https://example.com)',
    ].join('\n');

    await page.getByRole('button', { name: 'Write a guide' }).click();
    await page.getByLabel('Engagement guide (markdown)').fill(payload);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Guide saved')).toBeVisible();

    for (const path of [`/dashboard/prospects/${prospect.id}`, `/dashboard/prospects/${prospect.id}/guide`]) {
      await page.goto(path);
      const guide = viewer(page);
      await expect(guide.getByRole('heading', { name: 'Notes' })).toBeVisible();
      // The markup is shown as the text it is.
      await expect(guide).toContainText('<script>window.__xss=true</script>');
      await expect(guide).toContainText('<img src=x onerror="window.__xss=true">');
      const rendered = page.locator('[data-slot="markdown-guide"]');
      await expect(rendered.locator('script, img, [onerror], [onmouseover], b')).toHaveCount(0);
      await expect(rendered.locator('a[href^="javascript"]')).toHaveCount(0);

      await guide.getByText('click', { exact: true }).click();
      const safe = guide.getByRole('link', { name: 'site' });
      await expect(safe).toHaveAttribute('href', 'https://example.com');
      await expect(safe).toHaveAttribute('target', '_blank');
      await expect(safe).toHaveAttribute('rel', 'noopener noreferrer');
      expect(await page.evaluate(() => (window as unknown as { __xss: boolean }).__xss)).toBe(false);
    }
  });
});
