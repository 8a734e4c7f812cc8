/** What the results and the sequences list tell (issue 28): A/B replies after later steps, Completed, LinkedIn actions. */
import { randomUUID } from 'node:crypto';
import { sequenceEvents } from '@leadpath/db';
import { describe, expect, it } from 'vitest';
import { recordProspectSignal } from './engine/stop-rules.ts';
import { ALWAYS, createEngine, DAY } from './engine/testing/engine-fixtures.ts';
import { getSequence, listSequences } from './sequence-crud.ts';
import { sequenceStats } from './stats.ts';

describe('sequence results', () => {
  it('counts a reply after step 2 for the step-1 variant the prospect got', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const { id } = await engine.createSequence([
      {
        variants: [
          { subject: 'A subject', body: 'A' },
          { subject: 'B subject', body: 'B' },
        ],
      },
      { delayDays: 1, sameThread: true, variants: [{ subject: '', body: 'Following up' }] },
      { delayDays: 3 },
    ]);
    const prospects: string[] = [];
    for (const firstName of ['Ada', 'Bob', 'Cy', 'Di'])
      prospects.push(await engine.addProspect({ firstName }));
    await engine.enroll(id, prospects);
    await engine.tick();
    engine.clock.now += DAY;
    await engine.tick();
    // Ada (variant A) and Bob (variant B) reply after step 2, Cy (A) books a meeting after it.
    const reply = (prospectId: string, kind: 'replied' | 'meeting') =>
      recordProspectSignal(engine.db, { ownerId: engine.user.id, kind, prospectId, now: engine.clock.now });
    const [ada, bob, cy] = prospects as [string, string, string];
    await reply(ada, 'replied');
    await reply(bob, 'replied');
    await reply(cy, 'meeting');

    const stats = await sequenceStats(engine.db, engine.user.id, id);
    const [first, second] = stats.steps;
    expect(
      first?.variants.map(({ label, sent, replied, meetings }) => ({ label, sent, replied, meetings })),
    ).toEqual([
      { label: 'A', sent: 2, replied: 1, meetings: 1 },
      { label: 'B', sent: 2, replied: 1, meetings: 0 },
    ]);
    expect(second).toMatchObject({ replied: 2 });
    expect(stats.totals).toMatchObject({ replied: 2, meetings: 1 });
  });

  it('says Completed once every enrollment has finished', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const { id } = await engine.createSequence([{}]);
    const empty = await engine.createSequence([{}]);
    await engine.enroll(id, [await engine.addProspect(), await engine.addProspect()]);
    const summaryOf = async (sequenceId: string) =>
      (await listSequences(engine.db, engine.user.id)).find((sequence) => sequence.id === sequenceId);
    expect(await summaryOf(id)).toMatchObject({ status: 'active', completed: false });
    await engine.tick();
    expect(await summaryOf(id)).toMatchObject({ status: 'active', completed: true, finishedCount: 2 });
    expect(await getSequence(engine.db, engine.user.id, id)).toMatchObject({ completed: true });
    // A sequence nobody was enrolled in is not completed.
    expect(await summaryOf(empty.id)).toMatchObject({ completed: false });
    expect(await getSequence(engine.db, engine.user.id, empty.id)).toMatchObject({ completed: false });
  });

  it('counts the LinkedIn actions of a LinkedIn sequence in the list', async () => {
    const engine = await createEngine();
    const { id } = await engine.createSequence([{ kind: 'linkedin_visit' }, { kind: 'linkedin_connect' }]);
    const ada = await engine.addProspect();
    await engine.enroll(id, [ada]);
    const enrollment = await engine.enrollmentOf(id, ada);
    for (const kind of [
      'linkedin_visit',
      'invitation_sent',
      'invitation_accepted',
      'linkedin_message_sent',
    ] as const)
      await engine.db
        .insert(sequenceEvents)
        .values({
          id: randomUUID(),
          ownerId: engine.user.id,
          sequenceId: id,
          enrollmentId: enrollment?.id ?? '',
          prospectId: ada,
          kind,
          at: new Date(engine.clock.now),
        })
        .run();
    expect(
      (await listSequences(engine.db, engine.user.id)).find((sequence) => sequence.id === id),
    ).toMatchObject({
      sent: 0,
      linkedinActions: 3,
    });
  });
});
