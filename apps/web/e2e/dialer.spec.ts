import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { createTestUser } from './test-users';

// A fresh account, four prospects and a session on a busy machine.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot="toast"]').filter({ hasText: text });

/** A zone whose clock is inside the default calling hours (8:00-21:00) now, and one whose clock is outside. */
function zonesByHour(): { open: string; closed: string } {
  const candidates = [
    'UTC',
    'Asia/Tokyo',
    'America/Los_Angeles',
    'Europe/Berlin',
    'Asia/Kolkata',
    'Pacific/Honolulu',
  ];
  const hourIn = (zone: string) =>
    Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(
        new Date(),
      ),
    );
  const open = candidates.find((zone) => hourIn(zone) >= 9 && hourIn(zone) <= 19);
  const closed = candidates.find((zone) => hourIn(zone) < 7 || hourIn(zone) >= 22);
  if (!open || !closed) throw new Error('no open and closed zone among the candidates');
  return { open, closed };
}

async function addProspect(page: Page, firstName: string, phone: string, timeZone: string) {
  const response = await page.request.post('/api/prospects', {
    data: {
      firstName,
      lastName: 'Dialer',
      email: `${firstName.toLowerCase()}@dialer.example`,
      phone,
      timeZone,
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(200);
}

test('a Pro user works a session: skipped outside calling hours, a required disposition, notes, Skip and Next', async ({
  page,
  signIn,
}) => {
  const user = await createTestUser({ name: 'Dora Dialer', role: 'Pro' });
  await signIn(user.email, { password: user.password, callbackUrl: '/dashboard/dialer' });
  const { open, closed } = zonesByHour();
  await addProspect(page, 'Nightowl', '+81 3 1234 5678', closed);
  await addProspect(page, 'Cara', '+44 20 7946 0001', open);
  await addProspect(page, 'Bo', '+44 20 7946 0002', open);
  await addProspect(page, 'Abe', '+44 20 7946 0003', open);
  await page.reload();

  await expect(page.getByRole('heading', { name: 'Power Dialer' })).toBeVisible();
  // The team edits its dispositions and script here; a bad entry is refused at its field.
  const dispositions = page.locator('[data-slot="dispositions"]');
  await dispositions.getByRole('button', { name: 'Add disposition' }).click();
  await dispositions.getByRole('button', { name: 'Save dispositions' }).click();
  await expect(dispositions.getByText('Name each disposition')).toBeVisible();
  await dispositions.getByRole('textbox', { name: 'Disposition 9', exact: true }).fill('Gatekeeper');
  await dispositions.getByRole('button', { name: 'Save dispositions' }).click();
  await expect(toast(page, 'Dispositions saved')).toBeVisible();
  const script = page.locator('[data-slot="call-script"]');
  await script.getByLabel('Opener').fill('Hi {{first_name}}');
  await script.getByRole('button', { name: 'Save script' }).click();
  await expect(script.getByText('Unknown placeholder {{first_name}}')).toBeVisible();
  await script.getByLabel('Opener').fill('Hi {{prospect_first_name}}, {{my_name}} here from Leadpath.');
  await script.getByRole('button', { name: 'Save script' }).click();
  await expect(toast(page, 'Script saved')).toBeVisible();

  const picks = page.getByRole('list', { name: 'Prospects to call' });
  for (const name of ['Nightowl Dialer', 'Abe Dialer', 'Bo Dialer', 'Cara Dialer'])
    await picks.getByLabel(name).check();
  await page.getByRole('button', { name: 'Call 4 selected' }).click();

  const queue = page.getByRole('list', { name: 'Queue' });
  await expect(queue.getByRole('listitem').filter({ hasText: 'Nightowl Dialer' })).toContainText(
    `Outside calling hours`,
  );
  await expect(queue.getByRole('listitem').filter({ hasText: 'Nightowl Dialer' })).toContainText(closed);
  await expect(page.getByRole('heading', { name: 'Abe Dialer' })).toBeVisible();
  await expect(page.getByText('Sandbox carrier (no real calls are placed)').first()).toBeVisible();
  // "Call from my phone" stays beside the carrier: a tel: link and a manual log.
  await expect(page.getByRole('link', { name: 'Call from my phone' })).toHaveAttribute(
    'href',
    'tel:+442079460003',
  );
  await expect(page.getByText('Hi Abe, Dora Dialer here from Leadpath.')).toBeVisible();
  // Beside the team's script, the call-script agent's stages (AI Training; none published here).
  await expect(page.getByRole('list', { name: 'Stages of the call' })).toContainText('1. Introduction');
  // The dial pad types another number (the switchboard) to dial from one's own phone.
  const pad = page.locator('[data-slot="dial-pad"]');
  await pad.getByText('Dial pad', { exact: true }).click();
  await pad.getByLabel('Number to dial').fill('+44 20 7946 00');
  for (const key of ['1', '0']) await pad.getByRole('button', { name: key, exact: true }).click();
  await expect(pad.getByRole('link', { name: 'Call +442079460010 from my phone' })).toHaveAttribute(
    'href',
    'tel:+442079460010',
  );

  // The disposition is required.
  await page.getByRole('button', { name: 'Log call' }).click();
  await expect(page.getByText('Choose a disposition for this call')).toBeVisible();
  await page.getByRole('radio', { name: 'Connected' }).check();
  await page.getByLabel('Notes').fill('Interested, call back after the budget review');
  await page.getByRole('button', { name: 'Log call' }).click();
  await expect(toast(page, 'Call with Abe Dialer logged')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Bo Dialer' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { name: 'Cara Dialer' })).toBeVisible();
  await page.getByRole('radio', { name: 'Gatekeeper' }).check();
  await page.getByRole('button', { name: 'Log call' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('No one left to call in this session')).toBeVisible();
  await expect(page.getByText('2 called, 2 skipped')).toBeVisible();
  await expect(queue.getByRole('listitem').filter({ hasText: 'Bo Dialer' })).toContainText('Skipped by you');

  // The calls are on record with their notes.
  const calls = await (await page.request.get('/api/calls')).json();
  expect(calls.calls.map((call: { disposition: string }) => call.disposition).sort()).toEqual([
    'Connected',
    'Gatekeeper',
  ]);
});

test('a Pro user works a sequence’s call tasks on the sandbox carrier: answered, a voicemail with a drop, busy; the calls on their timelines', async ({
  page,
  signIn,
}) => {
  const user = await createTestUser({ name: 'Sam Sandbox', role: 'Pro' });
  await signIn(user.email, { password: user.password, callbackUrl: '/dashboard/dialer' });
  const { open } = zonesByHour();
  // The sandbox carrier's rule: the number's last digit decides (8 answered, 4 voicemail, 2 busy).
  await addProspect(page, 'Ann', '+44 20 7946 0958', open);
  await addProspect(page, 'Vera', '+44 20 7946 0954', open);
  await addProspect(page, 'Zed', '+44 20 7946 0952', open);
  await page.reload();

  // A voice for the voicemail drop, labelled synthetic, with a preview to hear.
  const voices = page.locator('[data-slot="voices"]');
  await voices.getByLabel('Voice name').fill('Callback voice');
  await voices.getByLabel('Voicemail message').fill('Hi, this is Sam from Leadpath, please call me back.');
  await voices.getByRole('button', { name: 'Add voice' }).click();
  await expect(voices.getByRole('list', { name: 'Voices' })).toContainText('Synthetic voice (espeak-ng');
  await voices.getByRole('button', { name: 'Preview Callback voice' }).click();
  await expect(voices.getByLabel('Preview of Callback voice')).toBeVisible();

  // A sequence whose first step is a call: its call tasks are due today for the three prospects.
  const origin = { origin: new URL(page.url()).origin };
  // Every hour and day open, so the call tasks are due now whatever the time the suite runs at.
  const allDay = { startTime: '00:00', endTime: '23:59', excludedDays: [] };
  expect(
    (await page.request.patch('/api/outreach/settings', { data: allDay, headers: origin })).status(),
  ).toBe(200);
  const { items } = await (await page.request.get('/api/prospects?limit=50')).json();
  const idOf = (firstName: string) =>
    (items as { id: string; firstName: string }[]).find((row) => row.firstName === firstName)?.id ?? '';
  const sequence = await (
    await page.request.post('/api/sequences', {
      data: { name: 'Call round', steps: [{ kind: 'call', body: 'Call {{prospect_first_name}}' }] },
      headers: origin,
    })
  ).json();
  const enrolled = await page.request.post(`/api/sequences/${sequence.id}/enrollments`, {
    data: { prospectIds: ['Ann', 'Vera', 'Zed'].map(idOf) },
    headers: origin,
  });
  expect(enrolled.status()).toBe(200);
  expect(
    (await page.request.post(`/api/sequences/${sequence.id}/activate`, { headers: origin })).status(),
  ).toBe(200);
  // The sequence engine opens the call tasks on its next tick.
  await expect
    .poll(async () => (await (await page.request.get('/api/outreach/tasks')).json()).tasks?.length ?? 0)
    .toBe(3);
  await page.reload();
  await page.getByRole('button', { name: 'Call today’s tasks' }).click();
  const state = page.locator('[data-slot="call-state"]');
  const onScreen = page.locator('[data-slot="prospect-card"] h2');

  // Tasks due together come in any order: each prospect's number decides what the carrier does.
  const seen: string[] = [];
  for (let round = 0; round < 3; round += 1) {
    await expect(onScreen).not.toHaveText(seen.length ? new RegExp(seen.join('|')) : /^$/);
    const name = (await onScreen.textContent()) ?? '';
    seen.push(name);
    await expect(page.getByText('Call step of Call round')).toBeVisible();
    if (name === 'Ann Dialer') {
      // Answered: a person picks up; the rep hangs up, then the disposition and notes.
      await page.getByRole('button', { name: 'Call +442079460958' }).click();
      await expect(state).toHaveText('Connected: a person answered');
      // The dial pad plays its keys as tones into the connected call.
      const pad = page.locator('[data-slot="dial-pad"]');
      await pad.getByText('Dial pad', { exact: true }).click();
      await pad.getByRole('button', { name: '1', exact: true }).click();
      await expect(pad.getByRole('status')).toHaveText('Tones sent: 1');
      await pad.getByRole('button', { name: 'Pound' }).click();
      await expect(pad.getByRole('status')).toHaveText('Tones sent: 1#');
      await expect(page.getByRole('button', { name: 'Log call' })).toBeDisabled();
      await page.getByRole('button', { name: 'Hang up' }).click();
      await expect(state).toHaveText(/^Call ended \(\d+ s\)$/);
      await page.getByRole('radio', { name: 'Connected' }).check();
      await page.getByLabel('Notes').fill('Wants pricing for ten seats');
    } else if (name === 'Vera Dialer') {
      // Voicemail: the machine answers; the chosen voice's message is dropped.
      await page.getByRole('button', { name: 'Call +442079460954' }).click();
      await expect(state).toHaveText('A voicemail answered');
      await page.getByLabel('Voice to drop').selectOption({ label: 'Callback voice' });
      await page.getByRole('button', { name: 'Drop voicemail' }).click();
      await expect(state).toHaveText(/^Voicemail message dropped/);
      await page.getByRole('radio', { name: 'Left voicemail' }).check();
      await page.getByLabel('Notes').fill('Left the callback message');
    } else {
      // Busy: the carrier says so; nothing to hang up.
      await page.getByRole('button', { name: 'Call +442079460952' }).click();
      await expect(state).toHaveText('Busy');
      await page.getByRole('radio', { name: 'Busy' }).check();
      await page.getByLabel('Notes').fill('Try after lunch');
    }
    await page.getByRole('button', { name: 'Log call' }).click();
    await expect(toast(page, `Call with ${name} logged`)).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  expect(seen.sort()).toEqual(['Ann Dialer', 'Vera Dialer', 'Zed Dialer']);
  await expect(page.getByText('3 called, 0 skipped')).toBeVisible();
  // The sequence's call tasks are done, and its results count the call steps by disposition.
  expect((await (await page.request.get('/api/outreach/tasks')).json()).tasks).toEqual([]);
  await page.goto(`/dashboard/custom-outreach/${sequence.id}`);
  await page.getByRole('tab', { name: 'Results' }).click();
  const callSteps = page.locator('[data-slot="call-steps"]');
  const callCounts: [string, string][] = [
    ['All calls', '3'],
    ['Connected', '1'],
    ['Left voicemail', '1'],
    ['Busy', '1'],
  ];
  for (const [term, count] of callCounts)
    await expect(
      callSteps
        .locator('div', { has: page.getByRole('term').getByText(term, { exact: true }) })
        .last()
        .getByRole('definition'),
    ).toHaveText(count);

  // Home counts today's calls, by disposition.
  await page.goto('/dashboard');
  const today = page.locator('[data-slot="dialer-today"]');
  await expect(today.getByRole('definition').first()).toHaveText('3');
  await expect(today.getByRole('list', { name: "Today's calls by disposition" })).toContainText('Busy: 1');

  // Each call is on its prospect's timeline (the prospect drawer).
  for (const [firstName, line, notes] of [
    ['Ann', 'Call: Connected', 'Wants pricing for ten seats'],
    ['Vera', 'Call: Left voicemail', 'voicemail message dropped'],
    ['Zed', 'Call: Busy', 'Try after lunch'],
  ] as const) {
    await page.goto(`/dashboard/prospects/${idOf(firstName)}`);
    const calls = page.getByRole('list', { name: 'Calls' });
    await expect(calls).toContainText(line);
    await expect(calls).toContainText(notes);
  }
});

test('a Free user in trial sees the upgrade state, and the server refuses', async ({ page, signIn }) => {
  await signIn('trial', { callbackUrl: '/dashboard/dialer' });
  await expect(page.getByText('Pick a plan to use this feature')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'See plans' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  expect((await page.request.get('/api/dialer/dispositions')).status()).toBe(403);
});

test('the screen at 375 px in dark mode keeps the controls reachable', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const user = await createTestUser({ name: 'Mo Mobile', role: 'Pro' });
  await signIn(user.email, { password: user.password, callbackUrl: '/dashboard/dialer' });
  await addProspect(page, 'Pia', '+44 20 7946 0004', zonesByHour().open);
  await page.reload();
  // As on a server with browser calling (the session view says so): Call asks for a token, and the
  // sandbox's refusal is said; Twilio's SDK chunk is fetched only when a token comes (ADR 072).
  const sdkChunks: string[] = [];
  page.on('request', (request) => /\/assets\/twilio-/.test(request.url()) && sdkChunks.push(request.url()));
  await page.route('**/trpc/**', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll('"browserCalls":false', '"browserCalls":true');
    await route.fulfill({ response, body });
  });
  await page.getByRole('list', { name: 'Prospects to call' }).getByLabel('Pia Dialer').check();
  await page.getByRole('button', { name: 'Call 1 selected' }).click();
  await expect(page.getByRole('heading', { name: 'Pia Dialer' })).toBeVisible();
  await page.getByRole('button', { name: 'Call +442079460004', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The sandbox carrier places no browser calls' }),
  ).toBeVisible();
  expect(sdkChunks).toEqual([]);
  await page.getByRole('button', { name: 'Log call' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Log call' })).toBeVisible();
});
