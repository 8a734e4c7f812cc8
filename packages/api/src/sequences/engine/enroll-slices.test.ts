import {
  prospects,
  scheduledSteps,
  sequenceEnrollments,
  sequenceEvents,
  suppressedAddresses,
} from '@leadpath/db';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { beforeTransaction } from '../../testing/before-transaction.ts';
import { activateSequence } from '../enrollments.ts';
import {
  ENROLL_SLICE,
  enrollProspects,
  SKIP_ACTIVE_ELSEWHERE,
  SKIP_ALREADY_ENROLLED,
  SKIP_NOT_FOUND,
  SKIP_SUPPRESSED,
} from './enroll.ts';
import { ALWAYS, createEngine } from './testing/engine-fixtures.ts';

// ADR 078: an enrollment of many prospects commits ENROLL_SLICE at a time, with a yield between.
describe('an enrollment larger than one slice', () => {
  it('enrolls each prospect once, in order, with consecutive variant slots, and lets other work run between slices', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const sequence = await engine.createSequence([{}]);
    const ids: string[] = [];
    for (let i = 0; i < ENROLL_SLICE * 2 + 3; i++) ids.push(await engine.addProspect());
    const asked = [...ids, 'not-a-prospect', ids[0]!];
    let ranBetween = false;
    setImmediate(() => {
      ranBetween = true;
    });
    const result = await engine.enroll(sequence.id, asked);
    expect(ranBetween).toBe(true);
    expect(result.enrolled).toEqual(ids);
    expect(result.skipped).toEqual([{ prospectId: 'not-a-prospect', reason: SKIP_NOT_FOUND }]);
    const rows = await engine.db
      .select({ prospectId: sequenceEnrollments.prospectId, slot: sequenceEnrollments.variantSlot })
      .from(sequenceEnrollments)
      .where(eq(sequenceEnrollments.sequenceId, sequence.id))
      .orderBy(asc(sequenceEnrollments.variantSlot))
      .all();
    expect(rows.map((row) => row.slot)).toEqual(ids.map((_, index) => index));
    expect(new Set(rows.map((row) => row.prospectId))).toEqual(new Set(ids));
    // The same call again writes nothing: every prospect is already enrolled.
    const again = await engine.enroll(sequence.id, ids);
    expect(again.enrolled).toEqual([]);
    expect(again.skipped.map((skip) => skip.reason)).toEqual(ids.map(() => SKIP_ALREADY_ENROLLED));
  });

  it('answers as one transaction would when prospects and the sequence change between its slices', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const sequence = await engine.createSequence([{}], { status: 'draft' });
    const other = await engine.createSequence([{}]);
    const ids: string[] = [];
    for (let i = 0; i < ENROLL_SLICE * 3; i++) ids.push(await engine.addProspect());
    const [deleted, suppressed, enrolledMeanwhile, activeElsewhere] = [
      ids[30]!,
      ids[35]!,
      ids[40]!,
      ids[45]!,
    ];
    // After the call read the sequence and the prospects, before its first slice writes (its second
    // transaction): changes its slices must notice.
    const changes = async () => {
      await engine.db.delete(prospects).where(eq(prospects.id, deleted)).run();
      const email = (await engine.db.select().from(prospects).where(eq(prospects.id, suppressed)).get())!
        .email;
      await engine.db
        .insert(suppressedAddresses)
        .values({ ownerId: engine.user.id, email, reason: 'unsubscribed', createdAt: new Date(engine.now()) })
        .run();
      await engine.enroll(sequence.id, [enrolledMeanwhile]);
      await engine.enroll(other.id, [activeElsewhere]);
      await activateSequence(engine.db, engine.user.id, sequence.id, engine.now());
    };
    let transactions = 0;
    const db = beforeTransaction(engine.db, async (n) => {
      transactions = n;
      if (n === 2) await changes();
    });
    const result = await enrollProspects(db, {
      ownerId: engine.user.id,
      sequenceId: sequence.id,
      prospectIds: ids,
      now: engine.now(),
    });
    expect(transactions).toBeGreaterThan(2);
    const skipped = new Map([
      [deleted, SKIP_NOT_FOUND],
      [suppressed, SKIP_SUPPRESSED],
      [enrolledMeanwhile, SKIP_ALREADY_ENROLLED],
      [activeElsewhere, SKIP_ACTIVE_ELSEWHERE],
    ]);
    expect(result.enrolled).toEqual(ids.filter((id) => !skipped.has(id)));
    expect(result.skipped).toEqual(
      ids
        .filter((id) => skipped.has(id))
        .map((prospectId) => ({ prospectId, reason: skipped.get(prospectId) })),
    );
    // Every enrollment has its first step's row (none left held by the activation) and its event.
    const enrollments = await engine.db
      .select()
      .from(sequenceEnrollments)
      .where(eq(sequenceEnrollments.sequenceId, sequence.id))
      .all();
    expect(enrollments).toHaveLength(ids.length - 3);
    const rows = await engine.db
      .select({ status: scheduledSteps.status })
      .from(scheduledSteps)
      .where(eq(scheduledSteps.sequenceId, sequence.id))
      .all();
    expect(rows).toHaveLength(enrollments.length);
    expect(rows.filter((row) => row.status !== 'scheduled')).toEqual([]);
    const events = await engine.db
      .select()
      .from(sequenceEvents)
      .where(eq(sequenceEvents.sequenceId, sequence.id))
      .all();
    expect(events.filter((event) => event.kind === 'enrolled')).toHaveLength(enrollments.length);
  });
});
