import { expect, type Page } from '@playwright/test';

/** The link of the newest mail with this subject in the signed-in person's outbox (Mailboxes). */
export async function linkInMail(page: Page, subject: string, pagePath: string): Promise<string> {
  await page.goto('/dashboard/mailboxes');
  const mail = page.getByRole('article', { name: new RegExp(`^${subject}`) }).first();
  await expect(mail).toBeVisible({ timeout: 15_000 });
  await mail.locator('summary').click();
  const link = mail.getByRole('link', { name: new RegExp(`/${pagePath}\\?token=`) });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`no ${pagePath} link`);
  return new URL(href).pathname + new URL(href).search;
}
