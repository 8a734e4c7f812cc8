/** Stage 1: the step's account, its connector and the prospect, or why the step does not run here. */
import { type Db, prospects } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { readLinkedinAccount, resumeIfDue } from '../accounts.ts';
import { connectorFor, normaliseProfileUrl } from '../connectors.ts';
import { settingsOfOwner } from '../pacing.ts';
import type { LinkedinStepInput, LoadedStep } from './linkedin-step.ts';

/**
 * 'task' when the owner has no account running through a connector (manual mode, disconnected,
 * Unipile not configured); 'failed' when the prospect is gone. A paused account whose pause is over
 * is resumed on the way.
 */
export async function loadStep(
  tx: Db,
  input: Pick<LinkedinStepInput, 'db' | 'row' | 'now' | 'services'>,
): Promise<'task' | 'failed' | LoadedStep> {
  const { row, now } = input;
  const found = await readLinkedinAccount(tx, row.ownerId);
  if (!found || found.kind === 'manual' || found.status === 'disconnected') return 'task';
  // The database, not the transaction: the sandbox connector keeps one network per database.
  const connector = connectorFor(input.db, found, input.services);
  if (!connector) return 'task';
  const account = await resumeIfDue(tx, found, now);
  const settings = await settingsOfOwner(tx, row.ownerId, now);
  const prospect = await tx.select().from(prospects).where(eq(prospects.id, row.prospectId)).get();
  if (!prospect) return 'failed';
  return { connector, account, settings, prospect, profileUrl: normaliseProfileUrl(prospect.linkedinUrl) };
}
