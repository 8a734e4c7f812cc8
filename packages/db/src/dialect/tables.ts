import type { AppDatabase } from '../client.ts';

// The app's own tables, by name, on either engine (ADR 041): what a test or a copy walks through.

/** The app's tables, by name; SQLite's internal tables and its FTS5 search tables (derived by triggers) left out. */
export async function appTableNames(db: AppDatabase): Promise<string[]> {
  const query =
    db.$dialect === 'sqlite'
      ? "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not glob '*_search*' order by name"
      : "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name";
  return (await db.$sql.all<{ name: string }>(query)).map((row) => row.name);
}
