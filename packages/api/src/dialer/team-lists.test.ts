import {
  DISPOSITIONS_REQUIRED,
  DUPLICATE_DISPOSITION,
  MAX_DISPOSITIONS,
  TOO_MANY_DISPOSITIONS,
} from '@leadpath/core/schemas/dialer';
import { calls, prospects, teamMembers, teams } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, ok, prospect, type View } from '../testing/dialer-fixtures.ts';
import { signedIn } from '../testing/outreach-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';

type TestApp = ReturnType<typeof createTestApp>;

import { NOT_IN_TEAM_LIST } from './dispositions.ts';

type Disposition = { id: string; label: string; effect: string };
type Script = { opener: string; objections: { objection: string; answer: string }[] };

const listOf = async (t: TestApp, cookie: string) =>
  (await ok<{ dispositions: Disposition[] }>(await call(t, cookie, 'GET', '/dialer/dispositions')))
    .dispositions;

/** Two reps in one team (Pat owns it, Kim joined). */
async function team(t: TestApp) {
  const pat = await signedIn(t);
  const kim = await signedIn(t, 'kim@example.com');
  await t.db
    .insert(teams)
    .values({ id: 'team-1', teamName: 'Northwind', ownerId: pat.user.id, createdAt: new Date(t.clock.now) })
    .run();
  await t.db
    .insert(teamMembers)
    .values([
      { id: 'm-pat', teamId: 'team-1', userId: pat.user.id, admin: true, joinedAt: new Date(0) },
      { id: 'm-kim', teamId: 'team-1', userId: kim.user.id, joinedAt: new Date(1) },
    ])
    .run();
  return { pat, kim };
}

describe('Power Dialer: the team edits its dispositions and script', { timeout: 60_000 }, () => {
  it('a team edits its disposition list: renamed, reordered, added, removed; the meaning stays with the entry', async () => {
    const t = createTestApp();
    const { pat, kim } = await team(t);
    const defaults = await listOf(t, pat.cookie);
    const byLabel = (label: string) => defaults.find((entry) => entry.label === label)!;
    const ada = await prospect(t, pat.cookie, 'Ada');
    const busyCall = await ok<{ id: string }>(
      await call(t, pat.cookie, 'POST', '/calls', { prospectId: ada, dispositionId: byLabel('Busy').id }),
    );

    const edited = [
      { id: byLabel('Meeting booked').id, label: 'Demo booked', effect: 'meeting' },
      { id: byLabel('Connected').id, label: 'Connected', effect: 'none' },
      { label: 'Gatekeeper', effect: 'none' },
      { id: byLabel('Do not call').id, label: 'Do not call', effect: 'do_not_call' },
    ];
    const saved = await ok<{ dispositions: Disposition[] }>(
      await call(t, pat.cookie, 'PUT', '/dialer/dispositions', { dispositions: edited }),
    );
    expect(saved.dispositions.map(({ label, effect }) => [label, effect])).toEqual([
      ['Demo booked', 'meeting'],
      ['Connected', 'none'],
      ['Gatekeeper', 'none'],
      ['Do not call', 'do_not_call'],
    ]);
    // Kim is on the team: she sees the same list.
    expect((await listOf(t, kim.cookie)).map((entry) => entry.label)).toEqual(
      saved.dispositions.map((d) => d.label),
    );
    // The call logged as Busy keeps its label though Busy is gone.
    expect((await t.db.select().from(calls).where(eq(calls.id, busyCall.id)).get())?.disposition).toBe(
      'Busy',
    );

    // The renamed entry keeps its meaning: a call logged with it books the meeting.
    const ben = await prospect(t, kim.cookie, 'Ben');
    await ok(
      await call(t, kim.cookie, 'POST', '/calls', {
        prospectId: ben,
        dispositionId: saved.dispositions[0]!.id,
      }),
    );
    expect((await t.db.select().from(prospects).where(eq(prospects.id, ben)).get())?.status).toBe('meeting');

    // Two labels swap places in one save (labels are unique per team).
    const [demo, connected] = saved.dispositions;
    const swapped = await ok<{ dispositions: Disposition[] }>(
      await call(t, pat.cookie, 'PUT', '/dialer/dispositions', {
        dispositions: [
          { id: demo!.id, label: 'Connected', effect: 'meeting' },
          { id: connected!.id, label: 'Demo booked', effect: 'none' },
        ],
      }),
    );
    expect(swapped.dispositions.map(({ id, label }) => [id, label])).toEqual([
      [demo!.id, 'Connected'],
      [connected!.id, 'Demo booked'],
    ]);
  });

  it('refuses a bad list with 400 and the reason, and changes nothing', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    const before = await listOf(t, cookie);
    const other = await signedIn(t, 'other@example.com');
    const foreign = (await listOf(t, other.cookie))[0]!;
    const cases: [unknown, string][] = [
      [{ dispositions: [] }, DISPOSITIONS_REQUIRED],
      [
        {
          dispositions: [
            { label: 'Busy', effect: 'none' },
            { label: 'busy ', effect: 'none' },
          ],
        },
        DUPLICATE_DISPOSITION('busy'),
      ],
      [{ dispositions: [{ label: '  ', effect: 'none' }] }, 'Name each disposition'],
      [{ dispositions: [{ label: 'Call back', effect: 'explode' }] }, 'Choose what the disposition does'],
      [
        {
          dispositions: Array.from({ length: MAX_DISPOSITIONS + 1 }, (_, i) => ({
            label: `D${i}`,
            effect: 'none',
          })),
        },
        TOO_MANY_DISPOSITIONS,
      ],
      [{ dispositions: [{ id: foreign.id, label: 'Mine now', effect: 'none' }] }, NOT_IN_TEAM_LIST],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, cookie, 'PUT', '/dialer/dispositions', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await res.json()).error).toContain(message);
    }
    expect(await listOf(t, cookie)).toEqual(before);
    expect((await listOf(t, other.cookie))[0]).toEqual(foreign);
  });

  it('a team edits its script; the session shows it filled for the prospect; bad placeholders are refused', async () => {
    const t = createTestApp();
    const { pat, kim } = await team(t);
    const original = await ok<Script>(await call(t, pat.cookie, 'GET', '/dialer/script'));
    expect(original.opener).toContain('{{prospect_first_name}}');

    const script = {
      opener:
        'Hello {{prospect_first_name}} {{prospect_last_name}}, {{my_name}} from Leadpath about {{prospect_company_name}}.',
      objections: [
        { objection: 'Too expensive', answer: 'What would it have to save you to pay for itself?' },
      ],
    };
    expect(await ok<Script>(await call(t, pat.cookie, 'PUT', '/dialer/script', script))).toEqual(script);
    const ada = await prospect(t, kim.cookie, 'Ada');
    const view = await ok<View>(
      await call(t, kim.cookie, 'POST', '/dialer/sessions', { source: 'selection', prospectIds: [ada] }),
    );
    expect(view.current?.script).toMatchObject({
      opener: 'Hello Ada Tester, Pat Pro from Leadpath about your team.',
      objections: script.objections.map((entry) => ({ ...entry, source: 'team' })),
    });

    const bad = await call(t, pat.cookie, 'PUT', '/dialer/script', {
      opener: 'Hi {{first_name}}',
      objections: [],
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toContain('Unknown placeholder {{first_name}}');
    const empty = await call(t, pat.cookie, 'PUT', '/dialer/script', { opener: ' ', objections: [] });
    expect(empty.status).toBe(400);
    expect(await ok<Script>(await call(t, kim.cookie, 'GET', '/dialer/script'))).toEqual(script);
  });
});
