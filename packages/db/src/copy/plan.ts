import type pg from 'pg';

// Which tables a copy into PostgreSQL fills, in which order, with which columns (ADR 043).

/** One table to copy: its columns as PostgreSQL has them, and the identity columns to move on after. */
export interface TablePlan {
  name: string;
  columns: string[];
  identityColumns: string[];
}

interface ColumnRow {
  table_name: string;
  column_name: string;
  is_identity: 'YES' | 'NO';
  identity_generation: 'ALWAYS' | 'BY DEFAULT' | null;
}

interface ReferenceRow {
  child: string;
  parent: string;
}

/**
 * The target's tables, parents before children (foreign keys are checked row by row while copying).
 * A cycle between tables cannot be copied in one order and is refused by name.
 */
export async function copyPlan(client: pg.ClientBase): Promise<TablePlan[]> {
  const columns = await client.query<ColumnRow>(
    `select c.table_name, c.column_name, c.is_identity, c.identity_generation
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`,
  );
  const references = await client.query<ReferenceRow>(
    `select distinct child.relname as child, parent.relname as parent
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
       join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = current_schema() and child.oid <> parent.oid`,
  );
  const tables = tablesOf(columns.rows);
  return dependencyOrder(tables, references.rows);
}

function tablesOf(rows: ColumnRow[]): Map<string, TablePlan> {
  const tables = new Map<string, TablePlan>();
  for (const row of rows) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = { name: row.table_name, columns: [], identityColumns: [] };
      tables.set(row.table_name, table);
    }
    // Numbered by PostgreSQL alone (the insertion order of drizzle/pg/0007): filled as rows go in, in rowid order.
    if (row.identity_generation === 'ALWAYS') continue;
    table.columns.push(row.column_name);
    if (row.is_identity === 'YES') table.identityColumns.push(row.column_name);
  }
  return tables;
}

/** Kahn's order, alphabetical among tables that are ready together so every run copies alike. */
export function dependencyOrder(tables: Map<string, TablePlan>, references: ReferenceRow[]): TablePlan[] {
  const parentsOf = new Map<string, Set<string>>([...tables.keys()].map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references) {
    if (tables.has(child) && tables.has(parent)) parentsOf.get(child)?.add(parent);
  }
  const ordered: TablePlan[] = [];
  const done = new Set<string>();
  while (done.size < tables.size) {
    const ready = [...parentsOf]
      .filter(([name, parents]) => !done.has(name) && [...parents].every((parent) => done.has(parent)))
      .map(([name]) => name)
      .sort();
    if (ready.length === 0) {
      const left = [...tables.keys()].filter((name) => !done.has(name)).sort();
      throw new Error(
        `These tables reference each other in a cycle and cannot be copied in order: ${left.join(', ')}`,
      );
    }
    for (const name of ready) {
      done.add(name);
      ordered.push(tables.get(name) as TablePlan);
    }
  }
  return ordered;
}
