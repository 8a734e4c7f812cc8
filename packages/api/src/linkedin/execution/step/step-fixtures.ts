/** A LinkedIn step ready to work: an engine, a connected account open all day, and an enrolled prospect. */
import {
  linkedinAccounts,
  linkedinActions,
  linkedinSettings,
  prospects,
  scheduledSteps,
  sequenceSteps,
} from '@leadpath/db';
import type {
  LinkedinAccountKind,
  LinkedinActionResult,
  LinkedinConnector,
} from '@leadpath/integrations/linkedin';
import { asc, eq } from 'drizzle-orm';
import { ALWAYS, createEngine, type StepSpec } from '../../../sequences/engine/testing/engine-fixtures.ts';
import { connectLinkedinAccount } from '../accounts.ts';
import { normaliseProfileUrl, sandboxNetworkOf } from '../connectors.ts';
import { settingsOfOwner } from '../pacing.ts';
import { type ClaimedAction, createLinkedinTickPlan, type LinkedinStepInput } from './linkedin-step.ts';

export async function linkedinStepSetup(
  linkedin: Partial<typeof linkedinSettings.$inferInsert> = {},
  kind: LinkedinAccountKind = 'sandbox',
) {
  const engine = await createEngine();
  await engine.settings(ALWAYS);
  const account = await connectLinkedinAccount(engine.db, {
    ownerId: engine.user.id,
    kind,
    externalAccountId: kind === 'manual' ? null : 'seed-1',
    name: 'Sam on LinkedIn',
    now: engine.clock.now,
  });
  await engine.db
    .update(linkedinSettings)
    .set({ startTime: '00:00', endTime: '23:59', excludedDays: [], warmupEnabled: false, ...linkedin })
    .where(eq(linkedinSettings.userId, engine.user.id))
    .run();
  const { db } = engine;

  /** A prospect enrolled in a sequence of these steps: the input for its first step's row. */
  async function enrolledStep(
    steps: StepSpec[],
    prospect: { linkedinUrl?: string; firstName?: string } = {},
  ): Promise<LinkedinStepInput> {
    const { id } = await engine.createSequence(steps);
    const prospectId = await engine.addProspect({ firstName: prospect.firstName ?? 'Ada' });
    await db
      .update(prospects)
      .set({ linkedinUrl: prospect.linkedinUrl ?? `https://www.linkedin.com/in/${prospectId}/` })
      .where(eq(prospects.id, prospectId))
      .run();
    await engine.enroll(id, [prospectId]);
    const row = (await engine.rowsOf(prospectId))[0]!;
    const step = (await db.select().from(sequenceSteps).where(eq(sequenceSteps.id, row.stepId)).get())!;
    const enrollment = (await engine.enrollmentOf(id, prospectId))!;
    const base = { db, row, enrollment, step, now: engine.clock.now, owner: 'test-runner' };
    return { ...base, random: () => 0, plan: createLinkedinTickPlan() };
  }

  const rowOf = async (id: string) =>
    (await db.select().from(scheduledSteps).where(eq(scheduledSteps.id, id)).get())!;
  const actions = () => db.select().from(linkedinActions).orderBy(asc(linkedinActions.at)).all();
  const accountRow = async () =>
    (await db.select().from(linkedinAccounts).where(eq(linkedinAccounts.id, account.id)).get())!;
  /** What the claim hands on for this step's prospect: the action to perform and record. */
  async function claimedAction(
    input: LinkedinStepInput,
    fields: Pick<ClaimedAction, 'kind' | 'text'> & { actionId?: string; connector?: LinkedinConnector },
  ): Promise<ClaimedAction> {
    const { row, now } = input;
    const prospect = (await db.select().from(prospects).where(eq(prospects.id, row.prospectId)).get())!;
    return {
      connector: fields.connector ?? sandboxNetworkOf(db),
      account: await accountRow(),
      settings: await settingsOfOwner(db, row.ownerId, now),
      prospect,
      profileUrl: normaliseProfileUrl(prospect.linkedinUrl),
      actionId: fields.actionId ?? 'action-1',
      kind: fields.kind,
      text: fields.text,
    };
  }
  /** Runs a stage as the step runs it: in one immediate transaction. */
  const inTransaction = <T>(work: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => Promise<T>) =>
    db.transaction(work, { behavior: 'immediate' });
  return { engine, db, account, enrolledStep, claimedAction, rowOf, actions, accountRow, inTransaction };
}

/** A connector whose actions answer `answer` (or throw it) and remember what they were asked. */
export function scriptedConnector(answer: LinkedinActionResult | Error = { ok: true, externalId: 'x-1' }) {
  const calls: { action: string; text: string | null; chatId: string | null }[] = [];
  const respond = async (action: string, text: string | null, chatId: string | null) => {
    calls.push({ action, text, chatId });
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const connector: LinkedinConnector = {
    kind: 'unipile',
    visitProfile: () => respond('visit', null, null),
    sendInvitation: (_account, _profile, note) => respond('invite', note, null),
    sendMessage: (_account, _profile, text, chatId) => respond('message', text, chatId),
    sync: async () => ({ acceptances: [], messages: [], cursor: null }),
  };
  return { connector, calls };
}
