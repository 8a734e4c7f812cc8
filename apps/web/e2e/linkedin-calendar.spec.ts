import type { Page, Request } from '@playwright/test';
import { expect, fillLoginForm, test } from './fixtures';
import { createTestUser } from './test-users';

// Each test signs in a fresh account and opens the settings dialog: give a busy machine room.
test.describe.configure({ timeout: 60_000 });

/** A fresh Pro account (so the demo accounts' settings stay as seeded), on one settings section. */
async function openSection(page: Page, section: 'linkedin-settings' | 'calendar') {
  const user = await createTestUser({ role: 'Pro' });
  await page.goto('/login');
  await fillLoginForm(page, user.email, user.password);
  await page.waitForURL('/dashboard');
  await page.goto(`/dashboard/settings?section=${section}`);
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible({ timeout: 15_000 });
  return user;
}

const toast = (page: Page, text: string) => page.locator('[data-slot="toast"]').filter({ hasText: text });
const isUpdateIntegration = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname.includes('linkedin.updateIntegration');

test.describe('LinkedIn settings', () => {
  test('the toggle applies at once and reverts when the server fails', async ({ page }) => {
    await openSection(page, 'linkedin-settings');
    const toggle = page.getByRole('switch', { name: 'LinkedIn outreach' });
    await expect(toggle).not.toBeChecked({ timeout: 15_000 });
    await expect(page.getByTestId('linkedin-settings-body')).toHaveAttribute('data-blurred', '');

    await page.route('**/trpc/linkedin.switch**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    );
    await toggle.click();
    await expect(toast(page, 'Failed to update LinkedIn integration')).toBeVisible();
    await expect(toggle).not.toBeChecked();

    await page.unroute('**/trpc/linkedin.switch**');
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(page.getByTestId('linkedin-settings-body')).not.toHaveAttribute('data-blurred');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'LinkedIn outreach' })).toBeChecked({ timeout: 15_000 });
  });

  test('a manual time edit switches the preset to custom; a preset sets the hours', async ({ page }) => {
    await openSection(page, 'linkedin-settings');
    const preset = page.getByLabel('Schedule');
    await expect(preset).toHaveValue('business', { timeout: 15_000 });
    await page.getByLabel('Start time').fill('09:30');
    await expect(preset).toHaveValue('custom');
    await preset.selectOption('extended');
    await expect(page.getByLabel('Start time')).toHaveValue('08:00');
    await expect(page.getByLabel('End time')).toHaveValue('18:00');
    await page.getByLabel('End time').fill('07:00');
    await expect(preset).toHaveValue('custom');
    await expect(page.getByText('Start time must be before end time')).toBeVisible();
  });

  test('edits are saved once, 2 s after the last one', async ({ page }) => {
    await openSection(page, 'linkedin-settings');
    await expect(page.getByLabel('Schedule')).toHaveValue('business', { timeout: 15_000 });
    const saves: { at: number; body: string }[] = [];
    page.on('request', (request) => {
      if (isUpdateIntegration(request)) saves.push({ at: Date.now(), body: request.postData() ?? '' });
    });

    await page.getByLabel('Start time').fill('10:00');
    await page.getByLabel('Warmup period (days)').fill('40');
    await page.getByRole('combobox', { name: 'Increase by' }).selectOption('2');
    const lastEditStarted = Date.now();
    await page.getByLabel('End limit').fill('80');
    await expect(page.getByTestId('linkedin-save-status')).toContainText('Unsaved changes');

    await expect.poll(() => saves.length, { timeout: 10_000 }).toBe(1);
    expect(saves[0]!.at - lastEditStarted).toBeGreaterThanOrEqual(1900);
    const sent = JSON.stringify(JSON.parse(saves[0]!.body));
    for (const part of ['"startTime":"10:00"', '"warmupPeriod":40', '"increaseBy":2', '"high":80'])
      expect(sent).toContain(part);
    await expect(page.getByTestId('linkedin-save-status')).toHaveText('All changes saved');
    // Quiet after that: no second save.
    await page.waitForTimeout(2500);
    expect(saves).toHaveLength(1);

    await page.reload();
    await expect(page.getByLabel('Start time')).toHaveValue('10:00', { timeout: 15_000 });
    await expect(page.getByLabel('Warmup period (days)')).toHaveValue('40');
  });

  test('warmup Reset sets 1-50, +1, 50 days, with the ramp shown', async ({ page }) => {
    await openSection(page, 'linkedin-settings');
    await expect(page.getByText('usually about 30-40')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('warmup-ramp')).toContainText('100 a day from day 34');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByLabel('Start limit')).toHaveValue('1');
    await expect(page.getByLabel('End limit')).toHaveValue('50');
    await expect(page.getByLabel('Warmup period (days)')).toHaveValue('50');
    await expect(page.getByTestId('warmup-ramp')).toContainText('50 a day from day 50');
    await page.getByLabel('End limit').fill('101');
    await expect(page.getByText('Start/end limit must be between 1 and 100')).toBeVisible();
  });

  test('the proxy location autocomplete picks a city with the keyboard', async ({ page }) => {
    await openSection(page, 'linkedin-settings');
    const search = page.getByRole('combobox', { name: 'Proxy location' });
    await expect(search).toBeVisible({ timeout: 15_000 });
    await search.fill('Berlin, Germ');
    const option = page.getByRole('option', { name: 'Berlin, Germany', exact: true });
    await expect(option).toBeVisible({ timeout: 15_000 });
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await search.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    const saved = page.waitForResponse((res) => res.url().includes('linkedin.updateIntegration'), {
      timeout: 15_000,
    });
    await search.press('Enter');
    await expect(page.getByTestId('proxy-location-current')).toContainText('Berlin, Germany');
    await expect(search).toHaveValue('');
    expect((await saved).ok()).toBe(true);

    await page.reload();
    await expect(page.getByTestId('proxy-location-current')).toContainText('Berlin, Germany', {
      timeout: 15_000,
    });
  });
});

test.describe('Calendar settings', () => {
  test('the toggle reverts with "Failed to update calendar" when the server fails', async ({ page }) => {
    await openSection(page, 'calendar');
    const toggle = page.getByRole('switch', { name: 'Calendar' });
    await expect(toggle).not.toBeChecked({ timeout: 15_000 });
    await expect(page.getByTestId('calendar-body')).toHaveAttribute('data-blurred', '');
    await page.route('**/trpc/calendar.calendarSwitch**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    );
    await toggle.click();
    await expect(toast(page, 'Failed to update calendar')).toBeVisible();
    await expect(toggle).not.toBeChecked();
  });

  test('presets, placeholders with a preview, and validation', async ({ page }) => {
    await openSection(page, 'calendar');
    const preset = page.getByLabel('Schedule');
    await expect(preset).toHaveValue('business', { timeout: 15_000 });
    await page.getByLabel('End time').fill('16:00');
    await expect(preset).toHaveValue('custom');

    const title = page.getByLabel('Meeting title');
    await title.fill('Call with ');
    await page.getByRole('button', { name: '{{prospect_first_name}}' }).click();
    await expect(title).toHaveValue('Call with {{prospect_first_name}}');
    await expect(page.getByTestId('meeting-title-preview')).toContainText('Call with Alex');

    await expect(page.getByLabel('Meeting duration (minutes)')).toHaveValue('30');
    await page.getByLabel('Meeting duration (minutes)').fill('');
    await title.fill('');
    await page.getByRole('button', { name: 'Save calendar settings' }).click();
    await expect(page.getByText('Meeting duration is required')).toBeVisible();
    await expect(page.getByText('Meeting title is required')).toBeVisible();

    await page.getByLabel('Meeting duration (minutes)').fill('45');
    await title.fill('Intro with {{my_name}}');
    await page.getByLabel('Meeting location').selectOption('Google Meet');
    await page.getByLabel('Event description').fill('Hello');
    await expect(page.getByText('5/800')).toBeVisible();
    await page.getByRole('button', { name: 'Save calendar settings' }).click();
    await expect(toast(page, 'Calendar settings saved')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Meeting duration (minutes)')).toHaveValue('45', { timeout: 15_000 });
    await expect(page.getByLabel('Meeting location')).toHaveValue('Google Meet');
    await expect(page.getByLabel('End time')).toHaveValue('16:00');
  });
});

test.describe('a browser in Kolkata', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('signs in and finds new calendar settings in its own time zone, not UTC', async ({ page }) => {
    await openSection(page, 'calendar');
    const availability = (await (await page.request.get('/api/calendar/retrieve-availability')).json()) as {
      timezone: { value: string };
    };
    // Stored under the name the server's zone list uses; ICU may still call it Calcutta.
    expect(['Asia/Kolkata', 'Asia/Calcutta']).toContain(availability.timezone.value);
    await expect(page.getByLabel('Timezone')).toHaveValue(availability.timezone.value);
    await expect(page.getByRole('button', { name: /^Use my timezone/ })).toHaveCount(0);
  });
});
