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
    const engine = createEngine();
    engine.settings(ALWAYS);
    const { id } = engine.createSequence([
      {
        variants: [
          { subject: 'A subject', body: 'A' },
          { subject: 'B subject', body: 'B' },
        ],
      },
      { delayDays: 1, sameThread: true, variants: [{ subject: '', body: 'Following up' }] },
      { delayDays: 3 },
    ]);
    const prospects = ['Ada', 'Bob', 'Cy', 'Di'].map((firstName) => engine.addProspect({ firstName }));
    engine.enroll(id, prospects);
    await engine.tick();
    engine.clock.now += DAY;
    await engine.tick();
    // Ada (variant A) and Bob (variant B) reply after step 2, Cy (A) books a meeting after it.
    const reply = (prospectId: string, kind: 'replied' | 'meeting') =>
      recordProspectSignal(engine.db, { ownerId: engine.user.id, kind, prospectId, now: engine.clock.now });
    const [ada, bob, cy] = prospects as [string, string, string];
    reply(ada, 'replied');
    reply(bob, 'replied');
    reply(cy, 'meeting');

    const stats = sequenceStats(engine.db, engine.user.id, id);
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
    const engine = createEngine();
    engine.settings(ALWAYS);
    const { id } = engine.createSequence([{}]);
    const empty = engine.createSequence([{}]);
    engine.enroll(id, [engine.addProspect(), engine.addProspect()]);
    const summaryOf = (sequenceId: string) =>
      listSequences(engine.db, engine.user.id).find((sequence) => sequence.id === sequenceId);
    expect(summaryOf(id)).toMatchObject({ status: 'active', completed: false });
    await engine.tick();
    expect(summaryOf(id)).toMatchObject({ status: 'active', completed: true, finishedCount: 2 });
    expect(getSequence(engine.db, engine.user.id, id)).toMatchObject({ completed: true });
    // A sequence nobody was enrolled in is not completed.
    expect(summaryOf(empty.id)).toMatchObject({ completed: false });
    expect(getSequence(engine.db, engine.user.id, empty.id)).toMatchObject({ completed: false });
  });

  it('counts the LinkedIn actions of a LinkedIn sequence in the list', () => {
    const engine = createEngine();
    const { id } = engine.createSequence([{ kind: 'linkedin_visit' }, { kind: 'linkedin_connect' }]);
    const ada = engine.addProspect();
    engine.enroll(id, [ada]);
    const enrollment = engine.enrollmentOf(id, ada);
    for (const kind of [
      'linkedin_visit',
      'invitation_sent',
      'invitation_accepted',
      'linkedin_message_sent',
    ] as const)
      engine.db
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
    expect(listSequences(engine.db, engine.user.id).find((sequence) => sequence.id === id)).toMatchObject({
      sent: 0,
      linkedinActions: 3,
    });
  });
});
