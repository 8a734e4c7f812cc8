import { randomUUID } from 'node:crypto';
import { expect, fillLoginForm, test } from './fixtures';
import { createTestUser } from './test-users';

test.describe.configure({ timeout: 90_000 });

test('a signed-out visitor books a slot on the public page; the slot disappears and both get the invitation', async ({
  page,
  browser,
}) => {
  const owner = await createTestUser({ role: 'Pro', name: `Bora Booker ${randomUUID().slice(0, 6)}` });
  await page.goto('/login');
  await fillLoginForm(page, owner.email, owner.password);
  await page.waitForURL('/dashboard');
  await page.goto('/dashboard/settings?section=calendar');
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible({ timeout: 15_000 });
  const link = page.getByLabel('Public booking link');
  await expect(link).toHaveValue(/\/book\/bora-booker-/, { timeout: 15_000 });
  const url = new URL(await link.inputValue());

  // A second browser context: no session cookie. While the calendar is off the page does not exist,
  // the same answer as an unknown handle.
  const visitorContext = await browser.newContext({ timezoneId: 'America/New_York' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(url.pathname);
  await expect(visitor.getByText('This booking page does not exist')).toBeVisible({ timeout: 15_000 });
  await expect(visitor.getByRole('heading', { name: owner.name })).toHaveCount(0);

  const toggle = page.getByRole('switch', { name: 'Calendar' });
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.getByText('On: people can book meetings in your free slots.')).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: owner.name })).toBeVisible({ timeout: 15_000 });
  await expect(visitor.getByText('Times are shown in your timezone (America/New York)')).toBeVisible({
    timeout: 15_000,
  });
  const firstSlot = visitor.locator('button[data-start]').first();
  await expect(firstSlot).toBeVisible();
  const start = await firstSlot.getAttribute('data-start');
  await firstSlot.click();
  await visitor.getByLabel('Your name').fill('Vic Visitor');
  await visitor.getByLabel('Your email').fill('vic@example.com');
  await visitor.getByRole('button', { name: 'Book meeting' }).click();
  await expect(visitor.getByText('You are booked')).toBeVisible();
  await expect(visitor.getByText('An invitation was sent to vic@example.com.')).toBeVisible();

  await visitor.getByRole('button', { name: 'Book another time' }).click();
  await expect(visitor.locator('button[data-start]').first()).toBeVisible();
  await expect(visitor.locator(`button[data-start="${start}"]`)).toHaveCount(0);
  await visitorContext.close();

  // The owner's outbox (Mailboxes) holds both mails.
  await page.goto('/dashboard/mailboxes');
  await expect(page.getByRole('article', { name: /^New booking:/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('article', { name: /^Invitation:/ })).toBeVisible();
});

test('an unknown booking page says so', async ({ page }) => {
  await page.goto('/book/nobody-here-at-all');
  await expect(page.getByText('This booking page does not exist')).toBeVisible({ timeout: 15_000 });
});
