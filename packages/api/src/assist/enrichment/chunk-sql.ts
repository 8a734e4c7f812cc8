// Hand-written, portable statements for bulk enrichment (ADR 059): Drizzle took ~38 µs a row to build
// a multi-row upsert that SQLite runs in ~7. Texts depend only on a row count that is a power of two,
// so each engine prepares (translates) a handful of texts once.

/** Splits n into powers of two, largest first, none above max: 100 → 64, 32, 4 (max 64). */
export function powerOfTwoSizes(n: number, max = 64): number[] {
  const sizes: number[] = [];
  let left = n;
  for (let size = max; size >= 1; size /= 2) {
    while (left >= size) {
      sizes.push(size);
      left -= size;
    }
  }
  return sizes;
}

/** Cuts rows into runs of those sizes. */
export function piecesOf<T>(rows: T[], max = 64): T[][] {
  const pieces: T[][] = [];
  let at = 0;
  for (const size of powerOfTwoSizes(rows.length, max)) {
    pieces.push(rows.slice(at, at + size));
    at += size;
  }
  return pieces;
}

const texts = new Map<string, string>();
function once(key: string, build: () => string): string {
  let text = texts.get(key);
  if (text === undefined) {
    text = build();
    texts.set(key, text);
  }
  return text;
}

const tuple = (width: number) => `(${Array(width).fill('?').join(', ')})`;
const tuples = (rows: number, width: number) => Array(rows).fill(tuple(width)).join(', ');

/**
 * The prospects among `count` ids with their company's name and location, and their owner: the
 * caller checks it (with the owner in the WHERE, SQLite walked the owner's index, not the ids).
 */
export const readInputsSql = (count: number) =>
  once(`read:${count}`, () =>
    [
      'select p.id as id, p.owner_id as ownerId, p.first_name as firstName, p.last_name as lastName, p.title as title,',
      'p.email as email, p.phone as phone, p.linkedin_url as linkedinUrl, p.time_zone as timeZone,',
      'c.name as companyName, c.location as companyLocation',
      'from prospects p left join companies c on c.id = p.company_id',
      `where p.id in ${tuple(count)}`,
    ].join(' '),
  );

/** Columns of one stored value, in the order upsertValuesSql binds them. */
export const VALUE_COLUMNS = 10;

/**
 * Every value found, upserted: a value applied now is 'applied'; a refreshed value keeps the
 * user's decision only if it did not change.
 */
export const upsertValuesSql = (rows: number) =>
  once(`upsert:${rows}`, () =>
    [
      'insert into enrichment_values (id, owner_id, prospect_id, field, value, source, confidence, status, found_at, decided_at)',
      `values ${tuples(rows, VALUE_COLUMNS)}`,
      'on conflict (prospect_id, field, source) do update set',
      "status = case when excluded.status = 'applied' then 'applied' when enrichment_values.value = excluded.value then enrichment_values.status else 'found' end,",
      "decided_at = case when excluded.status = 'applied' then excluded.decided_at when enrichment_values.value = excluded.value then enrichment_values.decided_at else null end,",
      'value = excluded.value, confidence = excluded.confidence, found_at = excluded.found_at',
    ].join(' '),
  );

/** The prospect columns a patch can write, and the ones besides the names. */
export const PATCH_COLUMNS = ['first_name', 'last_name', 'phone', 'linkedin_url', 'time_zone'] as const;
export const NAMELESS_COLUMNS = ['phone', 'linkedin_url', 'time_zone'] as const;
export type PatchColumn = (typeof PATCH_COLUMNS)[number];

/**
 * Each prospect's own new values in one statement (UPDATE … FROM VALUES: SQLite 3.33+ and
 * PostgreSQL both name the columns column1…, the prospect first); a null keeps the field. Names are
 * set only by the statement for patches that change one: setting them re-indexes the search.
 */
export const writePatchesSql = (rows: number, columns: readonly PatchColumn[]) =>
  once(`patch:${rows}:${columns.join()}`, () =>
    [
      'update prospects set',
      columns.map((column, i) => `${column} = coalesce(v.column${i + 2}, prospects.${column})`).join(', '),
      ', updated_at = ?',
      `from (values ${tuples(rows, columns.length + 1)}) as v`,
      'where prospects.id = v.column1 and prospects.owner_id = ?',
    ].join(' '),
  );
