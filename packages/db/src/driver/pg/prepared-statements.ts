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

const MAX_NAMES = 200;
const names = new Map<string, string>();

/** The name a marked statement is prepared under, from its text (one text, one name); else undefined. */
export function preparedNameOf(text: string): string | undefined {
  const marked =
    text.startsWith(PREPARED_STATEMENT) || (preparedParts.enabled && text.includes(PREPARED_MARK));
  if (!marked) return undefined;
  let name = names.get(text);
  if (name === undefined) {
    name = `lp_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`;
    if (names.size < MAX_NAMES) names.set(text, name);
  }
  return name;
}

/** node-postgres' query config for a statement: named when it is marked. */
export function queryConfig<Config extends { text: string }>(config: Config): Config & { name?: string } {
  const name = preparedNameOf(config.text);
  return name === undefined ? config : { ...config, name };
}
