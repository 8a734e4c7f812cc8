import { sequenceEnrollments } from '@leadpath/db';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENROLL_SLICE, SKIP_ALREADY_ENROLLED, SKIP_NOT_FOUND } from './enroll.ts';
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
});
