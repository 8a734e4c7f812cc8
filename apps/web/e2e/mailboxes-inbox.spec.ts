import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIResponse, Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { screenshotSet, signUpFreshUser, takesScreenshots } from './fresh-account';

// Sign-up, a sequence, the engine's first tick and a LinkedIn sync: give a busy machine room.
test.describe.configure({ timeout: 480_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const PASSWORD = 'inbox-pass-1234';

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot="toast"]').filter({ hasText: text });

/** A same-origin REST call with the page's session, as the app's own pages make it. */
async function api<T = { id: string }>(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  data?: unknown,
) {
  const origin = new URL(page.url()).origin;
  const response: APIResponse = await page.request.fetch(path, { method, data, headers: { origin } });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The issue's screenshots: the set screenshotSet takes, copied to docs/screenshots/mailboxes-<name>-<width>-<theme>.png. */
async function issueScreenshots(page: Page, name: string, open: () => Promise<void>) {
  await screenshotSet(page, 'mailboxes-inbox', name, open);
  if (!takesScreenshots()) return; // screenshotSet only opened the state: no pictures to copy
  const from = join(process.cwd(), 'test-results', 'mailboxes-inbox');
  const to = join(process.cwd(), 'docs', 'screenshots');
  mkdirSync(to, { recursive: true });
  for (const file of readdirSync(from).filter((file) => file.startsWith(`${name}-`)))
    copyFileSync(join(from, file), join(to, `mailboxes-${file}`));
}

test('Mailboxes is an inbox: replies first (email and LinkedIn), unread until opened, answered in the thread and kept in the outbox', async ({
  page,
}) => {
  await signUpFreshUser(page, { name: 'Ines Inbox', prefix: 'inbox', password: PASSWORD });

  // Nothing came back yet: the inbox says what will appear there.
  await page.goto('/dashboard/mailboxes');
  const inbox = page.getByRole('region', { name: /^Inbox/ });
  await expect(inbox.getByText('No replies yet. When a prospect answers a sequence email')).toBeVisible();
  await issueScreenshots(page, 'inbox-empty', async () => {
    await page.goto('/dashboard/mailboxes');
    await expect(inbox.getByText('No replies yet.')).toBeVisible();
  });

  // Setup through the REST API: a 24/7 window, two prospects, a two-email sequence (still running
  // when the answers come), and the LinkedIn sandbox, whose first sync brings an unread message.
  await api(page, 'PATCH', '/api/outreach/settings', {
    startTime: '00:00',
    endTime: '23:59',
    excludedDays: [],
    minGapSeconds: 0,
    jitterSeconds: 0,
  });
  const ada = await api(page, 'POST', '/api/prospects', {
    firstName: 'Ada',
    lastName: 'Answer',
    email: 'ada.answer@example.com',
  });
  const otto = await api(page, 'POST', '/api/prospects', {
    firstName: 'Otto',
    lastName: 'Away',
    email: 'otto.away@example.com',
  });
  const sequence = await api(page, 'POST', '/api/sequences', {
    name: 'Inbox demo',
    steps: [
      {
        kind: 'auto_email',
        variants: [
          { subject: 'Hello {{prospect_first_name}}', body: 'Hi {{prospect_first_name}}, a short question.' },
        ],
      },
      { kind: 'auto_email', delayDays: 3, sameThread: true, variants: [{ body: 'Following up.' }] },
    ],
  });
  await api(page, 'POST', `/api/sequences/${sequence.id}/activate`, {});
  await api(page, 'POST', `/api/sequences/${sequence.id}/enrollments`, { prospectIds: [ada.id, otto.id] });
  type Outbox = { messages: { id: string; subject: string }[] };
  let sent: Outbox['messages'] = [];
  await expect(async () => {
    sent = (await api<Outbox>(page, 'GET', '/api/mailboxes/outbox?kind=sent')).messages;
    expect(
      sent
        .map((mail) => mail.subject)
        .filter((subject) => subject.startsWith('Hello'))
        .sort(),
    ).toEqual(['Hello Ada', 'Hello Otto']);
  }).toPass({ timeout: 60_000 });
  const mailTo = (subject: string) => sent.find((mail) => mail.subject === subject)?.id ?? '';
  await api(page, 'POST', `/api/mailboxes/messages/${mailTo('Hello Ada')}/simulate-reply`, { kind: 'reply' });
  await api(page, 'POST', `/api/mailboxes/messages/${mailTo('Hello Otto')}/simulate-reply`, {
    kind: 'out_of_office',
  });
  await api(page, 'POST', '/api/linkedin/account', { kind: 'sandbox' });
  await api(page, 'POST', '/api/linkedin/account/sync', {});

  // Replies first: the inbox sits above the mailboxes and the outbox, with two unread replies.
  await page.goto('/dashboard/mailboxes');
  await expect(inbox.getByRole('heading', { name: /Inbox\s*2 unread replies/ })).toBeVisible();
  const inboxTop = (await inbox.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  const outboxTop = (await page.getByRole('heading', { name: 'Outbox' }).boundingBox())?.y ?? 0;
  expect(inboxTop).toBeLessThan(outboxTop);
  const replies = inbox.getByRole('list', { name: 'Replies' });
  await expect(replies.getByRole('listitem')).toHaveCount(2);
  const adaRow = replies.getByRole('button', { name: /: Re: Hello Ada$/ });
  await expect(adaRow).toHaveAccessibleName(/^Unread: /);
  await expect(
    replies.getByRole('button', { name: /^Unread: Sandy Guide: LinkedIn conversation$/ }),
  ).toBeVisible();
  // The out-of-office answer is kept apart, unread too.
  await expect(inbox.getByRole('tab', { name: /Bounces and auto-replies\s*1 unread/ })).toBeVisible();
  await issueScreenshots(page, 'inbox-unread', async () => {
    await page.goto('/dashboard/mailboxes');
    await expect(inbox.getByRole('heading', { name: /2 unread replies/ })).toBeVisible();
  });

  // Opening Ada's reply shows the thread and marks it read (kept in the database: a reload agrees).
  await adaRow.click();
  const thread = inbox.getByRole('region', { name: 'Conversation: Re: Hello Ada' });
  const entries = thread.getByRole('list', { name: 'Thread' }).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toHaveAccessibleName('Sent: Hello Ada');
  await expect(entries.nth(1)).toHaveAccessibleName('Received: Re: Hello Ada');
  await expect(inbox.getByRole('heading', { name: /Inbox\s*1 unread reply/ })).toBeVisible();
  await page.reload();
  await expect(inbox.getByRole('heading', { name: /Inbox\s*1 unread reply/ })).toBeVisible();
  await expect(replies.getByRole('button', { name: /: Re: Hello Ada$/ })).not.toHaveAccessibleName(/^Unread/);

  // Answering: an empty answer is refused where it was typed; a real one goes out in the thread.
  await replies.getByRole('button', { name: /: Re: Hello Ada$/ }).click();
  const form = thread.getByRole('form', { name: 'Reply' });
  await expect(form.getByText('ada.answer@example.com', { exact: true })).toBeVisible();
  await expect(form.getByText('Re: Hello Ada', { exact: true })).toBeVisible();
  await expect(form).toContainText('your reply is kept in the local outbox, from your own address');
  await form.getByRole('button', { name: 'Send reply' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please write your reply');
  await form.getByLabel('Your reply').fill('Thursday at 10 works for me. Talk soon!');
  await issueScreenshots(page, 'inbox-reply', async () => {
    await page.goto('/dashboard/mailboxes');
    await replies.getByRole('button', { name: /: Re: Hello Ada$/ }).click();
    await thread
      .getByRole('form', { name: 'Reply' })
      .getByLabel('Your reply')
      .fill('Thursday at 10 works for me. Talk soon!');
    // Filling scrolled the page: the full-page picture starts from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
  });
  await page.goto('/dashboard/mailboxes');
  await replies.getByRole('button', { name: /: Re: Hello Ada$/ }).click();
  await form.getByLabel('Your reply').fill('Thursday at 10 works for me. Talk soon!');
  await form.getByRole('button', { name: 'Send reply' }).click();
  await expect(toast(page, 'Reply sent')).toBeVisible();
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(2)).toHaveAccessibleName('Sent: Re: Hello Ada');
  await expect(entries.nth(2)).toContainText('Thursday at 10 works for me.');
  // Recorded in the outbox.
  await expect(page.getByRole('article', { name: 'Re: Hello Ada' })).toBeVisible();

  // Unread again on demand.
  await thread.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(inbox.getByRole('heading', { name: /Inbox\s*2 unread replies/ })).toBeVisible();

  // The LinkedIn conversation opens here too, and is read once opened.
  await replies.getByRole('button', { name: /Sandy Guide: LinkedIn conversation$/ }).click();
  await expect(inbox.getByRole('region', { name: 'Conversation: Sandy Guide' })).toContainText(
    'Welcome to the LinkedIn sandbox!',
  );
  await expect(inbox.getByRole('heading', { name: /Inbox\s*1 unread reply/ })).toBeVisible();
});
