import { prospects } from '@leadpath/db';
import { type SQL, sql } from 'drizzle-orm';

// The prospects search's PostgreSQL probe and candidates as ADR 084 left them, verbatim, for
// pnpm bench:engines to time against the dialect's current ones in the same run (ADR 088). Not used
// by the product.

/** ADR 084's candidates: the full (owner, text) index always read with the owner's key. */
export function adr084Candidates(ownerId: string, pattern: string): SQL {
  return sql`${prospects.id} in (select p.id from prospects p where p.owner_id = ${ownerId} and prospect_search_text(p.first_name, p.last_name, p.email, p.title) like ${pattern} escape '\\' union all select p.id from prospects p where p.owner_id = ${ownerId} and p.company_id in (select c.id from companies c where c.owner_id = ${ownerId} and company_search_text(c.name, c.domain, c.industry, c.location) like ${pattern} escape '\\'))`;
}

/** ADR 084's probe: the samples, then the full index with the owner's key. */
export function adr084Probe(ownerId: string, pattern: string, limit: number): SQL {
  const literal = (value: number) => sql.raw(String(value));
  const count = (mask: number | null) =>
    sql`(select count(*) from (select 1 from prospects p where p.owner_id = ${ownerId}${mask === null ? sql`` : sql` and (hashtext(p.id) & ${literal(mask)}) = 0`} and prospect_search_text(p.first_name, p.last_name, p.email, p.title) like ${pattern} escape '\\' limit ${literal(limit)}) as probe)`;
  const samples = [
    { mask: 63, oneIn: 64 },
    { mask: 15, oneIn: 16 },
  ];
  const expectedToHold = samples.map(
    (sample) =>
      sql`when (select n from first_sample) >= ${literal(Math.ceil((limit * sample.oneIn) / 256))} and ${count(sample.mask)} >= ${literal(limit)} then ${literal(limit)}`,
  );
  return sql`with first_sample as materialized (select ${count(255)} as n) select case when (select n from first_sample) >= ${literal(limit)} then ${literal(limit)} ${sql.join(expectedToHold, sql` `)} else ${count(null)} end as n`;
}
