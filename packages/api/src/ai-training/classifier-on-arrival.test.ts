/** ADR 073: an arriving reply is sorted by the published reply-classifier version, which it records. */
import { linkedinMessages, prospects } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectLinkedinAccount } from '../linkedin/execution/accounts.ts';
import { applySyncBatch } from '../linkedin/execution/linkedin-sync.ts';
import { ALWAYS, createEngine } from '../sequences/engine/testing/engine-fixtures.ts';
import { json } from '../testing/outreach-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';
import { agentUsesOf } from './published.ts';

const VENDOR = 'Thanks, but we went with another vendor.';

/** Sam's sequence sent its first email to Ada (on LinkedIn too); an Admin trains the classifier. */
async function setUp() {
  const t = createTestApp();
  const user = await t.createUser({ email: 'sam@northwind.test', name: 'Sam Sender', role: 'Pro' });
  const cookie = await t.signIn('sam@northwind.test');
  await t.createUser({ email: 'admin@example.com', name: 'Ada Admin', role: 'Admin' });
  const admin = await t.signIn('admin@example.com');
  const engine = await createEngine({ db: t.deps.db, user, start: t.clock.now });
  await engine.settings(ALWAYS);
  const sequence = await engine.createSequence([{}, { delayDays: 2 }]);
  const ada = await engine.addProspect({ firstName: 'Ada', email: 'ada@acme.test' });
  await t.db
    .update(prospects)
    .set({ linkedinUrl: 'https://www.linkedin.com/in/ada-lovelace/' })
    .where(eq(prospects.id, ada))
    .run();
  await engine.enroll(sequence.id, [ada]);
  await engine.tick();
  const mailReply = async (text: string) => {
    const [sent] = (await engine.outbox()).filter((row) => row.kind === 'sent');
    const res = await t.request(`/api/mailboxes/messages/${sent?.id}/simulate-reply`, {
      method: 'POST',
      cookie,
      json: { kind: 'reply', text },
    });
    expect(res.status).toBe(200);
    return json<{ id: string; replyClass: string | null }>(res);
  };
  const account = await connectLinkedinAccount(t.db, {
    ownerId: user.id,
    kind: 'sandbox',
    externalAccountId: 'seed-1',
    name: 'Sam on LinkedIn',
    now: t.clock.now,
  });
  const linkedinReply = async (text: string, messageId: string) => {
    await applySyncBatch(
      t.db,
      account,
      {
        acceptances: [],
        cursor: null,
        messages: [
          {
            externalChatId: 'chat-ada',
            externalMessageId: messageId,
            profileUrl: 'https://www.linkedin.com/in/ada-lovelace/',
            providerId: null,
            name: null,
            direction: 'inbound',
            text,
            at: t.clock.now,
          },
        ],
      },
      t.clock.now,
      {},
    );
    return t.db
      .select()
      .from(linkedinMessages)
      .where(eq(linkedinMessages.externalMessageId, messageId))
      .get();
  };
  /** A classifier version with these instructions, evaluated and published as an Admin does. */
  const publish = async (instructions: string) => {
    const admins = (method: string, path: string, body: unknown = {}) =>
      t.request(`/api/admin/ai-training${path}`, { method, cookie: admin, json: body });
    const draft = await json<{ id: string }>(await admins('POST', '/agents/reply-classifier/versions'));
    // A rule naming no class is refused with the list, and changes nothing.
    const refused = await admins('PATCH', `/versions/${draft.id}`, {
      instructions: '"maybe later" => later',
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('A rule names \\"later\\", which is no reply class');
    const agent = await json<{ versions: { instructions: string }[] }>(
      await t.request('/api/admin/ai-training/agents/reply-classifier', { cookie: admin }),
    );
    expect(agent.versions[0]?.instructions).toBe('');
    expect((await admins('PATCH', `/versions/${draft.id}`, { instructions })).status).toBe(200);
    expect((await admins('POST', `/versions/${draft.id}/publish`)).status).toBe(200);
    return draft.id;
  };
  return { t, mailReply, linkedinReply, publish };
}

describe('the reply classifier version at work on arrival', { timeout: 60_000 }, () => {
  it('the built-in defaults sort a reply as before, and the arrival records them (no version)', async () => {
    const { t, mailReply } = await setUp();
    const reply = await mailReply(VENDOR);
    expect(reply.replyClass).toBe('other');
    expect(await agentUsesOf(t.db, 'inbound-message', reply.id)).toMatchObject([
      { agent: 'reply-classifier', versionId: null },
    ]);
  });

  it("a published version's rule decides an arriving mail and LinkedIn reply, after the locked unsubscribe; each records the version", async () => {
    const { t, mailReply, linkedinReply, publish } = await setUp();
    const versionId = await publish(
      'Treat a lost deal as not interested.\n"went with another vendor" => not-interested\n"please stop" => interested',
    );

    const mail = await mailReply(VENDOR);
    expect(mail.replyClass).toBe('not-interested');
    expect(await agentUsesOf(t.db, 'inbound-message', mail.id)).toMatchObject([
      { agent: 'reply-classifier', versionId },
    ]);

    const message = await linkedinReply(VENDOR, 'ada-1');
    expect(message).toMatchObject({
      replyClass: 'not-interested',
      replyClassSource: 'rules',
      replyClassReason: 'Version rule: "went with another vendor"',
    });
    expect(await agentUsesOf(t.db, 'linkedin-message', message!.id)).toMatchObject([
      { agent: 'reply-classifier', versionId },
    ]);

    // No version rule takes over the locked escalation: an unsubscribe request stays one.
    const unsubscribe = await linkedinReply('Please stop, unsubscribe me.', 'ada-2');
    expect(unsubscribe?.replyClass).toBe('unsubscribe');

    // The version's outputs over REST count both channels.
    const admin = await t.signIn('admin@example.com');
    const outputs = await json<{ counts: { kind: string; count: number }[] }>(
      await t.request(`/api/admin/ai-training/versions/${versionId}/outputs`, { cookie: admin }),
    );
    expect(outputs.counts).toEqual(
      expect.arrayContaining([
        { kind: 'email-reply-class', count: 1 },
        { kind: 'linkedin-reply-class', count: 2 },
      ]),
    );
  });
});
