/** Who a triggered play reaches: the playbook's profile, narrowed by the persona's and the play's titles. */
import { companies, type Db, type PlaybookRow, type PlayRow, prospects } from '@leadpath/db';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { containsAny, prospectConditions } from '../audience.ts';

/** The most prospects one run handles (the newest matches first); a no-reply pass takes the rest next time. */
export const PLAY_RUN_LIMIT = 1000;

export const personaOf = (playbook: PlaybookRow, play: PlayRow) =>
  play.persona ? (playbook.personas.find((persona) => persona.name === play.persona) ?? null) : null;

/** The matching prospects among those `scope` selects (an event's prospects, a no-reply pass's candidates). */
export async function matchingProspectIds(
  db: Db,
  playbook: PlaybookRow,
  play: PlayRow,
  scope: SQL | undefined,
): Promise<string[]> {
  const persona = personaOf(playbook, play);
  // A persona deleted from the playbook since the play was saved: the play reaches nobody.
  if (play.persona && !persona) return [];
  const title = sql`${prospects.title}`;
  const rows = await db
    .select({ id: prospects.id })
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .where(
      and(
        prospectConditions(playbook.ownerId, playbook.profile),
        containsAny(title, persona?.titles ?? []),
        containsAny(title, play.titles),
        scope,
      ),
    )
    .orderBy(desc(prospects.createdAt), desc(prospects.id))
    .limit(PLAY_RUN_LIMIT)
    .all();
  return rows.map((row) => row.id);
}
