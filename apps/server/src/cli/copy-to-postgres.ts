import { parseArgs } from 'node:util';
import { isPostgresUrl } from '@leadpath/db';
import { CopyRefusedError, copySqliteToPostgres } from '@leadpath/db/copy-to-postgres';
import { loadEnv } from '../env.ts';

// `pnpm db:copy-to-postgres [--from data/app.db] [--to postgres://…]` (ADR 043): moves an install's
// SQLite database into an empty PostgreSQL database, then checks every table's row count.

const env = loadEnv();
const { values } = parseArgs({
  options: { from: { type: 'string' }, to: { type: 'string' } },
});
const from = values.from ?? env.DATABASE_PATH;
const to = values.to ?? env.DATABASE_URL;
if (!isPostgresUrl(to)) {
  console.error('Name the PostgreSQL database to copy into: --to postgres://… or DATABASE_URL=postgres://…');
  process.exit(2);
}

const interactive = process.stderr.isTTY;
let lastLine = '';
function progress(table: string, copied: number, total: number) {
  const line = `${table}: ${copied.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows`;
  if (total === 0) return;
  if (interactive) process.stderr.write(`\r\x1b[2K${line}`);
  else if (copied === total && line !== lastLine) console.error(line);
  if (interactive && copied === total) process.stderr.write('\n');
  lastLine = line;
}

try {
  const { host, pathname } = new URL(to);
  console.error(`Copying ${from} into PostgreSQL ${host}${pathname}…`);
  const report = await copySqliteToPostgres({ sqlitePath: from, postgresUrl: to, onProgress: progress });
  console.info(
    `Copied ${report.rows.toLocaleString('en-US')} rows in ${report.tables.length} tables; every table's row count matches.`,
  );
  console.info(
    'Start the app with DATABASE_URL naming that database and the same SECRETS_KEY (secrets stay sealed).',
  );
} catch (error) {
  console.error(
    error instanceof CopyRefusedError
      ? error.message
      : `Copy failed; no row was kept in PostgreSQL: ${(error as Error).message}`,
  );
  process.exit(1);
}
