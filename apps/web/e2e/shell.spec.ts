import { join } from 'node:path';
import { type AccessSubject, sidebarLayout, trialDaysRemaining, visibleNavigation } from '@leadpath/core';
import type { Page } from '@playwright/test';
import { type DemoAccount, demoAccounts, expect, test } from './fixtures';

type UserFetch = AccessSubject & { name: string; plan: string; trialEndDate: string | null };

async function currentUser(page: Page): Promise<UserFetch> {
  return (await (await page.request.get('/api/user-fetch')).json()) as UserFetch;
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const mainNav = (page: Page) => sidebar(page).getByRole('navigation', { name: 'Main navigation' });
const userCard = (page: Page) => sidebar(page).getByRole('region', { name: 'Your account' });
const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

/** Waits for the user card to show the user, so the sidebar's items are final. */
async function waitForUser(page: Page, account: DemoAccount): Promise<void> {
  await expect(userCard(page).getByText(demoAccounts[account].name, { exact: true })).toBeVisible();
}

test.describe('sidebar items by role', () => {
  const accounts: DemoAccount[] = ['admin', 'pro', 'premium', 'starter', 'trial', 'expired'];
  for (const account of accounts) {
    test(`${account} sees exactly the items the rules allow`, async ({ page, signIn }) => {
      await signIn(account);
      await waitForUser(page, account);
      const expected = visibleNavigation(await currentUser(page), Date.now()).map((item) => item.title);
      const items = mainNav(page).locator('[data-nav-item]');
      await expect(items).toHaveCount(expected.length);
      expect(
        await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-nav-item'))),
      ).toEqual(expected);

      const adminLink = userCard(page).getByRole('link', { name: 'Admin panel' });
      if (account === 'admin') {
        expect(expected).toContain('AI Training');
        await expect(adminLink).toHaveAttribute('href', '/dashboard/admin');
        await expect(userCard(page).getByRole('img', { name: 'Admin' })).toBeVisible();
      } else {
        expect(expected).not.toContain('AI Training');
        await expect(adminLink).toHaveCount(0);
        await expect(userCard(page).getByRole('img', { name: 'Admin' })).toHaveCount(0);
      }
      if (account === 'trial') {
        expect(expected).not.toContain('Power Dialer');
        expect(expected).not.toContain('Agent Emails');
        expect(expected).toContain('Companies');
      }
      if (account === 'expired') {
        // Home stays, with the upgrade path and the data export (ADR 034); the quick actions go.
        expect(expected).toEqual(['Home']);
        await expect(sidebar(page).getByRole('navigation', { name: 'Quick actions' })).toBeHidden();
        await expect(userCard(page).getByText('Trial Expired')).toBeVisible();
        await expect(userCard(page).getByText('Upgrade to continue using the product')).toBeVisible();
      }
    });
  }

  test('Agent Emails opens the configured site in a new tab', async ({ page, signIn }) => {
    await signIn('pro');
    const link = mainNav(page).getByRole('link', { name: /Agent Emails/ });
    await expect(link).toHaveAttribute('href', 'https://agents.example.com');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  });

  test('Companies and Prospects show their counts', async ({ page, signIn }) => {
    await signIn('pro');
    const { count } = (await (await page.request.get('/api/companiesProspecting/count')).json()) as {
      count: number;
    };
    await expect(
      mainNav(page)
        .getByRole('link', { name: /Companies/ })
        .locator('[data-slot=nav-count]'),
    ).toHaveText(count.toLocaleString('en-US'));
  });

  test('a failed count fetch leaves the count blank and only logs', async ({ page, signIn, toasts }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The count is batched with other calls: fail only its entry.
    await page.route(/\/trpc\/[^?]*prospects\.count/, async (route) => {
      const paths = new URL(route.request().url()).pathname.replace('/trpc/', '').split(',');
      const response = await route.fetch();
      const body = (await response.json()) as unknown[];
      const index = paths.indexOf('prospects.count');
      body[index] = { error: { message: 'boom', code: -32603, data: { httpStatus: 500 } } };
      await route.fulfill({ response, json: body });
    });
    await signIn('pro');
    await waitForUser(page, 'pro');
    await expect.poll(() => errors.some((text) => text.includes('Prospects count'))).toBe(true);
    await expect(
      mainNav(page)
        .getByRole('link', { name: /Prospects/ })
        .locator('[data-slot=nav-count]'),
    ).toHaveText('');
    expect(toasts.seen).toEqual([]);
  });
});

test.describe('collapse and tooltips', () => {
  test('collapse and expand survive a reload', async ({ page, signIn }) => {
    await signIn('pro');
    const aside = sidebar(page);
    await expect(aside).toHaveAttribute('data-collapsed', 'false');
    expect((await aside.boundingBox())?.width).toBe(sidebarLayout.expandedWidthUnits * 4);

    await aside.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(aside).toHaveAttribute('data-collapsed', 'true');
    await page.reload();
    await expect(aside).toHaveAttribute('data-collapsed', 'true');
    await expect
      .poll(async () => (await aside.boundingBox())?.width)
      .toBe(sidebarLayout.collapsedWidthUnits * 4);

    await aside.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.reload();
    await expect(aside).toHaveAttribute('data-collapsed', 'false');
  });

  test('a collapsed item shows its title on hover; mouse leave, scroll and resize hide it', async ({
    page,
    signIn,
  }) => {
    // Short enough for the collapsed list to scroll.
    await page.setViewportSize({ width: 1280, height: 560 });
    await signIn('pro');
    await sidebar(page).getByRole('button', { name: 'Collapse sidebar' }).click();
    const companies = mainNav(page).getByRole('link', { name: 'Companies' });
    const tooltip = page.getByRole('tooltip');

    await companies.hover();
    await expect(tooltip).toHaveText('Companies');
    await page.mouse.move(900, 300);
    await expect(tooltip).toBeHidden();

    await companies.hover();
    await expect(tooltip).toHaveText('Companies');
    const scroller = sidebar(page).locator('[data-slot=sidebar-scroll]');
    expect(await scroller.evaluate((node) => node.scrollHeight > node.clientHeight)).toBe(true);
    await scroller.evaluate((node) => {
      node.scrollTop = 40;
    });
    await expect(page.getByRole('tooltip', { name: 'Companies' })).toBeHidden();

    await scroller.evaluate((node) => {
      node.scrollTop = 0;
    });
    await page.mouse.move(900, 300);
    await companies.hover();
    await expect(tooltip).toHaveText('Companies');
    await page.setViewportSize({ width: 1200, height: 560 });
    await expect(tooltip).toBeHidden();
  });

  test('the expanded sidebar shows no tooltips', async ({ page, signIn }) => {
    await signIn('pro');
    await mainNav(page)
      .getByRole('link', { name: /Companies/ })
      .hover();
    await page.waitForTimeout(200);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });
});

test.describe('active item', () => {
  for (const [path, active] of [
    ['/dashboard', 'Home'],
    ['/dashboard/companies', 'Companies'],
    ['/dashboard/companies/x', 'Companies'],
  ] as const) {
    test(`${path} marks ${active}`, async ({ page, signIn }) => {
      await signIn('pro', { callbackUrl: path });
      // CSS, not roles: a page may open a modal drawer that hides the rest from the accessibility tree.
      const items = page.locator('[data-slot=sidebar] [data-nav-item]');
      await expect(items.first()).toBeAttached();
      const current = page.locator('[data-slot=sidebar] [data-nav-item] [aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute('data-active', 'true');
      await expect(page.locator(`[data-slot=sidebar] [data-nav-item="${active}"] > a`)).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  }
});

test.describe('settings dialog', () => {
  // The dialog's lists of spec §2: the eight sections it names first, then the rest under Account.
  const main = [
    'Edit profile',
    'Calendar',
    'CRM Settings',
    'Integrations',
    'Team',
    'Appearance',
    'LinkedIn settings',
    'API Access',
  ];
  const account = ['Billing', 'Password', 'Email signature', 'Chat export', 'Sessions', 'Delete account'];

  test('opens from the sidebar over the page and closes with backdrop, Escape and the close button', async ({
    page,
    signIn,
  }) => {
    await signIn('pro', { callbackUrl: '/dashboard/go-to-market' });
    const openSettings = () =>
      sidebar(page)
        .getByRole('navigation', { name: 'Settings and tools' })
        .getByRole('button', { name: 'Settings' });

    await openSettings().click();
    const dialog = settingsDialog(page);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/go-to-market\?settings=edit-profile$/);
    const menu = dialog.getByRole('navigation', { name: 'Settings sections' });
    expect(await menu.getByRole('button').allTextContents()).toEqual([...main, ...account]);
    await expect(menu.getByRole('heading', { name: 'Account' })).toBeVisible();
    await expect(dialog.getByRole('region', { name: main[0] })).toBeVisible();
    const maxHeight = await dialog.evaluate((node) => getComputedStyle(node).maxHeight);
    expect(Number.parseFloat(maxHeight)).toBeCloseTo(((page.viewportSize()?.height ?? 0) * 85) / 100, 0);

    await menu.getByRole('button', { name: 'Team' }).click();
    await expect(dialog.getByRole('region', { name: 'Team' })).toBeVisible();
    await expect(page).toHaveURL(/settings=team/);

    await page.mouse.click(8, 8);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/dashboard/go-to-market');

    await openSettings().click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await userCard(page).getByRole('button', { name: 'Open settings' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Go-to-market' })).toBeVisible();
  });

  test('/dashboard/settings?section=team opens on Team and keeps other parameters', async ({
    page,
    signIn,
  }) => {
    await signIn('pro', { callbackUrl: '/dashboard/settings?section=team' });
    await expect(settingsDialog(page).getByRole('region', { name: 'Team' })).toBeVisible();
    // Keyboard users start on the section they were sent to.
    await expect(settingsDialog(page).getByRole('button', { name: 'Team', exact: true })).toBeFocused();

    await page.goto('/dashboard/settings?section=calendar&from=email');
    await expect(settingsDialog(page).getByRole('region', { name: 'Calendar' })).toBeVisible();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/dashboard');
    expect(url.searchParams.get('settings')).toBe('calendar');
    expect(url.searchParams.get('from')).toBe('email');

    await page.goto('/dashboard/settings');
    await expect(settingsDialog(page).getByRole('region', { name: main[0] })).toBeVisible();
  });

  test('at 600 px: the sidebar is a sheet and the dialog uses a dropdown', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await signIn('pro');
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Sidebar' });
    await expect(sheet.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await sheet.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(sheet).toBeHidden();

    const dialog = settingsDialog(page);
    await expect(dialog.getByRole('navigation', { name: 'Settings sections' })).toBeHidden();
    const dropdown = dialog.getByRole('combobox', { name: 'Settings section' });
    await expect(dropdown).toBeVisible();
    await expect(dropdown).toBeFocused();
    await expect(dropdown).toHaveValue('edit-profile');
    await dropdown.selectOption('calendar');
    await expect(dialog.getByRole('region', { name: 'Calendar' })).toBeVisible();
    await expect(page).toHaveURL(/settings=calendar/);
  });
});

test.describe('theme', () => {
  /** The html classes when the parser reaches <body>: after theme-init.js, before any app script or paint. */
  async function recordThemeBeforePaint(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const record = () => {
        if (!document.body) return false;
        (window as unknown as { themeAtBody: string }).themeAtBody = document.documentElement.className;
        return true;
      };
      if (record()) return;
      const observer = new MutationObserver(() => {
        if (record()) observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
  }
  const themeAtBody = (page: Page) =>
    page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody);

  test('the choice applies at once, is saved, and holds across reloads without a flash', async ({
    page,
    signIn,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await recordThemeBeforePaint(page);
    await signIn('premium');
    const themes = sidebar(page).getByRole('radiogroup', { name: 'Theme' });
    await expect(themes.getByRole('radio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');

    const saved = page.waitForResponse((response) => response.url().includes('appearance.update'));
    await themes.getByRole('radio', { name: 'Dark' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    expect(await themeAtBody(page)).toMatch(/\bdark\b/);
    await expect(themes.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');

    await themes.getByRole('radio', { name: 'Light' }).click();
    await page.reload();
    expect(await themeAtBody(page)).not.toMatch(/\bdark\b/);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test('without a stored choice the system preference applies before first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await recordThemeBeforePaint(page);
    await page.goto('/login');
    expect(await themeAtBody(page)).toMatch(/\bdark\b/);
  });
});

test.describe('user card', () => {
  test('the trial banner counts the days the rules module counts', async ({ page, signIn }) => {
    await signIn('trial');
    const user = await currentUser(page);
    const days = trialDaysRemaining(user, Date.now());
    expect(days).toBeGreaterThan(0);
    const card = userCard(page);
    await expect(card.getByText('Free Trial')).toBeVisible();
    await expect(card.getByText(`${days} ${days === 1 ? 'day' : 'days'} remaining`)).toBeVisible();
    await expect(card.getByText('Free Plan', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
    await expect(card.getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'href',
      '/dashboard/analytics',
    );
  });

  test('shows Loading... until the user arrives, then name, role and plan', async ({ page, signIn }) => {
    await signIn('starter');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/trpc\/[^?]*user\.fetch/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(userCard(page).getByText('Loading...')).toBeVisible();
    release();
    await waitForUser(page, 'starter');
    await expect(userCard(page).getByText('Starter Plan', { exact: true })).toBeVisible();
    await expect(userCard(page).locator('[data-slot=user-role]')).toHaveText('Starter');
  });

  test('an avatar that fails to load falls back to the default image', async ({ page, signIn }) => {
    await page.route(/\/trpc\/[^?]*user\.fetch/, async (route) => {
      const paths = new URL(route.request().url()).pathname.replace('/trpc/', '').split(',');
      const response = await route.fetch();
      const body = (await response.json()) as { result: { data: { image: string | null } } }[];
      const entry = body[paths.indexOf('user.fetch')];
      if (entry) entry.result.data.image = '/uploads/missing-avatar.png';
      await route.fulfill({ response, json: body });
    });
    await signIn('pro');
    const avatar = userCard(page).locator('[data-slot=avatar]');
    await expect(avatar).toHaveAttribute('src', '/default-avatar.svg');
    // The fallback has its own load to finish: poll until the browser has decoded it.
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
  });
});

test.describe('areas that are not built yet', () => {
  test('a Free user who types /dashboard/dialer is asked to pick a plan; the server refuses too', async ({
    page,
    signIn,
  }) => {
    await signIn('trial', { callbackUrl: '/dashboard/dialer' });
    await expect(page.getByText('Pick a plan to use this feature')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    const input = encodeURIComponent(JSON.stringify({ feature: 'power-dialer' }));
    expect((await page.request.get(`/trpc/areas.status?input=${input}`)).status()).toBe(403);
  });

  test('a customer who opens the staff-only AI Training page is told it is for staff, not to pick a plan', async ({
    page,
    signIn,
  }) => {
    await signIn('pro', { callbackUrl: '/dashboard/ai-training' });
    await expect(page.getByText('This page is for Leadpath staff')).toBeVisible();
    await expect(page.getByText('Pick a plan to use this feature')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'See plans' })).toHaveCount(0);
  });

  test('staff open AI Training (issue 36), no longer a placeholder', async ({ page, signIn }) => {
    // The Admin's authenticator code may have to wait for the next 30-second step (a code works once).
    test.slow();
    await signIn('admin', { callbackUrl: '/dashboard/ai-training' });
    await expect(page.getByRole('heading', { name: 'AI Training' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Agents' })).toBeVisible();
    await expect(page.getByText('This area is not available yet.')).toHaveCount(0);
  });

  test('a paying user opens the Power Dialer (issue 35), no longer a placeholder', async ({
    page,
    signIn,
  }) => {
    await signIn('pro', { callbackUrl: '/dashboard/dialer' });
    await expect(page.getByRole('heading', { name: 'Power Dialer' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Call today’s tasks' })).toBeVisible();
    await expect(page.getByText('This area is not available yet.')).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: 'Power Dialer' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

// SCREENSHOTS=1 pnpm test:e2e apps/web/e2e/shell.spec.ts -g screenshots
test.describe('screenshots', () => {
  test.skip(!process.env.SCREENSHOTS, 'only when SCREENSHOTS=1');
  for (const theme of ['light', 'dark'] as const) {
    for (const state of ['expanded', 'collapsed'] as const) {
      test(`sidebar ${state}, ${theme}`, async ({ page, signIn }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.addInitScript(
          ([storedTheme, collapsed]) => {
            localStorage.setItem('theme', storedTheme);
            localStorage.setItem('sidebar-collapsed', collapsed);
          },
          [theme, String(state === 'collapsed')] as const,
        );
        await signIn('pro', { callbackUrl: '/dashboard/go-to-market' });
        await waitForUser(page, 'pro');
        if (state === 'expanded')
          await expect(mainNav(page).locator('[data-slot=nav-count]').first()).not.toHaveText('');
        await expect(page.getByRole('heading', { name: 'Go-to-market', level: 1 })).toBeVisible();
        await page.screenshot({
          path: join(process.cwd(), 'docs', 'screenshots', `sidebar-${state}-${theme}.png`),
        });
      });
    }
  }
});
