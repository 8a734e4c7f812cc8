import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/**
 * A new account through /sign-up (a Free user in trial), so a spec that pays, changes its address or
 * otherwise changes the account touches no other spec's user. Returns the address.
 */
export async function signUpFreshUser(
  page: Page,
  { name, prefix, password }: { name: string; prefix: string; password: string },
): Promise<string> {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await page.goto('/sign-up');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/dashboard', { timeout: 15_000 });
  return email;
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.classList.toggle('light', !dark);
  }, theme === 'dark');
}

/** Screenshot sets take pictures only when asked (SCREENSHOTS=1) and never on the PostgreSQL run. */
export const takesScreenshots = () =>
  Boolean(process.env.SCREENSHOTS) && process.env.LEADPATH_E2E_ENGINE !== 'postgres';

/**
 * With SCREENSHOTS=1: light and dark, 1440 px and 375 px wide, of what `open` shows, into
 * test-results/<folder>/ (not committed: for a person to look at). The viewport is put back after.
 */
export async function screenshotSet(page: Page, folder: string, name: string, open: () => Promise<void>) {
  // Pictures only when asked (SCREENSHOTS=1): nobody looks at test-results in CI, and the sets took a
  // long spec past its budget. Without it the spec still opens what the set would show, once.
  if (!takesScreenshots()) return open();
  const dir = join(process.cwd(), 'test-results', folder);
  mkdirSync(dir, { recursive: true });
  const before = page.viewportSize();
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await open();
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      // The buttons' colours ease over 150 ms after the theme changes.
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(dir, `${name}-${width}-${theme}.png`), fullPage: true });
    }
    await setTheme(page, 'light');
  }
  if (before) await page.setViewportSize(before);
}
