/** Stage 5: what the connector is asked, and a connector error kept as a failed result. */
import { prospects } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { upsertConversation } from '../../messaging/conversations.ts';
import type { ClaimedAction } from './linkedin-step.ts';
import { performAction } from './perform-action.ts';
import { linkedinStepSetup, scriptedConnector } from './step-fixtures.ts';

async function setup(answer?: Parameters<typeof scriptedConnector>[0]) {
  const t = await linkedinStepSetup();
  const input = await t.enrolledStep([{ kind: 'linkedin_message', body: 'Hello' }]);
  const prospect = (await t.db.select().from(prospects).where(eq(prospects.id, input.row.prospectId)).get())!;
  const { connector, calls } = scriptedConnector(answer);
  const perform = async (kind: ClaimedAction['kind'], text: string | null) =>
    performAction(
      t.db,
      input.row,
      await t.claimedAction(input, { kind, text, connector }),
      t.engine.clock.now,
    );
  return { ...t, input, prospect, calls, perform };
}

describe('performAction', () => {
  it("sends a message into the prospect's existing chat, a first message into a new one", async () => {
    const t = await setup();
    expect(await t.perform('message', 'Hello')).toEqual({ ok: true, externalId: 'x-1' });
    await upsertConversation(t.db, {
      ownerId: t.engine.user.id,
      externalChatId: 'chat-7',
      profileUrl: t.prospect.linkedinUrl,
      name: 'Ada',
      prospectId: t.prospect.id,
      at: t.engine.clock.now,
    });
    await t.perform('message', 'Again');
    expect(t.calls).toEqual([
      { action: 'message', text: 'Hello', chatId: null },
      { action: 'message', text: 'Again', chatId: 'chat-7' },
    ]);
  });

  it('sends an invitation without a note when the text is empty', async () => {
    const t = await setup();
    await t.perform('invite', '');
    await t.perform('visit', null);
    expect(t.calls).toEqual([
      { action: 'invite', text: null, chatId: null },
      { action: 'visit', text: null, chatId: null },
    ]);
  });

  it("answers a connector's thrown error as a failed result with its message", async () => {
    const t = await setup(new Error('Unipile answered 502'));
    expect(await t.perform('visit', null)).toEqual({
      ok: false,
      signal: 'error',
      message: 'Unipile answered 502',
    });
  });
});
