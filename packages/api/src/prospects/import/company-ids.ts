import { type AppDatabase, timeOrderedId } from '@leadpath/db';
import { insertRows } from './multi-row-insert.ts';

const COMPANY_SQL = {
  // The first company of each name, as the (owner, name, id) index gives it.
  byNames:
    'select name, min(id) as id from companies where owner_id = ? and name in (select value from json_each(?)) group by name',
  insertHead:
    'insert into companies (id, owner_id, name, domain, industry, size, location, linkedin_url, created_at, updated_at)',
};

/**
 * The company ids of an import's company names, found by exact name among the owner's companies or
 * created, one query and a few multi-row inserts for a batch of rows. `known` holds the import's
 * answers by lower-cased name, so one spelling (the first met) decides for every other.
 */
export async function resolveCompanyIds(
  db: AppDatabase,
  ownerId: string,
  names: readonly string[],
  known: Map<string, string>,
  now: number,
): Promise<void> {
  const spellings = new Map<string, string>();
  for (const name of names) {
    const key = name.toLowerCase();
    if (name && !known.has(key) && !spellings.has(key)) spellings.set(key, name);
  }
  if (spellings.size === 0) return;
  const found = await db.$sql.all<{ name: string; id: string }>(COMPANY_SQL.byNames, [
    ownerId,
    JSON.stringify([...spellings.values()]),
  ]);
  const byName = new Map(found.map(({ name, id }) => [name, id]));
  const created: unknown[][] = [];
  for (const [key, name] of spellings) {
    let id = byName.get(name);
    if (!id) {
      id = timeOrderedId();
      const stored = name.slice(0, 150);
      created.push([id, ownerId, stored, '', '', '', '', '', now, now]);
      // A longer name is stored cut: a later name equal to the cut one finds it, as a lookup would.
      const first = byName.get(stored);
      if (!first || id < first) byName.set(stored, id);
    }
    known.set(key, id);
  }
  await insertRows(db, COMPANY_SQL.insertHead, created);
}
