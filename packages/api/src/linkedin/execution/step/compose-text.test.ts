/** Stage 2: the text a LinkedIn step sends, rendered for the prospect, or why it cannot be sent. */
import { prospects } from '@leadpath/db';
import { LINKEDIN_NOTE_MAX } from '@leadpath/integrations/linkedin';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { composeActionText } from './compose-text.ts';
import { EMPTY_MESSAGE_NOTE, noteTooLong } from './notes.ts';
import { linkedinStepSetup } from './step-fixtures.ts';

async function compose(kind: 'visit' | 'invite' | 'message', body: string) {
  const t = await linkedinStepSetup();
  const input = await t.enrolledStep([{ kind: 'linkedin_connect', body }], { firstName: 'Ada' });
  const prospect = (await t.db.select().from(prospects).where(eq(prospects.id, input.row.prospectId)).get())!;
  return t.inTransaction((tx) => composeActionText(tx, { ownerId: input.row.ownerId, body, kind, prospect }));
}

describe('composeActionText', () => {
  it("fills in the prospect's and the sender's values, trimmed", async () => {
    expect(await compose('invite', '  Hi {{prospect_first_name}}, {{my_name}} here.  ')).toEqual({
      text: 'Hi Ada, Sam Sender here.',
    });
  });

  it('sends no text with a visit', async () => {
    expect(await compose('visit', 'Hi {{prospect_first_name}}')).toEqual({ text: null });
  });

  it('names the placeholder without a value, an over-long invitation note, an empty message', async () => {
    expect(await compose('message', 'About {{prospect_company_name}}')).toEqual({
      problem: 'Missing value for {{prospect_company_name}}',
    });
    const long = 'x'.repeat(LINKEDIN_NOTE_MAX + 1);
    expect(await compose('invite', long)).toEqual({ problem: noteTooLong(LINKEDIN_NOTE_MAX + 1) });
    expect(await compose('message', '   ')).toEqual({ problem: EMPTY_MESSAGE_NOTE });
    // An invitation without a note is fine.
    expect(await compose('invite', '')).toEqual({ text: '' });
  });
});
