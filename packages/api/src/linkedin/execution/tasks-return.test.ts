/** LinkedIn tasks made before an account was connected run automatically once one is (issue 28). */
import { linkedinActions, linkedinSettings, prospects } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ALWAYS, createEngine, MINUTE } from '../../sequences/engine/testing/engine-fixtures.ts';
import { connectLinkedinAccount } from './accounts.ts';

async function setup() {
  const engine = await createEngine();
  await engine.settings(ALWAYS);
  const { id } = await engine.createSequence([
    { kind: 'linkedin_visit' },
    { kind: 'linkedin_connect', body: 'Hi' },
  ]);
  const people: string[] = [];
  for (const slug of ['ada', 'bob']) {
    const prospectId = await engine.addProspect({ firstName: slug });
    await engine.db
      .update(prospects)
      .set({ linkedinUrl: `https://www.linkedin.com/in/${slug}-example/` })
      .where(eq(prospects.id, prospectId))
      .run();
    people.push(prospectId);
  }
  await engine.enroll(id, people);
  const connect = async (kind: 'sandbox' | 'manual') => {
    await connectLinkedinAccount(engine.db, {
      ownerId: engine.user.id,
      kind,
      externalAccountId: kind === 'sandbox' ? 'seed-1' : null,
      name: 'Sam on LinkedIn',
      now: engine.clock.now,
    });
    await engine.db
      .update(linkedinSettings)
      .set({ startTime: '00:00', endTime: '23:59', excludedDays: [], warmupEnabled: false })
      .where(eq(linkedinSettings.userId, engine.user.id))
      .run();
  };
  const statuses = async () => {
    const found: (string | undefined)[] = [];
    for (const prospectId of people) found.push((await engine.rowsOf(prospectId)).at(-1)?.status);
    return found;
  };
  return { engine, people, connect, statuses };
}

describe('LinkedIn tasks when an account is connected', () => {
  it('go back to the schedule and run through the connector within the pacing', async () => {
    const { engine, connect, statuses } = await setup();
    await engine.tick();
    expect(await statuses()).toEqual(['task_open', 'task_open']);

    await connect('sandbox');
    expect(await statuses()).toEqual(['scheduled', 'scheduled']);
    await engine.runUntil(engine.clock.now + 5 * MINUTE, MINUTE);
    const visits = (await engine.db.select().from(linkedinActions).all()).filter(
      (action) => action.kind === 'visit',
    );
    expect(visits).toHaveLength(2);
    expect(visits.every((action) => action.status === 'done')).toBe(true);
  });

  it('stay tasks in manual mode', async () => {
    const { engine, connect, statuses } = await setup();
    await engine.tick();
    await connect('manual');
    await engine.tick();
    expect(await statuses()).toEqual(['task_open', 'task_open']);
  });
});
