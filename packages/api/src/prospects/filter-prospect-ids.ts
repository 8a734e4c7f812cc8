import type { prospectFilterSchema } from '@leadpath/core/schemas/prospects';
import type { AppDatabase } from '@leadpath/db';
import type { z } from 'zod';
import { prospectIdChunk } from './queries.ts';

/**
 * A search too short for the index reads the list in windows of SEARCH_SCAN_ROWS rows (ADR 019): at
 * most this many windows are read for one answer, so a term that matches little cannot walk a huge list.
 */
const MAX_READS = 20;

/**
 * The first `max` prospects a Prospects list filter matches, in the list's order: what the list shows,
 * page after page (the dialer queues a saved filter's prospects this way, ADR 068).
 */
export async function prospectIdsOfFilter(
  db: AppDatabase,
  ownerId: string,
  filter: z.output<typeof prospectFilterSchema>,
  max: number,
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let read = 0; read < MAX_READS && ids.length < max; read++) {
    const chunk = await prospectIdChunk(db, ownerId, filter, cursor, max - ids.length);
    ids.push(...chunk.ids);
    cursor = chunk.nextCursor;
    if (!cursor) break;
  }
  return ids;
}
