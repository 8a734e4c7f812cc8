/**
 * The source key a play gives the tasks it makes (one task per play and prospect), and the plays
 * behind such keys, so the task list can say "From play: <name>" without knowing the key's format.
 */
import { type AppDatabase, gtmPlays } from '@leadpath/db';
import { and, eq, inArray } from 'drizzle-orm';

const PREFIX = 'gtm-play:';

export function playTaskSourceKey(playId: string, prospectId: string): string {
  return `${PREFIX}${playId}:${prospectId}`;
}

/** The play's id in a key this area made, or null for any other key. */
function playIdOf(sourceKey: string): string | null {
  if (!sourceKey.startsWith(PREFIX)) return null;
  const playId = sourceKey.slice(PREFIX.length).split(':')[0];
  return playId || null;
}

export interface PlayTaskSource {
  playId: string;
  /** null when the play was deleted after it made the task. */
  playName: string | null;
}

/** Each play-made key among `sourceKeys` with its play (the owner's plays only); other keys are left out. */
export async function playSourcesOf(
  db: AppDatabase,
  ownerId: string,
  sourceKeys: string[],
): Promise<Map<string, PlayTaskSource>> {
  const playIds = new Map<string, string>();
  for (const key of sourceKeys) {
    const playId = playIdOf(key);
    if (playId) playIds.set(key, playId);
  }
  const ids = [...new Set(playIds.values())];
  const names = new Map<string, string>();
  // The ids come from at most one list page (TASK_LIST_LIMIT), well under either engine's bound.
  if (ids.length) {
    const rows = await db
      .select({ id: gtmPlays.id, name: gtmPlays.name })
      .from(gtmPlays)
      .where(and(eq(gtmPlays.ownerId, ownerId), inArray(gtmPlays.id, ids)))
      .all();
    for (const row of rows) names.set(row.id, row.name);
  }
  return new Map([...playIds].map(([key, playId]) => [key, { playId, playName: names.get(playId) ?? null }]));
}
