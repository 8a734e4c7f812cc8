/** Stage 2: the invitation note or message a step sends, rendered for its prospect, or why it cannot be. */
import { renderTemplate } from '@leadpath/core';
import type { Db, LinkedinActionKindColumn, ProspectRow } from '@leadpath/db';
import { LINKEDIN_NOTE_MAX } from '@leadpath/integrations/linkedin';
import {
  missingNote,
  missingValues,
  prospectValuesOf,
  senderValuesOf,
} from '../../../sequences/engine/compose.ts';
import { EMPTY_MESSAGE_NOTE, noteTooLong } from './notes.ts';

/** The text (null for a visit, which sends none), or the problem to flag the step with. */
export async function composeActionText(
  tx: Db,
  input: { ownerId: string; body: string; kind: LinkedinActionKindColumn; prospect: ProspectRow },
): Promise<{ text: string | null } | { problem: string }> {
  const { kind, body } = input;
  if (kind === 'visit') return { text: null };
  const sender = await senderValuesOf(tx, input.ownerId, undefined);
  const values = { ...(await prospectValuesOf(tx, input.prospect)), ...(sender?.values ?? {}) };
  const missing = missingValues([body], values);
  if (missing.length > 0) return { problem: missingNote(missing) };
  const text = renderTemplate(body, values).text.trim();
  if (kind === 'invite' && text.length > LINKEDIN_NOTE_MAX) return { problem: noteTooLong(text.length) };
  if (kind === 'message' && !text) return { problem: EMPTY_MESSAGE_NOTE };
  return { text };
}
