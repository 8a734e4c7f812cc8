import type { SqlParams } from '../raw-sql.ts';
import {
  argumentRanges,
  closingParen,
  isPunct,
  isWord,
  nextSolid,
  previousSolid,
  type Token,
  textOf,
  tokenize,
} from './sql-tokens.ts';

// The SQLite statements Drizzle builds and areas write, turned into PostgreSQL's (ADR 041). Each
// rule is small and has its own test in translate.test.ts; SQL no rule knows stays as it is, and the
// PostgreSQL test run reports it. What cannot be rewritten token by token lives in dialect/.

/** A statement ready for node-postgres: `$n` placeholders and their values in order. */
export interface Translated {
  text: string;
  values: unknown[];
}

/** The statement's text once rewritten, and how its parameters map to `$n`. */
interface TextPlan {
  text: string;
  /** Named parameters in `$n` order; null when the statement uses positional `?` only. */
  names: string[] | null;
}

const PLAN_CACHE_SIZE = 500;
const plans = new Map<string, TextPlan>();

/** Translates a SQLite statement and binds its positional or named parameters for PostgreSQL. */
export function translate(sql: string, params: SqlParams = []): Translated {
  let plan = plans.get(sql);
  if (plan === undefined) {
    plan = planText(sql);
    if (plans.size >= PLAN_CACHE_SIZE) plans.delete(plans.keys().next().value as string);
    plans.set(sql, plan);
  }
  return { text: plan.text, values: bindValues(plan, params) };
}

function bindValues(plan: TextPlan, params: SqlParams): unknown[] {
  const named = !Array.isArray(params);
  if (plan.names === null) {
    if (named) throw new Error('SQL translation: named parameters given to a statement that uses `?`');
    return (params as readonly unknown[]).map(toPgValue);
  }
  if (!named)
    throw new Error(`SQL translation: the statement names its parameters (${plan.names.join(', ')})`);
  const byName = params as Record<string, unknown>;
  return plan.names.map((name) => {
    if (!(name in byName)) throw new Error(`SQL translation: no value for the parameter @${name}`);
    return toPgValue(byName[name]);
  });
}

/** SQLite has no booleans (better-sqlite3 refuses them) nor undefined: 1/0 and NULL, as it stores them. */
function toPgValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

function planText(sql: string): TextPlan {
  const tokens = tokenize(sql);
  if (isBegin(tokens)) return { text: 'begin isolation level serializable', names: null };
  const names = numberParameters(tokens);
  rewriteWords(tokens);
  dropUnaryPlus(tokens);
  rewriteBooleanLiterals(tokens);
  unqualifyConflictTarget(tokens);
  rewriteInsertOrIgnore(tokens);
  aliasSubqueries(tokens);
  rewriteFunctions(tokens);
  return { text: tokens.map((token) => token.text).join(''), names };
}

/** `begin`, `begin immediate`, `begin transaction`: every transaction is SERIALIZABLE (ADR 041). */
function isBegin(tokens: Token[]): boolean {
  const first = nextSolid(tokens, 0);
  if (!isWord(tokens[first], 'begin')) return false;
  const rest = tokens.slice(first + 1).filter((token) => token.kind !== 'space' && !isPunct(token, ';'));
  return rest.every((token) => isWord(token, 'immediate', 'deferred', 'exclusive', 'transaction'));
}

/** `?` → `$1..$n` in order, `?NNN` → `$NNN`, `@name`/`:name`/`$name` → one `$n` per distinct name. */
function numberParameters(tokens: Token[]): string[] | null {
  let positional = 0;
  const names: string[] = [];
  for (const token of tokens) {
    if (token.kind !== 'param') continue;
    if (token.text === '?') token.text = `$${++positional}`;
    else if (token.text.startsWith('?')) token.text = `$${token.text.slice(1)}`;
    else {
      const name = token.text.slice(1);
      let index = names.indexOf(name);
      if (index === -1) index = names.push(name) - 1;
      token.text = `$${index + 1}`;
    }
  }
  return names.length > 0 ? names : null;
}

const RENAMED_FUNCTIONS: Record<string, string> = { ifnull: 'coalesce', instr: 'strpos' };
const CAST_TYPES: Record<string, string> = { integer: 'bigint', real: 'double precision' };

/** Word-level rules: like → ilike, renamed functions, cast types, camelCase aliases kept as written. */
function rewriteWords(tokens: Token[]): void {
  tokens.forEach((token, index) => {
    if (token.kind !== 'word') return;
    const word = token.text.toLowerCase();
    const next = tokens[nextSolid(tokens, index + 1)];
    const previous = tokens[previousSolid(tokens, index)];
    // SQLite's LIKE ignores ASCII case; PostgreSQL's does not.
    if (word === 'like') token.text = 'ilike';
    else if (word in RENAMED_FUNCTIONS && isPunct(next, '(')) token.text = RENAMED_FUNCTIONS[word] as string;
    else if (word in CAST_TYPES && isWord(previous, 'as') && isPunct(next, ')'))
      token.text = CAST_TYPES[word] as string;
    // PostgreSQL folds an unquoted alias to lower case; SQLite answers it as written (`AS maxAttempts`).
    else if (isWord(previous, 'as') && /[a-z]/.test(token.text) && /[A-Z]/.test(token.text))
      token.text = `"${token.text}"`;
  });
}

/** Tokens after which a `+` is a sign, not an addition. */
const OPERAND_STARTS = new Set(['(', ',', '=', '<', '>', '<=', '>=', '<>', '!=']);
const OPERAND_WORDS = ['select', 'where', 'and', 'or', 'on', 'not', 'when', 'then', 'else', 'by'];

/**
 * `+column`: SQLite's way to keep the planner off a column's index. PostgreSQL has no unary + for
 * text and plans on its own: the sign is dropped (the value is the same).
 */
function dropUnaryPlus(tokens: Token[]): void {
  for (let index = 0; index < tokens.length; index++) {
    if (!isPunct(tokens[index], '+')) continue;
    const previous = tokens[previousSolid(tokens, index)];
    const next = tokens[index + 1];
    const isSign =
      previous === undefined ||
      (previous.kind === 'punct' && OPERAND_STARTS.has(previous.text)) ||
      isWord(previous, ...OPERAND_WORDS);
    if (isSign && (next?.kind === 'word' || next?.kind === 'quoted')) tokens.splice(index, 1);
  }
}

const CONDITION_WORDS = ['on', 'where', 'and', 'or', 'not', 'when', 'having'];

/** `on 0`, `where 1`: SQLite's conditions may be integers, PostgreSQL's must be booleans. */
function rewriteBooleanLiterals(tokens: Token[]): void {
  tokens.forEach((token, index) => {
    if (token.kind !== 'punct' || (token.text !== '0' && token.text !== '1')) return;
    if (!isWord(tokens[previousSolid(tokens, index)], ...CONDITION_WORDS)) return;
    const next = tokens[nextSolid(tokens, index + 1)];
    const standsAlone =
      next === undefined || next.kind === 'word' || isPunct(next, ')') || isPunct(next, ';');
    if (standsAlone) token.text = token.text === '1' ? 'true' : 'false';
  });
}

/**
 * `on conflict ("t"."col")`: Drizzle's SQLite builder qualifies the conflict target with its table;
 * PostgreSQL takes bare column names there.
 */
function unqualifyConflictTarget(tokens: Token[]): void {
  for (let index = 0; index < tokens.length; index++) {
    if (!isWord(tokens[index], 'conflict') || !isWord(tokens[previousSolid(tokens, index)], 'on')) continue;
    const open = nextSolid(tokens, index + 1);
    if (!isPunct(tokens[open], '(')) continue;
    const close = closingParen(tokens, open);
    for (let at = close - 2; at > open; at--) {
      const dot = tokens[at + 1];
      const name = tokens[at];
      if (isPunct(dot, '.') && (name?.kind === 'quoted' || name?.kind === 'word')) tokens.splice(at, 2);
    }
  }
}

/** `insert or ignore into …` → `insert into … on conflict do nothing` (before any RETURNING). */
function rewriteInsertOrIgnore(tokens: Token[]): void {
  const insert = nextSolid(tokens, 0);
  const or = nextSolid(tokens, insert + 1);
  const ignore = nextSolid(tokens, or + 1);
  if (!isWord(tokens[insert], 'insert') || !isWord(tokens[or], 'or') || !isWord(tokens[ignore], 'ignore'))
    return;
  tokens.splice(or, ignore - or + (tokens[ignore + 1]?.kind === 'space' ? 2 : 1));
  let depth = 0;
  let at = tokens.length;
  for (let index = 0; index < tokens.length; index++) {
    if (isPunct(tokens[index], '(')) depth++;
    else if (isPunct(tokens[index], ')')) depth--;
    else if (depth === 0 && (isWord(tokens[index], 'returning') || isPunct(tokens[index], ';'))) {
      at = index;
      break;
    }
  }
  const spaced = tokens[at - 1]?.kind === 'space';
  tokens.splice(at, 0, {
    kind: 'word',
    text: `${spaced ? '' : ' '}on conflict do nothing${at < tokens.length ? ' ' : ''}`,
  });
}

/** Words after a subquery's `)` that start the next clause: the subquery has no alias yet. */
const CLAUSE_WORDS = new Set([
  'where',
  'group',
  'order',
  'limit',
  'offset',
  'union',
  'except',
  'intersect',
  'join',
  'left',
  'inner',
  'cross',
  'on',
  'having',
  'window',
]);

/** `from (select …)` without an alias: PostgreSQL 15 requires one (16 does not). */
function aliasSubqueries(tokens: Token[]): void {
  let count = 0;
  for (let index = tokens.length - 1; index >= 0; index--) {
    if (!isPunct(tokens[index], '(') || !isWord(tokens[previousSolid(tokens, index)], 'from', 'join'))
      continue;
    if (!isWord(tokens[nextSolid(tokens, index + 1)], 'select', 'with', 'values')) continue;
    const close = closingParen(tokens, index);
    const after = tokens[nextSolid(tokens, close + 1)];
    if (after?.kind === 'word' && !CLAUSE_WORDS.has(after.text.toLowerCase())) continue;
    if (after?.kind === 'quoted') continue;
    tokens.splice(close + 1, 0, { kind: 'word', text: ` as subquery_${++count}` });
  }
}

type FunctionRule = (args: string[], tokens: Token[], at: number, close: number) => string | null;

/** Functions whose arguments move: rewritten innermost first (from the end of the statement back). */
const FUNCTION_RULES: Record<string, FunctionRule> = {
  // Scalar max(a, b) / min(a, b); with one argument they are the aggregates both engines share.
  max: (args) => (args.length > 1 ? `greatest(${args.join(', ')})` : null),
  min: (args) => (args.length > 1 ? `least(${args.join(', ')})` : null),
  iif: (args) => (args.length === 3 ? `(case when ${args[0]} then ${args[1]} else ${args[2]} end)` : null),
  total: (args) => `coalesce(sum(${summable(args[0] ?? '')}), 0)`,
  sum: (args) => (args.length === 1 && isCondition(args[0] ?? '') ? `sum(${summable(args[0] ?? '')})` : null),
  group_concat: (args) => `string_agg(cast(${args[0]} as text), ${args[1] ?? "','"})`,
  unixepoch: (args) =>
    args.length === 1 && args[0] === '' ? 'floor(extract(epoch from now()))::bigint' : null,
  json_extract: jsonExtract,
  json_each: jsonEach,
};

/** SQLite counts with `sum(a = b)` (a condition is 0 or 1); PostgreSQL's conditions are booleans: cast to int. */
function summable(arg: string): string {
  return isCondition(arg) ? `(${arg})::int` : arg;
}

/** Whether an expression is a condition at its top level (a comparison, IS, IN, LIKE…), not a number or a CASE. */
function isCondition(expression: string): boolean {
  let top = expression.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"/g, "''");
  for (let inner = top.replace(/\([^()]*\)/g, '0'); inner !== top; inner = top.replace(/\([^()]*\)/g, '0'))
    top = inner;
  if (/^\s*case\b/i.test(top)) return false;
  return /<>|!=|<=|>=|=|<|>|\b(is|in|like|ilike|glob|between|and|or|not|exists)\b/i.test(top);
}

function rewriteFunctions(tokens: Token[]): void {
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index] as Token;
    if (token.kind !== 'word') continue;
    const rule = FUNCTION_RULES[token.text.toLowerCase()];
    const open = nextSolid(tokens, index + 1);
    if (!rule || !isPunct(tokens[open], '(')) continue;
    const close = closingParen(tokens, open);
    const args = argumentRanges(tokens, open, close).map((range) => textOf(tokens, range));
    const replacement = rule(args, tokens, index, close);
    if (replacement !== null) tokens.splice(index, close - index + 1, { kind: 'word', text: replacement });
  }
}

/** `json_extract(x, '$.key')` → `(x)::json ->> 'key'` (a top-level key only: other paths stay as written). */
function jsonExtract(args: string[]): string | null {
  const key = /^'\$\.([A-Za-z0-9_]+)'$/.exec(args[1] ?? '')?.[1];
  return args.length === 2 && key ? `((${args[0]})::json ->> '${key}')` : null;
}

/**
 * The table `json_each(x)` of a JSON array, read through its `value` column (`json_each.value` or
 * an alias's): PostgreSQL's json_array_elements_text under the same name.
 */
function jsonEach(args: string[], tokens: Token[], _at: number, close: number): string | null {
  if (args.length !== 1) return null;
  const afterAs = nextSolid(tokens, close + 1);
  const alias = isWord(tokens[afterAs], 'as') ? tokens[nextSolid(tokens, afterAs + 1)] : undefined;
  if (alias?.kind === 'word') {
    const aliasAt = tokens.indexOf(alias);
    alias.text = `${alias.text}(value)`;
    tokens.splice(close + 1, aliasAt - close - 1, { kind: 'space', text: ' as ' });
    return `json_array_elements_text((${args[0]})::json)`;
  }
  return `json_array_elements_text((${args[0]})::json) as json_each(value)`;
}
