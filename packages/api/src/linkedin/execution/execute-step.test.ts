/** workLinkedinStep end to end: prepare in one transaction, the connector outside it, then the mark. */
import { linkedinActions, prospects, scheduledSteps } from '@leadpath/db';
import type { LinkedinActionResult } from '@leadpath/integrations/linkedin';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NO_PROFILE_NOTE, workLinkedinStep } from './execute-step.ts';
import { linkedinStepSetup, scriptedConnector } from './step/step-fixtures.ts';

const visit = [{ kind: 'linkedin_visit' as const }, { kind: 'linkedin_visit' as const }];

describe('workLinkedinStep', () => {
  it('commits the intent before calling the connector: others see the pending action during the call', async () => {
    const t = await linkedinStepSetup({}, 'unipile');
    const input = await t.enrolledStep(visit);
    let seenDuringCall: unknown[] = [];
    let release: (result: LinkedinActionResult) => void = () => {};
    let called: () => void = () => {};
    const calling = new Promise<void>((resolve) => {
      called = resolve;
    });
    const { connector } = scriptedConnector();
    connector.visitProfile = () =>
      new Promise((resolve) => {
        release = resolve;
        called();
      });
    const working = workLinkedinStep({ ...input, services: { unipile: connector } });
    await calling;
    // Were a transaction still open, this read would wait for the call, which waits for it.
    seenDuringCall = [
      (await t.db.select().from(linkedinActions).get())?.status,
      (await t.db.select().from(scheduledSteps).where(eq(scheduledSteps.id, input.row.id)).get())?.status,
    ];
    release({ ok: true, externalId: 'v-1' });
    expect(await working).toBe('done');
    expect(seenDuringCall).toEqual(['pending', 'sending']);
    expect(await t.actions()).toMatchObject([{ status: 'done', externalId: 'v-1' }]);
  });

  it('answers task in manual mode and flagged without a profile URL, calling no connector', async () => {
    const manual = await linkedinStepSetup({}, 'manual');
    expect(await workLinkedinStep(await manual.enrolledStep(visit))).toBe('task');
    expect(await manual.actions()).toEqual([]);

    const t = await linkedinStepSetup({}, 'unipile');
    const { connector, calls } = scriptedConnector();
    const input = await t.enrolledStep(visit);
    await t.db.update(prospects).set({ linkedinUrl: '' }).where(eq(prospects.id, input.row.prospectId)).run();
    expect(await workLinkedinStep({ ...input, services: { unipile: connector } })).toBe('flagged');
    expect(await t.rowOf(input.row.id)).toMatchObject({ status: 'flagged', note: NO_PROFILE_NOTE });
    expect(calls).toEqual([]);
  });

  it('fails the step when the connector throws, and the enrollment moves on', async () => {
    const t = await linkedinStepSetup({}, 'unipile');
    const { connector } = scriptedConnector(new Error('Unipile answered 502'));
    const input = await t.enrolledStep(visit);
    expect(await workLinkedinStep({ ...input, services: { unipile: connector } })).toBe('failed');
    expect(await t.engine.rowsOf(input.row.prospectId)).toMatchObject([
      { status: 'failed', note: 'LinkedIn action failed: Unipile answered 502' },
      { status: 'scheduled' },
    ]);
  });
});
