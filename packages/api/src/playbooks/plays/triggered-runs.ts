/** A playbook's triggered plays' run log, newest first. */
import { type Db, gtmPlays, gtmTriggeredPlayRuns } from '@leadpath/db';
import { and, desc, eq } from 'drizzle-orm';
import type { TriggeredRunList } from './play-output-schemas.ts';

export const TRIGGERED_RUN_LIST_LIMIT = 50;

export async function listTriggeredRuns(
  db: Db,
  ownerId: string,
  playbookId: string,
): Promise<TriggeredRunList> {
  const rows = await db
    .select({ run: gtmTriggeredPlayRuns, playName: gtmPlays.name, trigger: gtmPlays.trigger })
    .from(gtmTriggeredPlayRuns)
    .innerJoin(gtmPlays, eq(gtmPlays.id, gtmTriggeredPlayRuns.playId))
    .where(and(eq(gtmPlays.playbookId, playbookId), eq(gtmTriggeredPlayRuns.ownerId, ownerId)))
    .orderBy(desc(gtmTriggeredPlayRuns.ranAt), desc(gtmTriggeredPlayRuns.id))
    .limit(TRIGGERED_RUN_LIST_LIMIT)
    .all();
  return {
    runs: rows.map(({ run, playName, trigger }) => ({
      id: run.id,
      playId: run.playId,
      playName,
      trigger,
      matched: run.matched,
      done: run.done,
      skipped: run.skipped,
      ranAt: run.ranAt.getTime(),
    })),
  };
}
