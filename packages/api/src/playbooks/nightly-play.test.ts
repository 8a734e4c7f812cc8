import { companies, gtmPlayRuns, prospects, sequenceEnrollments, suppressedAddresses } from '@leadpath/db';
import { describe, expect, it } from 'vitest';
import { appJobHandlers } from '../job-handlers.ts';
import { runDueJobs } from '../jobs/run-due-jobs.ts';
import { SKIP_ALREADY_ENROLLED, SKIP_SUPPRESSED } from '../sequences/engine/enroll.ts';
import { createSequence, json, signedIn } from '../testing/outreach-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';
import { gtmNightlyPlayTicker } from './nightly-play.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type TestApp = ReturnType<typeof createTestApp>;

/** Three VPs (one unsubscribed) and an engineer at one company. */
async function seedLeads(t: TestApp, ownerId: string) {
  const at = new Date(t.clock.now - DAY);
  await t.db
    .insert(companies)
    .values({ id: 'acme', ownerId, name: 'Acme', industry: 'Software', createdAt: at, updatedAt: at })
    .run();
  const person = (id: string, title: string) => ({
    id,
    ownerId,
    companyId: 'acme',
    firstName: id,
    title,
    email: `${id}@acme.example`,
    createdAt: at,
    updatedAt: at,
  });
  await t.db
    .insert(prospects)
    .values([
      person('ada', 'VP Sales'),
      person('bea', 'VP Marketing'),
      person('cy', 'VP Revenue'),
      person('di', 'Engineer'),
    ])
    .run();
  await t.db
    .insert(suppressedAddresses)
    .values({ ownerId, email: 'cy@acme.example', reason: 'unsubscribed', createdAt: at })
    .run();
}

async function setup() {
  const t = createTestApp();
  const { user, cookie } = await signedIn(t);
  await seedLeads(t, user.id);
  const sequence = await createSequence(t, cookie, { name: 'VPs', steps: [{ kind: 'call', body: 'Call' }] });
  const created = await t.request('/api/gtm/playbooks', {
    method: 'POST',
    cookie,
    json: { name: 'VPs', profile: { titles: ['VP'] }, personas: [{ name: 'VP', sequenceId: sequence.id }] },
  });
  const playbook = await json<{ id: string }>(created);
  const tick = gtmNightlyPlayTicker(t.db, t.deps.now);
  const night = async () => {
    await tick({ owner: 'test', holdsLease: async () => true });
    await runDueJobs({
      db: t.db,
      handlers: appJobHandlers(t.deps),
      now: t.deps.now,
      owner: 'test',
      random: () => 0,
    });
  };
  const enrolledIds = async () =>
    (await t.db.select({ id: sequenceEnrollments.prospectId }).from(sequenceEnrollments).all())
      .map((r) => r.id)
      .sort();
  return { t, cookie, playbook, night, enrolledIds };
}

// Each test signs up, seeds and runs the job engine several times: room for a loaded machine.
describe('the nightly play', { timeout: 30_000 }, () => {
  it('enrolls the matching prospects once, never the unsubscribed one, and logs every run', async () => {
    const { t, cookie, playbook, night, enrolledIds } = await setup();
    // Not active yet: nothing runs.
    t.clock.now = Date.UTC(2026, 10, 24, 3);
    await night();
    expect(await enrolledIds()).toEqual([]);

    await t.request(`/api/gtm/playbooks/${playbook.id}/activate`, { method: 'POST', cookie });
    t.clock.now = Date.UTC(2026, 10, 25, 1);
    await night();
    expect(await enrolledIds(), 'before the night hour').toEqual([]);

    t.clock.now = Date.UTC(2026, 10, 25, 3);
    await night();
    expect(await enrolledIds()).toEqual(['ada', 'bea']);
    // Again the same night: the day's run is done.
    t.clock.now += 2 * HOUR;
    await night();
    expect(await t.db.select().from(gtmPlayRuns).all()).toHaveLength(1);

    // The next night matches the same people: nobody is enrolled twice.
    t.clock.now = Date.UTC(2026, 10, 26, 3);
    await night();
    expect(await enrolledIds()).toEqual(['ada', 'bea']);

    const log = await json<{
      runs: { day: string; matched: number; enrolled: number; skipped: unknown[] }[];
    }>(await t.request(`/api/gtm/playbooks/${playbook.id}/play-runs`, { cookie }));
    const list = await json<{ playbooks: { lastPlayRun: unknown }[] }>(
      await t.request('/api/gtm/playbooks', { cookie }),
    );
    expect(list.playbooks[0]?.lastPlayRun).toEqual({
      day: '2026-11-26',
      matched: 3,
      enrolled: 0,
      skipped: 3,
    });
    expect(log.runs).toEqual([
      expect.objectContaining({
        day: '2026-11-26',
        matched: 3,
        enrolled: 0,
        skipped: expect.arrayContaining([
          { reason: SKIP_ALREADY_ENROLLED, count: 2 },
          { reason: SKIP_SUPPRESSED, count: 1 },
        ]),
      }),
      expect.objectContaining({
        day: '2026-11-25',
        matched: 3,
        enrolled: 2,
        skipped: [{ reason: SKIP_SUPPRESSED, count: 1 }],
      }),
    ]);
  });

  it('leaves an archived playbook alone', async () => {
    const { t, cookie, playbook, night, enrolledIds } = await setup();
    await t.request(`/api/gtm/playbooks/${playbook.id}/activate`, { method: 'POST', cookie });
    await t.request(`/api/gtm/playbooks/${playbook.id}/status`, {
      method: 'POST',
      cookie,
      json: { status: 'archived' },
    });
    t.clock.now = Date.UTC(2026, 10, 25, 3);
    await night();
    expect(await enrolledIds()).toEqual([]);
    expect(await t.db.select().from(gtmPlayRuns).all()).toEqual([]);
  });
});
