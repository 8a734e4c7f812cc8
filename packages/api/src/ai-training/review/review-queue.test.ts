import { stepInputSchema } from '@leadpath/core/schemas/sequences';
import { scheduledSteps } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LanguageModel } from '../../assist/language-model/language-model.ts';
import { createTemplateModel } from '../../assist/language-model/template-model.ts';
import { DAY } from '../../sequences/engine/testing/engine-fixtures.ts';
import { approveReview, editReview, regenerateReview, rejectReview } from './review-actions.ts';
import { listReview } from './review-read.ts';
import { publishWriter, reviewEngine } from './testing/review-engine.ts';

const reviewer = { email: 'admin@example.com' };
const pending = (engine: { db: Parameters<typeof listReview>[0] }) =>
  listReview(engine.db, { status: 'pending', limit: 50 });

/** The template writer, except that the process "dies" right after the draft is written. */
function dyingAfterDraft(): LanguageModel {
  const model = createTemplateModel();
  return {
    ...model,
    draftStep: async (...args) => {
      await model.draftStep(...args);
      throw new Error('the tick process died after drafting');
    },
  };
}

describe('the review queue in the sequence engine', { timeout: 60_000 }, () => {
  it('drafts a review-mode step with the published writer version and never sends it unapproved', async () => {
    const engine = await reviewEngine();
    const versionId = await publishWriter(engine.db);

    expect(await engine.tick()).toMatchObject({ sent: 0 });
    const [draft, ...others] = await pending(engine);
    expect(others).toEqual([]);
    expect(draft).toMatchObject({ agentVersionId: versionId, agentVersionNumber: 1, blockedReasons: [] });
    expect(draft?.body).toContain('Hi Ada');
    expect(draft?.body).toContain('Acme');
    expect((await engine.rowsOf(engine.ada)).map((row) => row.status)).toEqual(['review']);

    // Days of ticks, by another runner too: still nothing sent, still one draft.
    engine.clock.now += 10 * DAY;
    await engine.tick();
    await engine.tick({ owner: 'another-runner' });
    expect(await engine.outbox()).toEqual([]);
    expect(await pending(engine)).toHaveLength(1);
  });

  it('a tick that dies after drafting, and a new tick after the draft was queued, send nothing', async () => {
    const engine = await reviewEngine();
    // Died between drafting and queueing: the row is put off, nothing queued, nothing sent.
    expect(await engine.tick({ languageModel: dyingAfterDraft() })).toMatchObject({ sent: 0, failed: 1 });
    expect(await pending(engine)).toEqual([]);
    expect(await engine.outbox()).toEqual([]);
    expect((await engine.rowsOf(engine.ada)).map((row) => row.status)).toEqual(['scheduled']);

    // The restarted tick drafts it once; one more restart after the queue write changes nothing.
    engine.clock.now += DAY;
    await engine.tick({ owner: 'restarted' });
    await engine.tick({ owner: 'restarted-again' });
    expect(await pending(engine)).toHaveLength(1);
    expect(await engine.outbox()).toEqual([]);
  });

  it('approve with an edit: the engine sends exactly the edited text once, with the version recorded', async () => {
    const engine = await reviewEngine();
    const versionId = await publishWriter(engine.db);
    await engine.tick();
    const [draft] = await pending(engine);
    if (!draft) throw new Error('no draft');
    const edited = await approveReview(
      engine.db,
      { id: draft.id, subject: 'Scheduling at Acme', body: `${draft.body}\n\nP.S. Edited by a person.` },
      reviewer,
      engine.clock.now,
    );
    expect(edited).toMatchObject({ status: 'approved', reviewerEmail: reviewer.email, messageId: null });
    expect(edited.editSize).toBeGreaterThan(20);

    expect(await engine.tick()).toMatchObject({ sent: 1 });
    await engine.tick();
    const outbox = await engine.outbox();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.subject).toBe('Scheduling at Acme');
    expect(outbox[0]?.text).toContain('P.S. Edited by a person.');
    const [sent] = await listReview(engine.db, { status: 'approved', limit: 5 });
    expect(sent).toMatchObject({ agentVersionId: versionId, messageId: outbox[0]?.messageId });
    expect(sent?.sentAt).toBe(engine.clock.now);
    await expect(approveReview(engine.db, { id: draft.id }, reviewer, engine.clock.now)).rejects.toThrow(
      /already reviewed/,
    );
  });

  it('a reviewed send interrupted after the mail left: the later tick records its Message-ID and time on the draft', async () => {
    const engine = await reviewEngine();
    await engine.tick();
    const [draft] = await pending(engine);
    if (!draft) throw new Error('no draft');
    await approveReview(engine.db, { id: draft.id }, reviewer, engine.clock.now);
    // The approved row as a crashed runner leaves it: claimed with its Message-ID, the mail in the outbox.
    const messageId = '<reviewed-1@northwind.test>';
    const [row] = await engine.rowsOf(engine.ada);
    if (!row) throw new Error('no scheduled row');
    await engine.db
      .update(scheduledSteps)
      .set({
        status: 'sending',
        leaseOwner: 'crashed',
        leaseUntil: new Date(engine.clock.now),
        attempts: 1,
        messageId,
      })
      .where(eq(scheduledSteps.id, row.id))
      .run();
    await engine.mailer.send({
      ownerId: engine.user.id,
      from: 'sam@northwind.test',
      to: ['ada@acme.test'],
      subject: draft.subject,
      text: draft.body,
      messageId,
    });
    expect(await engine.tick()).toMatchObject({ reconciled: 1 });
    expect(await engine.outbox()).toHaveLength(1);
    const [sent] = await listReview(engine.db, { status: 'approved', limit: 5 });
    expect(sent).toMatchObject({ messageId, sentAt: engine.clock.now });
  });

  it('reject: the step is skipped for this prospect and the enrollment goes on to its next step', async () => {
    const engine = await reviewEngine([{ body: 'book a demo' }, {}]);
    await engine.tick();
    const [draft] = await pending(engine);
    if (!draft) throw new Error('no draft');
    const rejected = await rejectReview(
      engine.db,
      { id: draft.id, reason: 'Wrong person' },
      reviewer,
      engine.clock.now,
    );
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'Wrong person' });

    await engine.tick();
    const outbox = await engine.outbox();
    // Only the second (template) step went out; the rejected draft never did.
    expect(outbox.map((mail) => mail.subject)).toEqual(['Step 2 for Ada']);
    expect((await engine.rowsOf(engine.ada)).map((row) => row.status)).toEqual(['skipped', 'sent']);
  });

  it('the send guard: a blocked draft waits with its reasons, and an approved one blocked later is not sent', async () => {
    const engine = await reviewEngine();
    await publishWriter(engine.db, { bannedPhrases: ['15-minute call'] });
    await engine.tick();
    const [blocked] = await pending(engine);
    if (!blocked) throw new Error('no draft');
    expect(blocked.blockedReasons.join(' ')).toMatch(/15-minute call/);
    await expect(approveReview(engine.db, { id: blocked.id }, reviewer, engine.clock.now)).rejects.toThrow(
      /guardrail blocks/,
    );

    const fixed = await editReview(
      engine.db,
      {
        id: blocked.id,
        subject: blocked.subject,
        body: blocked.body.replace('a 15-minute call', 'a short call'),
      },
      engine.clock.now,
    );
    expect(fixed.blockedReasons).toEqual([]);
    await approveReview(engine.db, { id: blocked.id }, reviewer, engine.clock.now);
    // A new version bans a phrase of the approved text before the tick sends it: it goes back to the queue.
    await publishWriter(engine.db, { bannedPhrases: ['short call'] }, 2);
    expect(await engine.tick()).toMatchObject({ sent: 0 });
    expect(await engine.outbox()).toEqual([]);
    const [back] = await pending(engine);
    expect(back?.blockedReasons.join(' ')).toMatch(/short call/);
    expect((await engine.rowsOf(engine.ada)).map((row) => row.status)).toEqual(['review']);
  });

  it("the step's brief (the editor's Writer's brief, kept by the step schema) is what the writer is asked", async () => {
    const brief = 'ask about their hiring plans for the next quarter';
    const step = stepInputSchema.parse({
      kind: 'auto_email',
      review: true,
      body: brief,
      variants: [{ subject: 'Template', body: 'Template' }],
    });
    const engine = await reviewEngine([{ body: step.body }]);
    await engine.tick();
    const [draft] = await pending(engine);
    expect(draft?.body).toContain(brief);
    expect(await engine.outbox()).toEqual([]);
  });

  it('regenerate: a new draft with the instruction as its brief, still waiting for review', async () => {
    const engine = await reviewEngine();
    await engine.tick();
    const [draft] = await pending(engine);
    if (!draft) throw new Error('no draft');
    const again = await regenerateReview(
      engine.db,
      createTemplateModel(),
      { id: draft.id, instruction: 'cut onboarding time in half' },
      engine.clock.now,
    );
    expect(again).toMatchObject({ status: 'pending', editSize: 0 });
    expect(again.body).toContain('cut onboarding time in half');
    expect(await engine.outbox()).toEqual([]);
  });
});
