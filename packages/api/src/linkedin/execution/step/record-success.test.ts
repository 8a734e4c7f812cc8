/**
 * Stage 6 when the action went out: done on the action, the row and the timeline, the prospect
 * contacted; a visit or a message moves the enrollment on, an invitation waits for its acceptance.
 */
import { linkedinConversations, linkedinMessages, prospects } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StepSpec } from '../../../sequences/engine/testing/engine-fixtures.ts';
import { claimStep } from './claim-step.ts';
import type { ClaimedAction } from './linkedin-step.ts';
import { type Delivery, recordSuccess } from './record-success.ts';
import { linkedinStepSetup } from './step-fixtures.ts';

async function setup(steps: StepSpec[], kind: ClaimedAction['kind'], text: string | null) {
  const t = await linkedinStepSetup();
  const input = await t.enrolledStep(steps, { firstName: 'Ada' });
  const action = await t.claimedAction(input, { kind, text });
  await t.inTransaction((tx) => claimStep(tx, input, action));
  const succeed = (delivery: Delivery = { externalId: 'x-1' }) =>
    t.inTransaction((tx) => recordSuccess(tx, t.db, input, action, delivery));
  const prospectId = input.row.prospectId;
  const prospect = async () =>
    (await t.db.select().from(prospects).where(eq(prospects.id, prospectId)).get())!;
  const events = async () => (await t.engine.eventsOf(prospectId)).map((event) => [event.kind, event.detail]);
  return { ...t, input, action, prospectId, succeed, prospect, events };
}

describe('recordSuccess', () => {
  it('marks a visit done, shows it on the timeline, contacts the prospect and schedules the next step', async () => {
    const t = await setup(
      [{ kind: 'linkedin_visit' }, { kind: 'linkedin_message', body: 'Hi' }],
      'visit',
      null,
    );
    expect(await t.succeed()).toBe('done');
    expect(await t.actions()).toMatchObject([{ status: 'done', externalId: 'x-1' }]);
    expect(await t.engine.rowsOf(t.prospectId)).toMatchObject([
      { status: 'done', doneAt: new Date(t.engine.clock.now), leaseOwner: null, note: null },
      { status: 'scheduled' },
    ]);
    expect(await t.events()).toEqual([
      ['enrolled', null],
      ['linkedin_visit', t.action.profileUrl],
    ]);
    expect((await t.prospect()).status).toBe('contacted');
  });

  it('leaves an invitation waiting for its acceptance: no next step yet', async () => {
    const steps = [
      { kind: 'linkedin_connect' as const, body: 'Hi Ada' },
      { kind: 'linkedin_message' as const, body: 'Hi' },
    ];
    const t = await setup(steps, 'invite', 'Hi Ada');
    expect(await t.succeed()).toBe('waiting');
    expect(await t.engine.rowsOf(t.prospectId)).toMatchObject([{ status: 'done' }]);
    expect((await t.events()).at(-1)).toEqual(['invitation_sent', 'Hi Ada']);
  });

  it('puts a sent message in the inbox conversation; the last step finishes the enrollment', async () => {
    const t = await setup([{ kind: 'linkedin_message', body: 'Hello Ada' }], 'message', 'Hello Ada');
    expect(await t.succeed({ externalId: 'm-1', chatId: 'chat-1' })).toBe('done');
    const conversation = await t.db
      .select()
      .from(linkedinConversations)
      .where(eq(linkedinConversations.prospectId, t.prospectId))
      .get();
    expect(conversation).toMatchObject({ externalChatId: 'chat-1', name: 'Ada Prospect' });
    const messages = await t.db
      .select()
      .from(linkedinMessages)
      .where(eq(linkedinMessages.conversationId, conversation!.id))
      .all();
    expect(messages).toMatchObject([
      { direction: 'outbound', status: 'sent', text: 'Hello Ada', externalMessageId: 'm-1' },
    ]);
    expect(await t.engine.enrollmentOf(t.input.enrollment.sequenceId, t.prospectId)).toMatchObject({
      status: 'finished',
      finishReason: 'completed',
    });
  });
});
