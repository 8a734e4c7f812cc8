/** The call script: the team's opener (a template filled per prospect) and answers to common objections. */
import { renderTemplate } from '@leadpath/core';
import type { CallScriptInput } from '@leadpath/core/schemas/dialer';
import { type Db, dialerScripts, type ScriptObjection } from '@leadpath/db';
import { eq } from 'drizzle-orm';

export interface CallScript {
  opener: string;
  objections: ScriptObjection[];
}

/** The script a team starts with, until someone edits it. */
export const DEFAULT_CALL_SCRIPT: CallScript = {
  opener:
    "Hi {{prospect_first_name}}, this is {{my_name}}. I'm calling because teams like {{prospect_company_name}} use us to find and reach the right buyers. Do you have two minutes?",
  objections: [
    {
      objection: 'Not a good time',
      answer: 'Understood. When would be better for a two-minute call? I will put it in my calendar.',
    },
    {
      objection: 'Send me an email',
      answer: 'Happy to. So it is worth reading: what is the one thing you would want it to answer?',
    },
    {
      objection: 'We already use something',
      answer: 'Makes sense. What do you like about it, and what would you change if you could?',
    },
    {
      objection: 'No budget',
      answer: 'Fair. Would it help to see what it would replace, so you can judge it for next quarter?',
    },
  ],
};

/** The scope's script as written (placeholders unfilled), or the default. */
export async function callScriptTemplate(db: Db, scopeId: string): Promise<CallScript> {
  const row = await db.select().from(dialerScripts).where(eq(dialerScripts.scopeId, scopeId)).get();
  return row ? { opener: row.opener, objections: row.objections } : DEFAULT_CALL_SCRIPT;
}

export async function writeCallScript(db: Db, scopeId: string, script: CallScriptInput, now: number) {
  const fields = { opener: script.opener.trim(), objections: script.objections, updatedAt: new Date(now) };
  await db
    .insert(dialerScripts)
    .values({ scopeId, ...fields })
    .onConflictDoUpdate({ target: dialerScripts.scopeId, set: fields })
    .run();
  return callScriptTemplate(db, scopeId);
}

/** The script filled for the prospect on screen; a value the prospect lacks reads naturally. */
export function callScriptFor(
  template: CallScript,
  values: {
    prospectFirstName: string;
    prospectLastName: string;
    title: string | null;
    company: string | null;
    repName: string;
  },
): CallScript {
  const { text } = renderTemplate(template.opener, {
    prospect_first_name: values.prospectFirstName || 'there',
    prospect_last_name: values.prospectLastName,
    prospect_title: values.title || 'your role',
    prospect_company_name: values.company || 'your team',
    my_name: values.repName || 'me',
  });
  // A value still missing (a blank last name) is left out rather than shown as {{…}}.
  const opener = text.replace(/\{\{\s*[A-Za-z0-9_]+\s*\}\}/g, '').replace(/ {2,}/g, ' ');
  return { opener, objections: template.objections };
}
