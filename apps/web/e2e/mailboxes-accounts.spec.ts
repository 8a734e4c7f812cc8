import { expect, fillLoginForm, test } from './fixtures';
import { createTestUser } from './test-users';

test('connects Google under Integrations (sandbox consent), adds it as a mailbox, sends a test that lands in the outbox', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await createTestUser({ role: 'Pro', name: 'Gail Google' });
  await page.goto('/login');
  await fillLoginForm(page, user.email, user.password);
  await page.waitForURL('/dashboard');

  // Before Google is connected, the dialog says where to connect it.
  await page.goto('/dashboard/mailboxes');
  await expect(page.getByRole('heading', { name: 'Sending mailboxes' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Connect mailbox' }).click();
  let dialog = page.getByRole('dialog', { name: 'Connect a mailbox' });
  await expect(dialog.getByText('Connect Google under Integrations first')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Use my Google account' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Connect Google through the sandbox consent page.
  await page.goto('/dashboard/integrations');
  await page
    .getByRole('article', { name: 'Google', exact: true })
    .getByRole('button', { name: 'Connect Google' })
    .click();
  await expect(page).toHaveURL(/\/connect\/sandbox\/google\?session=/);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByText('Google connected successfully')).toBeVisible();

  // Add it as a mailbox with a daily cap of 25.
  await page.goto('/dashboard/mailboxes');
  await expect(page.getByRole('heading', { name: 'Sending mailboxes' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Connect mailbox' }).click();
  dialog = page.getByRole('dialog', { name: 'Connect a mailbox' });
  await dialog.getByLabel('Daily cap').fill('25');
  await expect(dialog.getByText('Connect Outlook under Integrations first')).toBeVisible();
  await dialog.getByRole('button', { name: 'Use my Google account' }).click();
  await expect(page.getByText('Mailbox connected').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const label = `Google (${user.email.toLowerCase()})`;
  const card = page.getByRole('article', { name: label });
  await expect(card).toBeVisible();
  await expect(card.getByText(`Gail Google <${user.email.toLowerCase()}>`)).toBeVisible();
  await expect(card.getByText('Google account (Gmail)')).toBeVisible();
  await expect(card.getByText('Daily cap 25', { exact: false })).toBeVisible();

  // Send test: in the sandbox it is recorded in the outbox as sent through this mailbox.
  await card.getByRole('button', { name: 'Send test' }).click();
  await card.getByLabel('Send a test message to').fill('me@example.test');
  await card.getByRole('button', { name: 'Send test' }).click();
  await expect(card.getByText('Test message sent to me@example.test')).toBeVisible();
  const mails = page.getByRole('list', { name: 'Mails' });
  const sent = mails.getByRole('article', { name: 'Leadpath test message' });
  await expect(sent).toBeVisible();
  await expect(sent.getByText('To me@example.test')).toBeVisible();
});
