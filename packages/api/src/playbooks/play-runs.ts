/** A playbook's play log, newest first. */
import { type Db, gtmPlayRuns } from '@leadpath/db';
import { and, desc, eq } from 'drizzle-orm';
import type { PlayRunList } from './output-schemas.ts';

export const PLAY_RUN_LIST_LIMIT = 30;

export async function listPlayRuns(db: Db, ownerId: string, playbookId: string): Promise<PlayRunList> {
  const rows = await db
    .select()
    .from(gtmPlayRuns)
    .where(and(eq(gtmPlayRuns.playbookId, playbookId), eq(gtmPlayRuns.ownerId, ownerId)))
    .orderBy(desc(gtmPlayRuns.ranAt))
    .limit(PLAY_RUN_LIST_LIMIT)
    .all();
  return {
    runs: rows.map((row) => ({
      id: row.id,
      trigger: row.trigger,
      day: row.day,
      matched: row.matched,
      enrolled: row.enrolled,
      skipped: row.skipped,
      ranAt: row.ranAt.getTime(),
    })),
  };
}
