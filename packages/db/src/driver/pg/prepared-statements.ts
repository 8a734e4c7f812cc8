import { createHash } from 'node:crypto';

// Statements PostgreSQL prepares once per connection (ADR 088). node-postgres parses a statement
// given a `name` only the first time on each connection; after five runs PostgreSQL may keep one
// generic plan for it. That pays only for a statement whose best plan is the same for every value of
// its parameters: the dialect marks those it writes so, and nothing else is prepared (a drizzle
// builder's statement varies with its filters, and its best plan with its values).

/** The comment a statement starts with to be prepared (written by packages/db's dialect only). */
export const PREPARED_STATEMENT = '/* prepared */ ';

const MAX_NAMES = 200;
const names = new Map<string, string>();

/** The name a marked statement is prepared under, from its text (one text, one name); else undefined. */
export function preparedNameOf(text: string): string | undefined {
  if (!text.startsWith(PREPARED_STATEMENT)) return undefined;
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
