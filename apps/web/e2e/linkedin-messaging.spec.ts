import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { screenshotSet, signUpFreshUser } from './fresh-account';

// Sign-up, settings and a few syncs: give a busy machine room.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const PASSWORD = 'linkedin-pass-1234';
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot="toast"]').filter({ hasText: text });
const LIMIT_REASON = 'Limit reached: LinkedIn says the weekly invitation limit is reached';

async function openLinkedinSettings(page: Page) {
  await page.goto('/dashboard/settings?section=linkedin-settings');
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  return page.getByTestId('linkedin-account-card');
}

test('LinkedIn messaging: connect the sandbox, sync, read, reply within the pacing; a limit pauses with its reason', async ({
  page,
}) => {
  await signUpFreshUser(page, { name: 'Lena Linked', prefix: 'linkedin-msg', password: PASSWORD });

  // No account yet: the inbox says how to connect one.
  await page.goto('/dashboard/linkedin-messaging');
  await expect(page.getByRole('heading', { name: 'LinkedIn messaging' })).toBeVisible();
  await expect(page.getByText('No LinkedIn account connected')).toBeVisible();
  await expect(page.getByText('No conversations yet')).toBeVisible();

  // LinkedIn settings: activity all day, every day; then the sandbox network.
  const card = await openLinkedinSettings(page);
  await expect(card).toContainText('Choose how your sequences’ LinkedIn steps run');
  await page.getByRole('switch', { name: 'LinkedIn outreach' }).click();
  await page.getByLabel('Start time').fill('00:00');
  await page.getByLabel('End time').fill('23:59');
  for (const day of ['Saturday', 'Sunday']) await page.getByRole('checkbox', { name: day }).check();
  await expect(page.getByTestId('linkedin-save-status')).toHaveText('All changes saved', { timeout: 20_000 });
  await card.getByRole('button', { name: 'Use the sandbox network' }).click();
  await expect(toast(page, 'LinkedIn: Sandbox network')).toBeVisible();
  await expect(card.getByText('Sandbox network', { exact: true })).toBeVisible();
  await expect(card.getByTestId('linkedin-today')).toContainText(/Today: 0 of \d+ actions/);

  // The inbox: a sync brings the account's chat, unread; opening it reads it.
  await page.goto('/dashboard/linkedin-messaging');
  // The job runner's 'linkedin.sync' may have brought it already: then the sync finds nothing new.
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(toast(page, /Synced: (1 new message|nothing new)/)).toBeVisible();
  const conversation = page.getByTestId('linkedin-conversation').filter({ hasText: 'Sandy Guide' });
  await expect(conversation.getByLabel('1 unread')).toBeVisible();
  await expect(page.getByText('1 unread', { exact: true })).toBeVisible();
  await conversation.click();
  const thread = page.getByRole('region', { name: 'Conversation with Sandy Guide' });
  await expect(thread.getByTestId('linkedin-message')).toContainText('Welcome to the LinkedIn sandbox!');
  await expect(thread.getByText('Not one of your prospects')).toBeVisible();
  await expect(page.getByText('All read')).toBeVisible();

  // Replies: an empty one is refused; a real one goes out through the sandbox within the pacing.
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByRole('alert')).toHaveText('Write a message first');
  await thread.getByLabel('Reply').fill('Thanks, Sandy! Glad to be here.');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, /Message sent|Queued: it goes out at/)).toBeVisible();
  await expect(thread.getByTestId('linkedin-message').filter({ hasText: 'Thanks, Sandy!' })).toContainText(
    'You',
  );

  await screenshotSet(page, 'linkedin-messaging', 'inbox', async () => {
    await page.goto('/dashboard/linkedin-messaging');
    await page.getByTestId('linkedin-conversation').first().click();
    await expect(page.getByTestId('linkedin-message').first()).toBeVisible();
  });

  // A LinkedIn limit (provoked on the sandbox): the next reply meets it, the account pauses with the
  // reason shown, and the reply waits queued for the end of the pause.
  const settingsCard = await openLinkedinSettings(page);
  await settingsCard.getByRole('button', { name: 'Simulate a LinkedIn limit' }).click();
  await expect(toast(page, 'The next LinkedIn action will meet a limit')).toBeVisible();
  await page.goto('/dashboard/linkedin-messaging');
  await page.getByTestId('linkedin-conversation').filter({ hasText: 'Sandy Guide' }).click();
  const again = page.getByRole('region', { name: 'Conversation with Sandy Guide' });
  // The gap of about a minute after the first reply is waited out by the server's pacing: the reply
  // is queued either way; the limit shows when the sandbox is asked (now, or after the gap).
  await again.getByLabel('Reply').fill('One more thing.');
  await again.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, /Queued: it goes out/)).toBeVisible();
  await expect(again.getByTestId('linkedin-message').filter({ hasText: 'One more thing.' })).toContainText(
    'queued',
  );
});

test('the account card shows a pause and its reason; manual mode turns steps into tasks', async ({
  page,
}) => {
  await signUpFreshUser(page, { name: 'Paula Paused', prefix: 'linkedin-pause', password: PASSWORD });
  const card = await openLinkedinSettings(page);
  await page.getByRole('switch', { name: 'LinkedIn outreach' }).click();
  await page.getByLabel('Start time').fill('00:00');
  await page.getByLabel('End time').fill('23:59');
  for (const day of ['Saturday', 'Sunday']) await page.getByRole('checkbox', { name: day }).check();
  await expect(page.getByTestId('linkedin-save-status')).toHaveText('All changes saved', { timeout: 20_000 });
  await card.getByRole('button', { name: 'Use the sandbox network' }).click();
  await expect(toast(page, 'LinkedIn: Sandbox network')).toBeVisible();
  await card.getByRole('button', { name: 'Simulate a LinkedIn limit' }).click();
  await expect(toast(page, 'The next LinkedIn action will meet a limit')).toBeVisible();

  // The next action (a reply, right away: no gap to wait) meets the limit.
  await page.goto('/dashboard/linkedin-messaging');
  await page.getByRole('button', { name: 'Sync now' }).click();
  await page.getByTestId('linkedin-conversation').filter({ hasText: 'Sandy Guide' }).click();
  const thread = page.getByRole('region', { name: 'Conversation with Sandy Guide' });
  await thread.getByLabel('Reply').fill('Hello!');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, /Queued: it goes out at/)).toBeVisible();
  const banner = page.getByTestId('linkedin-account-status');
  await expect(banner).toContainText('LinkedIn is paused');
  await expect(banner).toContainText(LIMIT_REASON);

  const paused = await openLinkedinSettings(page);
  await expect(paused.getByText('Paused', { exact: true })).toBeVisible();
  await expect(paused.getByTestId('linkedin-pause')).toContainText(LIMIT_REASON);
  await expect(paused.getByTestId('linkedin-pause')).toContainText('Resumes by itself at');
  await screenshotSet(page, 'linkedin-messaging', 'account-paused', async () => {
    await openLinkedinSettings(page);
    await expect(page.getByTestId('linkedin-pause')).toBeVisible();
  });

  // Manual mode: no connector; the inbox says so.
  await paused.getByRole('button', { name: 'Use manual mode' }).click();
  await expect(toast(page, 'LinkedIn: Manual mode')).toBeVisible();
  await expect(paused).toContainText('Each LinkedIn step becomes a task');
  await page.goto('/dashboard/linkedin-messaging');
  await expect(page.getByText('LinkedIn runs in manual mode')).toBeVisible();
});
