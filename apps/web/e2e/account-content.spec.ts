import { chatLists } from '@leadpath/core';
import type { Download, Page } from '@playwright/test';
import { expect, fillLoginForm, test } from './fixtures';
import { createTestUser, type TestUser } from './test-users';

// Each test signs in and loads the dashboard, some twice; give a busy machine room.
test.describe.configure({ timeout: 90_000 });

async function signInAs(page: Page, user: TestUser) {
  await page.goto('/login');
  await fillLoginForm(page, user.email, user.password);
  await page.waitForURL('/dashboard');
}

async function openSection(page: Page, section: string) {
  await page.goto(`/dashboard/settings?section=${section}`);
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible({ timeout: 15_000 });
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot="toast"]').filter({ hasText: text });

async function firstBytes(download: Download, count: number): Promise<number[]> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return [...Buffer.concat(chunks).subarray(0, count)];
}

test.describe('email signature', () => {
  test('the preview follows the typing and the test draft shows under Mailboxes', async ({ page }) => {
    const user = await createTestUser({ name: 'Sigrid Signer' });
    await signInAs(page, user);
    await openSection(page, 'email-signature');
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    const preview = dialog.getByRole('region', { name: 'Signature preview' });

    // The form refuses what the server would refuse.
    await dialog.getByLabel('Logo URL').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Save signature' }).click();
    await expect(dialog.getByText('Logo URL must be an http(s) URL')).toBeVisible();

    await dialog.getByLabel('Logo URL').fill(`${new URL(page.url()).origin}/default-avatar.svg`);
    await dialog.getByLabel('Signature text').fill('Sigrid Signer');
    await expect(preview).toContainText('Sigrid Signer');
    await dialog.getByLabel('Signature text').press('End');
    await dialog.getByLabel('Signature text').pressSequentially('\nHead of Sales');
    await expect(preview).toContainText('Head of Sales');
    await expect(preview.getByRole('img', { name: 'Signature logo' })).toBeVisible();
    await expect(dialog.getByText('27/800 characters')).toBeVisible();

    await dialog.getByRole('button', { name: 'Save signature' }).click();
    await expect(toast(page, 'Signature saved')).toBeVisible();

    await dialog.getByLabel('To', { exact: true }).fill('client@example.com');
    await dialog.getByLabel('Subject').fill('Signature check e2e');
    await dialog.getByRole('button', { name: 'Send test draft' }).click();
    await expect(toast(page, 'Test draft saved for client@example.com')).toBeVisible();
    await dialog.getByRole('link', { name: 'Open Mailboxes' }).click();

    await expect(page).toHaveURL(/\/dashboard\/mailboxes/);
    await expect(page.getByRole('heading', { name: 'Mailboxes', exact: true })).toBeVisible();
    const mail = page.getByRole('article', { name: 'Signature check e2e' });
    await expect(mail).toContainText('Draft');
    await expect(mail).toContainText('To client@example.com');
    await mail.getByText('Signature check e2e').click();
    await expect(mail).toContainText('Head of Sales');
  });
});

test.describe('chat export', () => {
  test('downloads a PDF, a DOCX and a JPG, and refuses an empty selection', async ({ page, signIn }) => {
    await signIn('pro');
    await openSection(page, 'chat-export');
    const dialog = page.getByRole('dialog', { name: 'Settings' });

    await dialog.getByRole('button', { name: 'Download' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Select at least one chat list');

    for (const list of chatLists) await dialog.getByRole('checkbox', { name: list }).check();
    const formats = [
      { format: 'PDF', extension: '.pdf', magic: [0x25, 0x50, 0x44, 0x46] },
      { format: 'DOC', extension: '.docx', magic: [0x50, 0x4b] },
      { format: 'JPG', extension: '.jpg', magic: [0xff, 0xd8] },
    ];
    for (const { format, extension, magic } of formats) {
      await dialog.getByRole('radio', { name: new RegExp(`^${format}`) }).check();
      const downloaded = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Download' }).click();
      const download = await downloaded;
      expect(download.suggestedFilename()).toMatch(new RegExp(`^leadpath-chats-.+\\${extension}$`));
      expect(await firstBytes(download, magic.length)).toEqual(magic);
    }
  });
});

test.describe('team', () => {
  test('an invited second user accepts the link and shows in the members list', async ({ page, browser }) => {
    const lead = await createTestUser({ name: 'Tess Teamlead' });
    const invitee = await createTestUser({ name: 'Ivo Invitee' });
    await signInAs(page, lead);
    await openSection(page, 'team');
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect(dialog.getByText('No team members found')).toBeVisible();

    const teamName = `E2E Crew ${Date.now()}`;
    await dialog.getByLabel('Team name').fill(teamName);
    await dialog.getByLabel('Emails').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Send invites' }).click();
    await expect(dialog.getByText('not-an-email is not a valid email address')).toBeVisible();

    await dialog.getByLabel('Emails').fill(invitee.email);
    await dialog.getByRole('button', { name: 'Send invites' }).click();
    await expect(toast(page, `Invitation sent to ${invitee.email}`)).toBeVisible();
    const members = dialog.getByRole('list', { name: 'Team members' });
    await expect(members.getByRole('listitem')).toHaveCount(1);
    await expect(members).toContainText('Admin');

    // The accept link is in the invitation mail of the outbox.
    await page.goto('/dashboard/mailboxes');
    const mail = page.getByRole('article', {
      name: `Tess Teamlead invited you to join ${teamName} on Leadpath`,
    });
    await mail.getByText(teamName).first().click();
    const inviteLink = await mail.getByRole('link', { name: /\/invite\// }).textContent();
    expect(inviteLink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/invite\/[\w-]{20,}$/);

    const second = await browser.newContext();
    try {
      const other = await second.newPage();
      // Signed out, the link leads to sign-in and back.
      await other.goto(inviteLink!);
      await other.waitForURL(/\/login\?callbackUrl=/);
      await fillLoginForm(other, invitee.email, invitee.password);
      await expect(other.getByRole('status')).toHaveText(`You joined ${teamName}`);
      await other.getByRole('link', { name: 'Open your team' }).click();
      const otherMembers = other.getByRole('list', { name: 'Team members' });
      await expect(otherMembers.getByRole('listitem')).toHaveCount(2);
      // A member without the admin badge gets no member menu.
      await expect(other.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
    } finally {
      await second.close();
    }

    await openSection(page, 'team');
    const invitedRow = members.getByRole('listitem').filter({ hasText: invitee.email });
    await expect(invitedRow).toContainText('Ivo Invitee');
    await expect(invitedRow).not.toContainText('Admin');

    // The team admin's menu: the last admin stays, a member can be promoted.
    await dialog.getByRole('button', { name: 'Actions for Tess Teamlead' }).click();
    await page.getByRole('menuitem', { name: 'Remove admin' }).click();
    await expect(toast(page, 'Failed to perform action')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText('The last admin cannot be removed');
    await dialog.getByRole('button', { name: 'Actions for Ivo Invitee' }).click();
    await page.getByRole('menuitem', { name: 'Make admin' }).click();
    await expect(toast(page, 'Ivo Invitee is now an admin')).toBeVisible();
    await expect(invitedRow).toContainText('Admin');
  });
});
