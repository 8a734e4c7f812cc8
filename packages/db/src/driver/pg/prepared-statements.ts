import { createHash } from 'node:crypto';

// Statements PostgreSQL prepares once per connection (ADR 088). node-postgres parses a statement
// given a `name` only the first time on each connection; after five runs PostgreSQL may keep one
// generic plan for it. That pays only for a statement whose best plan is the same for every value of
// its parameters: the dialect marks those it writes so, and nothing else is prepared (a drizzle
// builder's statement varies with its filters, and its best plan with its values).
// A dialect part may carry the mark too (ADR 092): a statement that holds it is prepared, whatever its
// filters, because that part fixes the plan's shape (its index reads decided as it runs) and the rest
// is read by keys (the list's joins, the owner's index in list order).

/** The comment that marks a statement, or a part of one, as prepared (written by packages/db's dialect only). */
export const PREPARED_MARK = '/* prepared */';

/** The comment a statement starts with to be prepared (written by packages/db's dialect only). */
export const PREPARED_STATEMENT = `${PREPARED_MARK} `;

/**
 * Whether marked parts make their statements prepared (ADR 092); pnpm bench:engines turns it off for
 * its "before" requests (ADR 088: only statements that start with the mark).
 */
export const preparedParts = { enabled: true };

/**
 * Whether the statements every request runs are prepared (ADR 096: the session and its user, the
 * subscription, the request rate, an API key's statements, each a key lookup built once by Drizzle and
 * run through packages/db's preparedGet/All/Run); pnpm bench:engines turns it off for its "before".
 */
export const preparedPerRequest = { enabled: true };

const MAX_NAMES = 200;
const names = new Map<string, string>();
const perRequestSources = new Set<string>();

/**
 * Registers a statement built once and run on every request (driver/prepared-rows.ts), by its text as
 * Drizzle writes it, before translation: on PostgreSQL it is then prepared per connection, its parse and
 * plan paid once instead of on every request (0.1-0.25 ms each in the statement log). Its text never
 * holds a value, and each is a lookup by key whose plan is the same for every value, so PostgreSQL keeps
 * the generic plan. Bounded like the names: a text past the bound stays unprepared.
 */
export function runsOnEveryRequest(sourceText: string): void {
  if (perRequestSources.size < MAX_NAMES) perRequestSources.add(sourceText);
}

/**
 * The name a statement is prepared under, from its text (one text, one name), when it is marked or its
 * source (the text before translation) was registered by runsOnEveryRequest; else undefined.
 */
export function preparedNameOf(text: string, source?: string): string | undefined {
  const marked =
    text.startsWith(PREPARED_STATEMENT) ||
    (preparedParts.enabled && text.includes(PREPARED_MARK)) ||
    (preparedPerRequest.enabled && source !== undefined && perRequestSources.has(source));
  if (!marked) return undefined;
  let name = names.get(text);
  if (name === undefined) {
    name = `lp_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`;
    if (names.size < MAX_NAMES) names.set(text, name);
  }
  return name;
}

/** node-postgres' query config for a statement: named when it is marked (or its source registered). */
export function queryConfig<Config extends { text: string }>(
  config: Config,
  source?: string,
): Config & { name?: string } {
  const name = preparedNameOf(config.text, source);
  return name === undefined ? config : { ...config, name };
}
