/** One lexical piece of a SQL text: rewrites touch words, params and punctuation, never quoted text. */
export type Token =
  | { kind: 'word'; text: string }
  | { kind: 'param'; text: string }
  | { kind: 'quoted'; text: string }
  | { kind: 'space'; text: string }
  | { kind: 'punct'; text: string };

const WORD = /[A-Za-z_][A-Za-z0-9_$]*/y;
const NUMBER = /[0-9]+(\.[0-9]+)?/y;
const SPACE = /\s+/y;
const PARAM = /(\?[0-9]*)|([@:$][A-Za-z_][A-Za-z0-9_]*)/y;

function stickyMatch(pattern: RegExp, sql: string, at: number): string | null {
  pattern.lastIndex = at;
  return pattern.exec(sql)?.[0] ?? null;
}

/** The end (exclusive) of a quoted piece opened at `at`; a doubled quote stays inside it. */
function quotedEnd(sql: string, at: number, quote: string): number {
  let index = at + 1;
  while (index < sql.length) {
    if (sql[index] === quote) {
      if (sql[index + 1] === quote) index += 2;
      else return index + 1;
    } else index++;
  }
  return sql.length;
}

function commentEnd(sql: string, at: number): number | null {
  if (sql.startsWith('--', at)) {
    const end = sql.indexOf('\n', at);
    return end === -1 ? sql.length : end;
  }
  if (sql.startsWith('/*', at)) {
    const end = sql.indexOf('*/', at + 2);
    return end === -1 ? sql.length : end + 2;
  }
  return null;
}

/** Splits a SQLite statement into tokens; joining their texts gives the statement back unchanged. */
export function tokenize(sql: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < sql.length) {
    const char = sql[at] as string;
    if (char === "'" || char === '"' || char === '`') {
      const end = quotedEnd(sql, at, char);
      tokens.push({ kind: 'quoted', text: sql.slice(at, end) });
      at = end;
      continue;
    }
    const comment = commentEnd(sql, at);
    if (comment !== null) {
      tokens.push({ kind: 'space', text: sql.slice(at, comment) });
      at = comment;
      continue;
    }
    const piece =
      (
        [
          ['space', SPACE],
          ['word', WORD],
          ['punct', NUMBER],
          ['param', PARAM],
        ] as const
      )
        .map(([kind, pattern]) => ({ kind, text: stickyMatch(pattern, sql, at) }))
        .find((candidate) => candidate.text !== null) ?? null;
    if (piece?.text) {
      tokens.push({ kind: piece.kind, text: piece.text } as Token);
      at += piece.text.length;
      continue;
    }
    // `::` stays one token so `x::text` is not read as a named parameter `:text`.
    const text = sql.startsWith('::', at) ? '::' : char;
    tokens.push({ kind: 'punct', text });
    at += text.length;
  }
  return tokens;
}

export const isWord = (token: Token | undefined, ...words: string[]): boolean =>
  token?.kind === 'word' && words.includes(token.text.toLowerCase());

export const isPunct = (token: Token | undefined, text: string): boolean =>
  token?.kind === 'punct' && token.text === text;

/** The index of the next token that is not whitespace, from `at` on (tokens.length when none). */
export function nextSolid(tokens: Token[], at: number): number {
  let index = at;
  while (index < tokens.length && tokens[index]?.kind === 'space') index++;
  return index;
}

/** The index of the previous token that is not whitespace, before `at` (-1 when none). */
export function previousSolid(tokens: Token[], at: number): number {
  let index = at - 1;
  while (index >= 0 && tokens[index]?.kind === 'space') index--;
  return index;
}

/** The index of the `)` that closes the `(` at `open`. */
export function closingParen(tokens: Token[], open: number): number {
  let depth = 0;
  for (let index = open; index < tokens.length; index++) {
    if (isPunct(tokens[index], '(')) depth++;
    else if (isPunct(tokens[index], ')') && --depth === 0) return index;
  }
  throw new Error(`SQL translation: unbalanced parenthesis in ${tokens.map((t) => t.text).join('')}`);
}

/** The top-level arguments between the `(` at `open` and its `)`, as token ranges [start, end). */
export function argumentRanges(tokens: Token[], open: number, close: number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let depth = 0;
  let start = open + 1;
  for (let index = open + 1; index < close; index++) {
    if (isPunct(tokens[index], '(')) depth++;
    else if (isPunct(tokens[index], ')')) depth--;
    else if (depth === 0 && isPunct(tokens[index], ',')) {
      ranges.push([start, index]);
      start = index + 1;
    }
  }
  ranges.push([start, close]);
  return ranges;
}

export const textOf = (tokens: Token[], [start, end]: [number, number]): string =>
  tokens
    .slice(start, end)
    .map((token) => token.text)
    .join('')
    .trim();
