import { describe, expect, it } from 'vitest';
import { translate } from './translate.ts';

const text = (sql: string) => translate(sql).text;

describe('translate (SQLite statements to PostgreSQL)', () => {
  it('numbers positional placeholders in order, leaving quoted text alone', () => {
    expect(translate(`select "a?" from t where b = ? and c = 'x?' and d in (?, ?)`, [1, 2, 3])).toEqual({
      text: `select "a?" from t where b = $1 and c = 'x?' and d in ($2, $3)`,
      values: [1, 2, 3],
    });
  });

  it('leaves question marks in comments and doubled quotes alone', () => {
    expect(text(`select 'it''s ?' -- why?\n, ? /* ? */`)).toBe(`select 'it''s ?' -- why?\n, $1 /* ? */`);
  });

  it('binds named parameters, once per distinct name, from an object', () => {
    expect(
      translate('update jobs set run_at = @now, updated_at = @now where id = :id', { now: 5, id: 'j' }),
    ).toEqual({ text: 'update jobs set run_at = $1, updated_at = $1 where id = $2', values: [5, 'j'] });
  });

  it('refuses a named statement without its value, rather than binding NULL', () => {
    expect(() => translate('select @missing', {})).toThrow('@missing');
  });

  it('keeps casts (::) apart from named parameters', () => {
    expect(translate('select x::text from t where y = :y', { y: 1 }).text).toBe(
      'select x::text from t where y = $1',
    );
  });

  it('binds booleans and undefined as SQLite stores them', () => {
    expect(translate('select ?, ?, ?', [true, false, undefined]).values).toEqual([1, 0, null]);
  });

  it('makes LIKE case-insensitive, as in SQLite', () => {
    expect(text(`select * from t where name LIKE ? and "like" = 'like' and x not like ?`)).toBe(
      `select * from t where name ilike $1 and "like" = 'like' and x not ilike $2`,
    );
  });

  it('begins every transaction SERIALIZABLE, whatever SQLite behaviour it asked for', () => {
    expect(text('begin')).toBe('begin isolation level serializable');
    expect(text('begin immediate')).toBe('begin isolation level serializable');
    expect(text('savepoint sp0')).toBe('savepoint sp0');
  });

  it('renames ifnull and instr', () => {
    expect(text('select ifnull(a, 0), instr(b, ?) from t')).toBe(
      'select coalesce(a, 0), strpos(b, $1) from t',
    );
  });

  it('turns scalar max/min into greatest/least and keeps the aggregates', () => {
    expect(text('select max(a, min(b, ?)), max(c), min(d) from t')).toBe(
      'select greatest(a, least(b, $1)), max(c), min(d) from t',
    );
  });

  it('turns iif into a CASE expression', () => {
    expect(text('select iif(a > 1, ?, max(b, 2)) from t')).toBe(
      'select (case when a > 1 then $1 else greatest(b, 2) end) from t',
    );
  });

  it('turns group_concat into string_agg, with SQLite’s default comma', () => {
    expect(text(`select group_concat(id), group_concat(name, '; ') from t`)).toBe(
      `select string_agg(cast(id as text), ','), string_agg(cast(name as text), '; ') from t`,
    );
  });

  it('turns total into a sum that is 0 over no rows', () => {
    expect(text('select total(n) from t')).toBe('select coalesce(sum(n), 0) from t');
  });

  it('sums conditions as the 0 and 1 SQLite counts them with, and leaves sums of numbers and CASEs alone', () => {
    expect(text(`select coalesce(sum("status" <> 'finished'), 0), sum("a" = ?) from t`)).toBe(
      `select coalesce(sum(("status" <> 'finished')::int), 0), sum(("a" = $1)::int) from t`,
    );
    expect(text('select total(x is not null and y in (1, 2)) from t')).toBe(
      'select coalesce(sum((x is not null and y in (1, 2))::int), 0) from t',
    );
    expect(text('select sum(n), sum(n * (2)), total(price) from t')).toBe(
      'select sum(n), sum(n * (2)), coalesce(sum(price), 0) from t',
    );
    expect(text("select sum(case when a = 'x' then 1 else 0 end), sum(f(a = b)) from t")).toBe(
      "select sum(case when a = 'x' then 1 else 0 end), sum(f(a = b)) from t",
    );
  });

  it('casts to integer and real as bigint and double precision', () => {
    expect(text('select cast(a as integer), cast(b AS REAL) from t')).toBe(
      'select cast(a as bigint), cast(b AS double precision) from t',
    );
  });

  it('quotes camelCase aliases so PostgreSQL answers them as written', () => {
    expect(text('select max_attempts AS maxAttempts, run_at as runAt, id as id from jobs')).toBe(
      'select max_attempts AS "maxAttempts", run_at as "runAt", id as id from jobs',
    );
  });

  it('turns insert or ignore into on conflict do nothing, before RETURNING', () => {
    expect(text('insert or ignore into t (a) values (?)')).toBe(
      'insert into t (a) values ($1) on conflict do nothing',
    );
    expect(text('INSERT OR IGNORE INTO t (a) VALUES (?) RETURNING a')).toBe(
      'INSERT INTO t (a) VALUES ($1) on conflict do nothing RETURNING a',
    );
  });

  it('names a subquery in FROM that has no alias (PostgreSQL 15 requires one)', () => {
    expect(text('select count(*) as n from (select 1 from t where a = ? limit ?)')).toBe(
      'select count(*) as n from (select 1 from t where a = $1 limit $2) as subquery_1',
    );
    expect(text('select x from (select 1 as x) s')).toBe('select x from (select 1 as x) s');
    expect(text('select * from t where id in (select id from u)')).toBe(
      'select * from t where id in (select id from u)',
    );
  });

  it('reads a top-level key with json_extract', () => {
    expect(text(`select lower(json_extract("r"."data", '$.email')) from r`)).toBe(
      `select lower((("r"."data")::json ->> 'email')) from r`,
    );
  });

  it('reads json_each(x) as the elements of a JSON array under the same name', () => {
    expect(text('select value from json_each(?)')).toBe(
      'select value from json_array_elements_text(($1)::json) as json_each(value)',
    );
    expect(text('select 1 from s, json_each(s.origins) where json_each.value = ?')).toBe(
      'select 1 from s, json_array_elements_text((s.origins)::json) as json_each(value) where json_each.value = $1',
    );
    expect(text('select j.value from json_each(?) as j')).toBe(
      'select j.value from json_array_elements_text(($1)::json) as j(value)',
    );
  });

  it('drops the unary + SQLite uses to keep the planner off an index, and keeps additions', () => {
    expect(text('select a + b from t where +"t"."owner_id" = ? and (+x = 1) and n = m + 1')).toBe(
      'select a + b from t where "t"."owner_id" = $1 and (x = 1) and n = m + 1',
    );
  });

  it('turns the integer conditions SQLite accepts (on 0, where 1) into booleans, and keeps comparisons', () => {
    expect(text('select * from a left join b on 0 where 1 and x = 1 and (not 0) and y = 0')).toBe(
      'select * from a left join b on false where true and x = 1 and (not false) and y = 0',
    );
  });

  it('names the conflict target’s columns without their table, as PostgreSQL requires', () => {
    expect(
      text(
        'insert into "s" ("user_id") values (?) on conflict ("s"."user_id", "s"."kind") do update set "n" = "s"."n" + 1',
      ),
    ).toBe(
      'insert into "s" ("user_id") values ($1) on conflict ("user_id", "kind") do update set "n" = "s"."n" + 1',
    );
  });

  it('gives unixepoch() the current second', () => {
    expect(text('select unixepoch()')).toBe('select floor(extract(epoch from now()))::bigint');
  });
});
