import type { AppDatabase } from '@leadpath/db';
import { prospectIdsOfFilter } from '../filter-prospect-ids.ts';
import { filterOf, ownSavedFilter } from './saved-filters.ts';

/**
 * The first `max` prospects of one of the owner's saved filters, in the list's order (a dialer
 * session's queue, ADR 068). Another owner's filter is not found (404).
 */
export async function savedFilterProspectIds(
  db: AppDatabase,
  ownerId: string,
  savedFilterId: string,
  max: number,
): Promise<string[]> {
  const row = await ownSavedFilter(db, ownerId, savedFilterId);
  return prospectIdsOfFilter(db, ownerId, filterOf(row), max);
}
