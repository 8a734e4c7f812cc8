import type { APIResponse, Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { screenshotSet, signUpFreshUser } from './fresh-account';

// Sign-up, a sequence and the engine's first tick (inline, every second): give a busy machine room.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const PASSWORD = 'replies-pass-1234';

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot="toast"]').filter({ hasText: text });

/** A same-origin REST call with the page's session, as the app's own pages make it. */
async function api(page: Page, method: 'POST' | 'PATCH', path: string, data: unknown) {
  const origin = new URL(page.url()).origin;
  const response: APIResponse = await page.request.fetch(path, { method, data, headers: { origin } });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: string };
}

test('a sequence mail in Mailboxes: a simulated reply finishes the enrollment as Replied and is threaded; an out-of-office does not stop it', async ({
  page,
}) => {
  await signUpFreshUser(page, { name: 'Rhea Replies', prefix: 'replies', password: PASSWORD });

  // Setup through the REST API (the Custom outreach screens have their own spec): a 24/7 window, two
  // prospects, and a sequence of an email with a follow-up three days later (so the enrollment is
  // still running when the answer comes: a one-email sequence completes as soon as it sends).
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
    name: 'Replies demo',
    steps: [
      {
        kind: 'auto_email',
        variants: [
          { subject: 'Hello {{prospect_first_name}}', body: 'Hi {{prospect_first_name}}, a short question.' },
        ],
      },
      {
        kind: 'auto_email',
        delayDays: 3,
        sameThread: true,
        variants: [{ body: 'Following up on my question.' }],
      },
    ],
  });
  await api(page, 'POST', `/api/sequences/${sequence.id}/activate`, {});
  await api(page, 'POST', `/api/sequences/${sequence.id}/enrollments`, { prospectIds: [ada.id, otto.id] });

  // The engine's tick sends the first emails into the local outbox.
  await page.goto('/dashboard/mailboxes');
  const toAda = page.getByRole('article', { name: 'Hello Ada' });
  const toOtto = page.getByRole('article', { name: 'Hello Otto' });
  // Both first emails: a tick may send one and leave the other to the next (a CI run once had only Ada's).
  await expect(async () => {
    await page.reload();
    await expect(toAda).toBeVisible({ timeout: 2_000 });
    await expect(toOtto).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByText('No replies yet. When a prospect answers a sequence email')).toBeVisible();

  // Ada replies.
  await toAda.locator('summary').click();
  await toAda.getByRole('button', { name: 'Show the conversation' }).click();
  const adaThread = toAda.getByRole('region', { name: 'Conversation' });
  await expect(adaThread.getByText('No reply yet.')).toBeVisible();
  await expect(adaThread).toContainText('Replies demo: Active');
  await adaThread.getByLabel('Simulate an answer (demo)').selectOption('reply');
  await adaThread.getByRole('button', { name: 'Simulate a reply' }).click();
  await expect(toast(page, 'Reply received: the sequence stopped for this prospect')).toBeVisible();
  await expect(adaThread).toContainText('Replies demo: Finished: Replied');
  const adaEntries = adaThread.getByRole('list', { name: 'Thread' }).getByRole('listitem');
  await expect(adaEntries).toHaveCount(2);
  await expect(adaEntries.nth(0)).toHaveAccessibleName('Sent: Hello Ada');
  await expect(adaEntries.nth(1)).toHaveAccessibleName('Received: Re: Hello Ada');
  await expect(adaEntries.nth(1)).toContainText('From ada.answer@example.com');
  await expect(adaEntries.nth(1)).toContainText('Reply');
  await expect(adaEntries.nth(1)).toContainText('could we talk on Thursday?');

  // Otto is away: his enrollment goes on.
  await toOtto.locator('summary').click();
  await toOtto.getByRole('button', { name: 'Show the conversation' }).click();
  const ottoThread = toOtto.getByRole('region', { name: 'Conversation' });
  await ottoThread.getByLabel('Simulate an answer (demo)').selectOption('out_of_office');
  await ottoThread.getByRole('button', { name: 'Simulate a reply' }).click();
  await expect(toast(page, 'Out-of-office answer received: the sequence goes on')).toBeVisible();
  await expect(
    ottoThread.getByRole('listitem', { name: 'Received: Automatic reply: Hello Otto' }),
  ).toContainText('Out of office');
  await expect(ottoThread).toContainText('Replies demo: Active');

  // What came back, in the inbox: the reply under Replies, the out-of-office answer apart.
  const inbox = page.getByRole('region', { name: /^Inbox/ });
  const replies = inbox.getByRole('list', { name: 'Replies' });
  await expect(replies.getByRole('listitem')).toHaveCount(1);
  await expect(replies).toContainText('Re: Hello Ada');
  await inbox.getByRole('tab', { name: /Bounces and auto-replies/ }).click();
  await expect(inbox.getByRole('list', { name: 'Bounces and auto-replies' })).toContainText(
    'Automatic reply: Hello Otto',
  );

  // The sequence's enrollments say the same.
  await page.goto(`/dashboard/custom-outreach/${sequence.id}`);
  await page.getByRole('tab', { name: 'Enrollments' }).click();
  const enrollments = page.getByRole('table', { name: 'Enrollments' });
  await expect(enrollments.getByRole('row', { name: /Ada Answer/ })).toContainText('Replied');
  await expect(enrollments.getByRole('row', { name: /Otto Away/ })).toContainText('Active');

  await screenshotSet(page, 'mailboxes-replies', 'conversation', async () => {
    await page.goto('/dashboard/mailboxes');
    const article = page.getByRole('article', { name: 'Hello Ada' });
    await article.locator('summary').click();
    await article.getByRole('button', { name: 'Show the conversation' }).click();
    await expect(article.getByRole('region', { name: 'Conversation' })).toContainText('Finished: Replied');
  });
});
