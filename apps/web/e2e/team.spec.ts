import type { Page } from '@playwright/test';
import { expect, fillLoginForm, test } from './fixtures';
import { createTestUser, type TestUser } from './test-users';

// Two accounts sign in and the dashboard loads several times; give a busy machine room.
test.describe.configure({ timeout: 90_000 });

async function signInAs(page: Page, user: TestUser) {
  await page.goto('/login');
  await fillLoginForm(page, user.email, user.password);
  await page.waitForURL('/dashboard');
}

async function openTeam(page: Page) {
  await page.goto('/dashboard/settings?section=team');
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return dialog;
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot="toast"]').filter({ hasText: text });

/** The accept link of the newest invitation mail to `teamName`, read from the inviter's outbox. */
async function inviteLinkOf(page: Page, inviterName: string, teamName: string): Promise<string> {
  await page.goto('/dashboard/mailboxes');
  const mail = page
    .getByRole('article', { name: `${inviterName} invited you to join ${teamName} on Leadpath` })
    .first();
  await mail.getByText(teamName).first().click();
  const link = await mail.getByRole('link', { name: /\/invite\// }).textContent();
  expect(link).toMatch(/\/invite\/[\w-]{20,}$/);
  return link!;
}

test('a team admin resends and revokes pending invitations, renames the team; a member sees none of it', async ({
  page,
  browser,
}) => {
  const lead = await createTestUser({ name: 'Rhea Lead' });
  const joiner = await createTestUser({ name: 'Jo Joiner' });
  const ghost = 'ghost@example.test';
  await signInAs(page, lead);
  let dialog = await openTeam(page);

  // Inviting founds the team; both invitations are then pending.
  const teamName = `Team Spec ${Date.now()}`;
  await dialog.getByLabel('Team name').fill(teamName);
  await dialog.getByLabel('Emails').fill(`${joiner.email}, ${ghost}`);
  await dialog.getByRole('button', { name: 'Send invites' }).click();
  await expect(toast(page, `Invitations sent to ${joiner.email}, ${ghost}`)).toBeVisible();
  const pending = dialog.getByRole('list', { name: 'Pending invitations' });
  await expect(pending.getByRole('listitem')).toHaveCount(2);
  const ghostRow = pending.getByRole('listitem', { name: ghost });
  await expect(ghostRow).toContainText('Member');
  await expect(ghostRow).toContainText(/Invited .+ · Expires .+/);

  // The signed-in admin's own row says so.
  const members = dialog.getByRole('list', { name: 'Team members' });
  await expect(members.getByRole('listitem').filter({ hasText: lead.email })).toContainText(
    'Rhea Lead (you)',
  );

  // Resend mails a new link; revoke asks first, then the invitation leaves the list.
  await dialog.getByRole('button', { name: `Resend invitation to ${ghost}` }).click();
  await expect(toast(page, `Invitation sent again to ${ghost}`)).toBeVisible();
  await dialog.getByRole('button', { name: `Revoke invitation to ${ghost}` }).click();
  const confirm = page.getByRole('dialog', { name: `Revoke the invitation to ${ghost}?` });
  await confirm.getByRole('button', { name: 'Revoke invitation' }).click();
  await expect(toast(page, `Invitation to ${ghost} revoked`)).toBeVisible();
  await expect(pending.getByRole('listitem')).toHaveCount(1);
  await expect(ghostRow).toHaveCount(0);

  // Rename: a blank name is refused with the schema's text, a good one shows at once.
  await dialog.getByRole('button', { name: 'Rename team' }).click();
  const newName = dialog.getByLabel('New team name');
  await expect(newName).toHaveValue(teamName);
  await newName.fill('   ');
  await dialog.getByRole('button', { name: 'Save name' }).click();
  await expect(dialog.getByText('Please enter a team name')).toBeVisible();
  await expect(newName).toHaveAttribute('aria-invalid', 'true');
  const renamed = `${teamName} Renamed`;
  await newName.fill(renamed);
  await dialog.getByRole('button', { name: 'Save name' }).click();
  await expect(toast(page, `The team is now called ${renamed}`)).toBeVisible();
  await expect(dialog.getByRole('heading', { name: renamed })).toBeVisible();

  // The link mailed again to the joiner joins the renamed team; they see no admin controls.
  await dialog.getByRole('button', { name: `Resend invitation to ${joiner.email}` }).click();
  await expect(toast(page, `Invitation sent again to ${joiner.email}`)).toBeVisible();
  const link = await inviteLinkOf(page, 'Rhea Lead', renamed);
  const second = await browser.newContext();
  try {
    const other = await second.newPage();
    await signInAs(other, joiner);
    await other.goto(link);
    await expect(other.getByRole('status')).toHaveText(`You joined ${renamed}`);
    const otherDialog = await openTeam(other);
    const otherMembers = otherDialog.getByRole('list', { name: 'Team members' });
    await expect(otherMembers.getByRole('listitem')).toHaveCount(2);
    await expect(otherMembers.getByRole('listitem').filter({ hasText: joiner.email })).toContainText(
      'Jo Joiner (you)',
    );
    await expect(otherMembers.getByRole('listitem').filter({ hasText: lead.email })).not.toContainText(
      '(you)',
    );
    await expect(otherDialog.getByRole('heading', { name: 'Pending invitations' })).toHaveCount(0);
    await expect(otherDialog.getByRole('button', { name: /^(Resend|Revoke) invitation/ })).toHaveCount(0);
    await expect(otherDialog.getByRole('button', { name: 'Rename team' })).toHaveCount(0);
  } finally {
    await second.close();
  }

  // Accepted, the invitation is no longer pending.
  dialog = await openTeam(page);
  await expect(
    dialog.getByText('No pending invitations. People you invite show here until they join.'),
  ).toBeVisible();
});

test("a team list that fails to load shows spec §8's text and a Try again that loads it", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const user = await createTestUser({ name: 'Fay Failing' });
  await signInAs(page, user);
  const openSettings = page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('navigation', { name: 'Settings and tools' })
    .getByRole('button', { name: 'Settings' });
  await expect(openSettings).toBeVisible({ timeout: 30_000 });
  // Once the dashboard's own calls are in, the members request fails (matched anywhere in a batch).
  const membersCall = (url: URL) => url.pathname.includes('team.members');
  await page.route(membersCall, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  );
  await openSettings.click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog
    .getByRole('navigation', { name: 'Settings sections' })
    .getByRole('button', { name: 'Team' })
    .click();
  const failure = dialog.getByRole('alert').filter({ hasText: 'Invite team members' });
  await expect(failure).toContainText('Invite team members from the left sidebar to get started', {
    timeout: 30_000,
  });
  await page.unroute(membersCall);
  await failure.getByRole('button', { name: 'Try again' }).click();
  // A user with no team yet: the list's own empty text, and no failure any more.
  await expect(dialog.getByText('No team members found')).toBeVisible();
  await expect(failure).toHaveCount(0);
});
