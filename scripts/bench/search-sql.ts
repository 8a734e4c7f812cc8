// The SQL the app's prospect search runs (packages/api/src/prospects/queries.ts), for the ceiling and the query timings.
// The index entries of one owner are one rowid range (migration 0017, ADR 028): scope = key * 2^32.
const like = "like ? escape '\\'";
const textMatch = `((p.first_name || ' ' || p.last_name) ${like} or p.email ${like} or p.title ${like} or c.name ${like})`;
const withCompany = 'prospects p left join companies c on c.id = p.company_id';
const scope = '(select key * 4294967296 from search_owner_keys where owner_id = ?)';
const inScope = `prospects_search.rowid between ${scope} and ${scope} + 4294967295`;
const viaIndex = `${withCompany} inner join prospects_search on p.rowid = prospects_search.rowid - ${scope}`;
const order = 'order by p.created_at desc, p.id desc limit 26';

export const searchSql = {
  /** How many index matches a term has, up to 1,001: narrow (page from the index) or broad (walk the list). */
  probe: `select count(*) as n from (select 1 from prospects_search where prospects_search match ? and ${inScope} limit 1001)`,
  broadPage: `select p.*, c.name as company_name from ${withCompany} where p.owner_id = ? and ${textMatch} ${order}`,
  narrowPage: `select p.*, c.name as company_name from ${viaIndex} where +p.owner_id = ? and prospects_search match ? and ${inScope} and ${textMatch} ${order}`,
  cappedCount: `select count(*) as n from (select 1 from ${viaIndex} where +p.owner_id = ? and prospects_search match ? and ${inScope} and ${textMatch} limit 1001)`,
};

/** The parameters of each statement for one owner and term. */
export function searchParams(ownerId: string, term: string) {
  const pattern = `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const phrase = `"${term.replaceAll('"', '""')}"`;
  const patterns = [pattern, pattern, pattern, pattern];
  return {
    probe: [phrase, ownerId, ownerId],
    broadPage: [ownerId, ...patterns],
    narrowPage: [ownerId, ownerId, phrase, ownerId, ownerId, ...patterns],
    cappedCount: [ownerId, ownerId, phrase, ownerId, ownerId, ...patterns],
  };
}
