import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, fillLoginForm, test } from './fixtures';
import { screenshotSet, signUpFreshUser } from './fresh-account';
import { createTestUser } from './test-users';

// Sign-up, settings, a sequence and the engine's first tick: give a busy machine room.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const PASSWORD = 'outreach-pass-1234';
const SCREENSHOTS = 'custom-outreach';

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot="toast"]').filter({ hasText: text });

async function addProspect(
  page: Page,
  prospect: { firstName: string; lastName: string; email: string; phone?: string },
) {
  await page.getByRole('button', { name: 'Add prospect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add prospect' });
  await dialog.getByLabel('First name').fill(prospect.firstName);
  await dialog.getByLabel('Last name').fill(prospect.lastName);
  await dialog.getByLabel('Email').fill(prospect.email);
  if (prospect.phone) await dialog.getByLabel('Phone').fill(prospect.phone);
  await dialog.getByRole('button', { name: 'Add prospect' }).click();
  await expect(toast(page, `${prospect.firstName} ${prospect.lastName} added`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** A 24/7 window (every day, 00:00-23:59) with no gap and no jitter, so the first tick sends. */
async function sendAroundTheClock(page: Page) {
  await page.goto('/dashboard/custom-outreach/settings');
  const form = page.getByRole('form', { name: 'Sending settings' });
  await expect(form).toBeVisible();
  await form.getByLabel('Start time').fill('00:00');
  await form.getByLabel('End time').fill('23:59');
  for (const day of ['Saturday', 'Sunday']) await form.getByRole('checkbox', { name: day }).check();
  await form.getByLabel('Minimum gap (seconds)').fill('0');
  await form.getByLabel('Random jitter (seconds)').fill('0');
  await saveShowing(page, form.getByRole('button', { name: 'Save settings' }), 'Sending settings saved');
}

/**
 * Clicks and sees the toast: watched from before the click, since a busy machine can spend longer
 * in the click (Playwright waits for navigations it may start) than the toast stays on screen.
 */
async function saveShowing(page: Page, button: Locator, text: string) {
  const shown = expect(toast(page, text)).toBeVisible({ timeout: 20_000 });
  await button.click();
  await shown;
}

async function setSignature(page: Page, text: string) {
  await page.goto('/dashboard/settings?section=email-signature');
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  // The signature form asks for a logo: the app's own default avatar serves.
  await dialog.getByLabel('Logo URL').fill(`${new URL(page.url()).origin}/default-avatar.svg`);
  await dialog.getByLabel('Signature text').fill(text);
  await dialog.getByRole('button', { name: 'Save signature' }).click();
  await expect(toast(page, 'Signature saved')).toBeVisible();
  await page.keyboard.press('Escape');
}

test('a three-step sequence with A/B variants: enrolled from Prospects, previewed, started, first email in Mailboxes', async ({
  page,
}) => {
  await signUpFreshUser(page, { name: 'Olive Outreach', prefix: 'outreach', password: PASSWORD });

  await page.goto('/dashboard/prospects');
  const prospects = [
    { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.lovelace@example.com' },
    { firstName: 'Grace', lastName: 'Hopper', email: 'grace.hopper@example.com' },
  ];
  for (const prospect of prospects) await addProspect(page, prospect);

  await sendAroundTheClock(page);
  await screenshotSet(page, SCREENSHOTS, 'sending-settings', async () => {
    await page.goto('/dashboard/custom-outreach/settings');
    // The warmup's day-by-day ramp, drawn while it is on (not saved: the test sends uncapped).
    await page.getByRole('switch', { name: 'Warm up the daily cap' }).click();
    await expect(page.getByTestId('warmup-ramp')).toContainText('Day 1: 10 emails, rising by 5 a day');
  });
  await setSignature(page, 'Olive Outreach\nHead of Growth');

  // The empty list, then the editor.
  await page.goto('/dashboard/custom-outreach');
  await expect(page.getByText('No sequences yet')).toBeVisible();
  await screenshotSet(page, SCREENSHOTS, 'sequences-empty', async () => {
    await page.goto('/dashboard/custom-outreach');
    await expect(page.getByText('No sequences yet')).toBeVisible();
  });
  await page.getByRole('link', { name: 'New sequence' }).click();
  const editor = page.getByRole('form', { name: 'Sequence editor' });
  await editor.getByLabel('Sequence name').fill('Founders intro');

  // Step 1: an automatic email, variants A and B.
  const step1 = editor.getByRole('listitem').filter({ has: page.getByText('Step 1', { exact: true }) });
  await step1.getByLabel('Subject', { exact: true }).fill('Hello {{prospect_first_name}}');
  await step1.getByLabel('Body', { exact: true }).fill('Hi {{prospect_first_name}}, this is ');
  await step1.getByRole('button', { name: /Insert a placeholder in the body of step 1, variant A/ }).click();
  await page.getByRole('menuitem', { name: /\{\{my_name\}\}/ }).click();
  await expect(step1.getByLabel('Body', { exact: true })).toHaveValue(
    'Hi {{prospect_first_name}}, this is {{my_name}}',
  );
  await step1.getByRole('button', { name: 'Add variant B' }).click();
  await step1.getByLabel('Subject (variant B)').fill('Quick question, {{prospect_first_name}}');
  await step1.getByLabel('Body (variant B)').fill('Hello {{prospect_first_name}}, {{my_name}} here.');

  // Step 2: a call task a day later.
  await editor.getByRole('button', { name: 'Add step' }).click();
  const step2 = editor.getByRole('listitem').filter({ has: page.getByText('Step 2', { exact: true }) });
  await step2.getByLabel('Step type').selectOption({ label: 'Call' });
  await step2.getByLabel('Days after previous step').fill('1');
  await step2.getByLabel('Call notes').fill('Ask {{prospect_first_name}} about the intro email.');

  // Step 3: an email in the same thread.
  await editor.getByRole('button', { name: 'Add step' }).click();
  const step3 = editor.getByRole('listitem').filter({ has: page.getByText('Step 3', { exact: true }) });
  await step3.getByRole('checkbox', { name: 'Reply in the same thread as the previous email' }).check();
  await step3.getByLabel('Body', { exact: true }).fill('Following up, {{prospect_first_name}}.');
  await screenshotSet(page, SCREENSHOTS, 'sequence-editor', async () => {
    await expect(editor).toBeVisible();
  });

  await editor.getByRole('button', { name: 'Create sequence' }).click();
  await expect(toast(page, 'Sequence created')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Founders intro' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveCount(3);
  const sequenceUrl = page.url();

  // Enroll from the Prospects list: the selection, with the schedule preview before starting.
  await page.goto('/dashboard/prospects');
  for (const prospect of prospects)
    await page.getByRole('checkbox', { name: `Select ${prospect.firstName} ${prospect.lastName}` }).check();
  await page.getByRole('button', { name: 'Enroll in sequence' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enroll in a sequence' });
  await expect(dialog.getByLabel('Sequence', { exact: true })).toHaveValue(/.+/);
  const preview = dialog.getByRole('table', { name: 'Schedule preview' });
  await expect(preview).toBeVisible();
  for (const prospect of prospects)
    await expect(preview.getByText(`${prospect.firstName} ${prospect.lastName}`).first()).toBeVisible();
  await expect(preview).toContainText('Automatic email');
  await expect(preview).toContainText('Call');
  await screenshotSet(page, SCREENSHOTS, 'enroll-dialog', async () => {
    await expect(preview).toBeVisible();
  });
  await dialog.getByRole('button', { name: 'Enroll and start' }).click();
  await expect(toast(page, '2 prospects enrolled in Founders intro')).toBeVisible();

  // The engine's tick (inline, every second) sends the first email into the local outbox.
  await page.goto('/dashboard/mailboxes');
  const firstEmail = page.getByRole('article', { name: /^(Hello Ada|Quick question, Ada)$/ });
  await expect(async () => {
    await page.reload();
    await expect(firstEmail).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await firstEmail.locator('summary').click();
  await expect(firstEmail).toContainText('To ada.lovelace@example.com');
  await expect(firstEmail).toContainText(/Hi Ada, this is Olive Outreach|Hello Ada, Olive Outreach here\./);
  await expect(firstEmail).toContainText('Head of Growth');
  await expect(firstEmail).not.toContainText('{{');

  // Results count the send.
  await page.goto(sequenceUrl);
  await page.getByRole('tab', { name: 'Results' }).click();
  await expect(async () => {
    const sent = Number(await page.getByTestId('total-sent').textContent());
    expect(sent).toBeGreaterThanOrEqual(1);
  }).toPass({ timeout: 30_000 });
  // A manual "mark as replied" finishes that enrollment.
  await page.getByRole('tab', { name: 'Enrollments' }).click();
  const enrollments = page.getByRole('table', { name: 'Enrollments' });
  await expect(enrollments).toContainText('Ada Lovelace');
  await enrollments.getByRole('button', { name: 'Actions for Grace Hopper' }).click();
  await page.getByRole('menuitem', { name: 'Mark as replied' }).click();
  await expect(toast(page, 'Marked as replied')).toBeVisible();
  await expect(enrollments.getByRole('row', { name: /Grace Hopper/ })).toContainText('Replied');

  // Pause and resume one prospect, then the whole sequence.
  const ada = enrollments.getByRole('row', { name: /Ada Lovelace/ });
  await enrollments.getByRole('button', { name: 'Actions for Ada Lovelace' }).click();
  await page.getByRole('menuitem', { name: 'Pause' }).click();
  await expect(toast(page, 'Enrollment paused')).toBeVisible();
  await expect(ada).toContainText('Paused');
  await enrollments.getByRole('button', { name: 'Actions for Ada Lovelace' }).click();
  await page.getByRole('menuitem', { name: 'Resume' }).click();
  await expect(toast(page, 'Enrollment resumed')).toBeVisible();
  await expect(ada).toContainText('Active');
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(toast(page, 'Founders intro is paused')).toBeVisible();
  await page.getByRole('button', { name: 'Resume', exact: true }).click();
  await expect(toast(page, 'Founders intro is running')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await screenshotSet(page, SCREENSHOTS, 'sequence-enrollments', async () => {
    await page.goto(sequenceUrl);
    await page.getByRole('tab', { name: 'Enrollments' }).click();
    await expect(enrollments).toBeVisible();
  });
  await screenshotSet(page, SCREENSHOTS, 'sequence-results', async () => {
    await page.goto(sequenceUrl);
    await page.getByRole('tab', { name: 'Results' }).click();
    await expect(page.getByTestId('total-sent')).toBeVisible();
  });
  await screenshotSet(page, SCREENSHOTS, 'sequence-schedule', async () => {
    await page.goto(sequenceUrl);
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Schedule' })).toBeVisible();
  });
  await screenshotSet(page, SCREENSHOTS, 'tasks', async () => {
    await page.goto('/dashboard/custom-outreach/tasks');
    await expect(page.getByText('No tasks due')).toBeVisible();
  });

  // The prospect drawer shows the timeline.
  await page.goto('/dashboard/prospects');
  await page.getByRole('link', { name: 'Ada Lovelace' }).click();
  const activity = page.getByRole('list', { name: 'Outreach activity' });
  await expect(activity).toContainText('Enrolled');
  await expect(activity).toContainText('Email sent');
  await expect(activity).toContainText('Founders intro');
  await screenshotSet(page, SCREENSHOTS, 'prospect-activity', async () => {
    await expect(activity).toBeVisible();
  });

  await screenshotSet(page, SCREENSHOTS, 'sequences-list', async () => {
    await page.goto('/dashboard/custom-outreach');
    await expect(page.getByRole('table', { name: 'Sequences' })).toBeVisible();
  });
});

test('an unknown placeholder is refused at its field, with the server message', async ({ page }) => {
  const user = await createTestUser({ name: 'Uma Unknown', role: 'Pro' });
  await page.goto('/login');
  await fillLoginForm(page, user.email, user.password);
  await page.waitForURL('/dashboard');

  await page.goto('/dashboard/custom-outreach/new');
  const editor = page.getByRole('form', { name: 'Sequence editor' });
  await editor.getByLabel('Sequence name').fill('Typo check');
  await editor.getByLabel('Subject', { exact: true }).fill('Hi {{prospect_first_name}}');
  await editor.getByLabel('Body', { exact: true }).fill('Dear {{first_name}}, hello.');
  await editor.getByRole('button', { name: 'Create sequence' }).click();

  const body = editor.getByLabel('Body', { exact: true });
  await expect(editor.getByText('Unknown placeholder {{first_name}}')).toBeVisible();
  await expect(body).toHaveAttribute('aria-invalid', 'true');
  await expect(body).toHaveAccessibleDescription('Unknown placeholder {{first_name}}');
  await expect(body).toBeFocused();
  await screenshotSet(page, SCREENSHOTS, 'unknown-placeholder', async () => {
    await expect(editor.getByText('Unknown placeholder {{first_name}}')).toBeVisible();
  });

  // Fixing the field clears its message; nothing was saved meanwhile.
  await body.fill('Dear {{prospect_first_name}}, hello.');
  await expect(editor.getByText('Unknown placeholder {{first_name}}')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Typo check' })).toHaveCount(0);

  // Saved once fixed; edited in the Steps tab (the same check applies); then deleted.
  await editor.getByRole('button', { name: 'Create sequence' }).click();
  await expect(toast(page, 'Sequence created')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Typo check' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit steps' }).click();
  const edit = page.getByRole('form', { name: 'Sequence editor' });
  await edit.getByLabel('Subject', { exact: true }).fill('Hi {{firstname}}');
  await edit.getByRole('button', { name: 'Save sequence' }).click();
  await expect(edit.getByLabel('Subject', { exact: true })).toHaveAccessibleDescription(
    'Unknown placeholder {{firstname}}',
  );
  await edit.getByLabel('Subject', { exact: true }).fill('Hi {{prospect_first_name}}, a question');
  await edit.getByLabel('Sequence name').fill('Typo fixed');
  await edit.getByRole('button', { name: 'Save sequence' }).click();
  await expect(toast(page, 'Sequence saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Typo fixed' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Steps' })).toContainText(
    'Hi {{prospect_first_name}}, a question',
  );

  await page.getByRole('button', { name: 'Delete sequence' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Typo fixed?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Sequence deleted')).toBeVisible();
  await expect(page.getByText('No sequences yet')).toBeVisible();
});

test('enrolling every prospect of the list opens a call task, done from Tasks', async ({ page }) => {
  const user = await createTestUser({ name: 'Tom Tasks', role: 'Starter' });
  await page.goto('/login');
  await fillLoginForm(page, user.email, user.password);
  await page.waitForURL('/dashboard');

  await page.goto('/dashboard/prospects');
  await addProspect(page, {
    firstName: 'Linus',
    lastName: 'Torvalds',
    email: 'linus@example.com',
    phone: '+1 555 0100',
  });
  await sendAroundTheClock(page);

  await page.goto('/dashboard/custom-outreach/new');
  const editor = page.getByRole('form', { name: 'Sequence editor' });
  await editor.getByLabel('Sequence name').fill('Call first');
  await editor.getByLabel('Step type').selectOption({ label: 'Call' });
  await editor.getByLabel('Call notes').fill('Call {{prospect_first_name}} at {{prospect_company_name}}');
  await editor.getByRole('button', { name: 'Create sequence' }).click();
  await expect(toast(page, 'Sequence created')).toBeVisible();

  // No selection: the list's filter (here, everyone) is enrolled.
  await page.goto('/dashboard/prospects');
  await page.getByRole('button', { name: 'Enroll all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enroll in a sequence' });
  await expect(dialog).toContainText('Enroll all 1 prospect matching the current filter.');
  const preview = dialog.getByRole('table', { name: 'Schedule preview' });
  await expect(preview).toContainText('Linus Torvalds');
  // Linus has no company: the step is flagged before it is due, not done with a blank.
  await expect(preview).toContainText('No value for {{prospect_company_name}}');
  await dialog.getByRole('button', { name: 'Enroll and start' }).click();
  await expect(toast(page, '1 prospect enrolled in Call first')).toBeVisible();

  await page.goto('/dashboard/custom-outreach/tasks');
  const task = page.getByRole('article', { name: 'Call: Linus Torvalds' });
  await expect(async () => {
    await page.reload();
    await expect(task).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(task).toContainText('Call Linus at');
  // A call task offers the prospect's phone as a tel: link.
  await expect(task.getByRole('link', { name: 'Call +1 555 0100' })).toHaveAttribute(
    'href',
    'tel:+1 555 0100',
  );
  await screenshotSet(page, SCREENSHOTS, 'tasks-open', async () => {
    await expect(task).toBeVisible();
  });
  await task.getByRole('button', { name: 'Mark done' }).click();
  await expect(toast(page, 'Task done')).toBeVisible();
  await expect(page.getByText('No tasks due')).toBeVisible();
});

test('the expired trial sees the upgrade state', async ({ page, signIn }) => {
  await signIn('expired');
  await page.goto('/dashboard/custom-outreach');
  const prompt = page.locator('[data-slot="upgrade-prompt"]');
  await expect(prompt).toContainText('Pick a plan to use this feature');
  await expect(prompt.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('link', { name: 'New sequence' })).toHaveCount(0);
  await screenshotSet(page, SCREENSHOTS, 'upgrade', async () => {
    await page.goto('/dashboard/custom-outreach');
    await expect(prompt).toBeVisible();
  });
});

test('the unsubscribe line is worded in Sending settings; a sequence whose prospects all finished says Completed', async ({
  page,
}) => {
  const user = await createTestUser({ name: 'Una Unsubscribe', role: 'Starter' });
  await page.goto('/login');
  await fillLoginForm(page, user.email, user.password);
  await page.waitForURL('/dashboard');
  await page.goto('/dashboard/prospects');
  await addProspect(page, { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' });
  await sendAroundTheClock(page);

  // The line must keep its link: refused at the field with the server's rule, then saved.
  const form = page.getByRole('form', { name: 'Sending settings' });
  const line = form.getByLabel('Wording');
  await expect(line).toHaveValue('Not interested? Unsubscribe here: {{unsubscribe_link}}');
  await line.fill('Reply STOP to stop');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(
    form.getByText('Keep {{unsubscribe_link}} in the line: it is where the recipient unsubscribes'),
  ).toBeVisible();
  await expect(line).toHaveAttribute('aria-invalid', 'true');
  await line.fill('No more emails? {{unsubscribe_link}}');
  await saveShowing(page, form.getByRole('button', { name: 'Save settings' }), 'Sending settings saved');
  await page.reload();
  await expect(page.getByRole('form', { name: 'Sending settings' }).getByLabel('Wording')).toHaveValue(
    'No more emails? {{unsubscribe_link}}',
  );

  // A one-step sequence: once its only email went out, every enrollment has finished.
  await page.goto('/dashboard/custom-outreach/new');
  const editor = page.getByRole('form', { name: 'Sequence editor' });
  await editor.getByLabel('Sequence name').fill('One and done');
  await editor.getByLabel('Subject', { exact: true }).fill('Hello {{prospect_first_name}}');
  await editor.getByLabel('Body', { exact: true }).fill('Hi {{prospect_first_name}}, one question.');
  await editor.getByRole('button', { name: 'Create sequence' }).click();
  await expect(toast(page, 'Sequence created')).toBeVisible();
  await page.goto('/dashboard/prospects');
  await page.getByRole('button', { name: 'Enroll all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enroll in a sequence' });
  await dialog.getByRole('button', { name: 'Enroll and start' }).click();
  await expect(toast(page, '1 prospect enrolled in One and done')).toBeVisible();

  await page.goto('/dashboard/custom-outreach');
  const row = page.getByRole('row').filter({ hasText: 'One and done' });
  await expect(async () => {
    await page.reload();
    await expect(row.getByText('Completed', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(row.getByText('Active', { exact: true })).toHaveCount(0);
  await row.getByRole('link', { name: 'One and done' }).click();
  await expect(page.getByRole('heading', { name: 'One and done' })).toBeVisible();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  await screenshotSet(page, SCREENSHOTS, 'sequence-page-completed', async () => {
    await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  });
});
