/** Stage 1: whose account acts, and when a step stays a task. */
import { linkedinAccounts } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadStep } from './load-step.ts';
import { linkedinStepSetup, scriptedConnector } from './step-fixtures.ts';

const visit = [{ kind: 'linkedin_visit' as const }];

describe('loadStep', () => {
  it('leaves the step to a task in manual mode and for a Unipile account this server cannot reach', async () => {
    const manual = await linkedinStepSetup({}, 'manual');
    const input = await manual.enrolledStep(visit);
    expect(await manual.inTransaction((tx) => loadStep(tx, input))).toBe('task');

    const unipile = await linkedinStepSetup({}, 'unipile');
    const unreachable = await unipile.enrolledStep(visit);
    expect(await unipile.inTransaction((tx) => loadStep(tx, unreachable))).toBe('task');
    const { connector } = scriptedConnector();
    const loaded = await unipile.inTransaction((tx) =>
      loadStep(tx, { ...unreachable, services: { unipile: connector } }),
    );
    expect(loaded).toMatchObject({ connector });
  });

  it('resumes an account whose pause is over, and answers its profile URL normalised', async () => {
    const t = await linkedinStepSetup();
    await t.db
      .update(linkedinAccounts)
      .set({ status: 'paused', pausedUntil: new Date(t.engine.clock.now - 1), pauseReason: 'Limit reached' })
      .where(eq(linkedinAccounts.id, t.account.id))
      .run();
    const input = await t.enrolledStep(visit, { linkedinUrl: 'linkedin.com/in/Ada-Lovelace?trk=x' });
    const loaded = await t.inTransaction((tx) => loadStep(tx, input));
    expect(loaded).toMatchObject({ profileUrl: 'https://www.linkedin.com/in/ada-lovelace/' });
    expect(await t.accountRow()).toMatchObject({ status: 'active', pausedUntil: null, pauseReason: null });
  });

  it('fails a step whose prospect is gone', async () => {
    const t = await linkedinStepSetup();
    const input = await t.enrolledStep(visit);
    const orphan = { ...input, row: { ...input.row, prospectId: 'deleted-prospect' } };
    expect(await t.inTransaction((tx) => loadStep(tx, orphan))).toBe('failed');
  });
});
