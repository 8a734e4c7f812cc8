import { describe, expect, it } from 'vitest';
import { messageIdFor } from '../compose.ts';
import { composeEmail, emailContentOf } from './compose-email.ts';
import { NO_VARIANT_NOTE } from './flag-row.ts';
import { engineWithDueRow, rowContextOf } from './testing/step-context.ts';

type Setup = Awaited<ReturnType<typeof engineWithDueRow>>;

async function contentFor(setup: Setup, row = setup.row) {
  const { ctx, engine } = setup;
  const { enrollment, shape, step } = await rowContextOf(ctx, row);
  const prospect = (await ctx.reads.prospectById.get({ id: row.prospectId }))!;
  const state = (await ctx.senders.stateOf(row.ownerId, engine.clock.now))!;
  return {
    content: await emailContentOf(ctx, { row, enrollment, shape, step, prospect, state }),
    state,
    step,
  };
}

describe("an email's content", () => {
  it('is the variant chosen at scheduling, with the prospect and sender values', async () => {
    const setup = await engineWithDueRow({ prospect: { firstName: 'Ada' } });
    const { content } = await contentFor(setup);
    expect(content).toMatchObject({
      variant: { id: setup.row.variantId },
      values: { prospect_first_name: 'Ada', my_name: 'Sam Sender' },
    });
  });

  it("falls back on the enrollment's slot when the chosen variant was deleted", async () => {
    const setup = await engineWithDueRow({
      steps: [
        {
          variants: [
            { subject: 'A', body: 'a' },
            { subject: 'B', body: 'b' },
          ],
        },
      ],
    });
    const { enrollment, shape, step } = await rowContextOf(setup.ctx, setup.row);
    const { content } = await contentFor(setup, { ...setup.row, variantId: 'deleted' });
    const variants = shape.variants.get(step.id) ?? [];
    expect(content).toMatchObject({ variant: { id: variants[enrollment.variantSlot % 2]?.id } });
  });

  it('names what is missing: no variant at all, or a placeholder without a value', async () => {
    const empty = await engineWithDueRow({ steps: [{ variants: [] }] });
    expect((await contentFor(empty)).content).toEqual({ note: NO_VARIANT_NOTE });
    const untitled = await engineWithDueRow({
      steps: [{ variants: [{ subject: 'Hi', body: 'As {{prospect_title}}' }] }],
      prospect: { title: '' },
    });
    expect((await contentFor(untitled)).content).toEqual({ note: 'Missing value for {{prospect_title}}' });
  });
});

describe('composing the email', () => {
  it('renders it, signs it, ends it with the unsubscribe line, and derives its Message-ID from the step', async () => {
    const setup = await engineWithDueRow({ prospect: { firstName: 'Ada', email: 'ada@acme.test' } });
    await setup.engine.signature('Sam Sender');
    const { content, state, step } = await contentFor(setup);
    if ('note' in content) throw new Error(content.note);
    const pace = setup.ctx.senders.paceOf(state);
    const input = { row: setup.row, step, content, thread: null, pace, state, to: 'ada@acme.test' };
    const mail = await composeEmail(setup.ctx, input);
    expect(mail).toMatchObject({
      from: setup.engine.user.email,
      to: ['ada@acme.test'],
      subject: 'Step 1 for Ada',
      text: `Hello Ada\n\n--\nSam Sender${setup.engine.unsubscribeLine()}`,
      messageId: messageIdFor(setup.row.idempotencyKey, setup.engine.user.email),
      listUnsubscribe: true,
    });
    expect(mail.messageId).toMatch(/^<seq-[0-9a-f]{32}@northwind\.test>$/);
    const retried = await composeEmail(setup.ctx, {
      ...input,
      row: { ...setup.row, messageId: '<kept@x.test>' },
    });
    expect(retried.messageId).toBe('<kept@x.test>');
  });

  it('answers the thread of a same-thread step: Re: subject, In-Reply-To and References', async () => {
    const setup = await engineWithDueRow({
      steps: [{ sameThread: true, variants: [{ subject: '', body: 'More' }] }],
    });
    const { content, state, step } = await contentFor(setup);
    if ('note' in content) throw new Error(content.note);
    const thread = {
      messageIds: ['<a@x.test>', '<b@x.test>'],
      lastSubject: 'Hello Pat',
      lastMailboxId: null,
    };
    const pace = setup.ctx.senders.paceOf(state);
    const mail = await composeEmail(setup.ctx, {
      row: setup.row,
      step,
      content,
      thread,
      pace,
      state,
      to: 'p@acme.test',
    });
    expect(mail).toMatchObject({
      subject: 'Re: Hello Pat',
      inReplyTo: '<b@x.test>',
      headers: { References: '<a@x.test> <b@x.test>' },
    });
  });
});
