import type { Method } from './async-sqlite.ts';

/** How the read pool reaches a SQLite database's own connection (read-pool/reader.ts). */
export interface WriterConnection {
  /** A statement through the connection lock, rows as arrays (Drizzle's sqlite-proxy answer). */
  executeArrays(sql: string, params: unknown[], method: Method): Promise<{ rows: unknown }>;
  /** The same, rows as objects (raw `db.all(sql…)`). */
  executeObjects(sql: string, params: unknown[], method: Method): Promise<{ rows: unknown }>;
  /** Whether the calling async context runs inside a transaction that holds this connection. */
  inTransaction(): boolean;
}

const writers = new WeakMap<object, WriterConnection>();

/** Kept beside the database, not on it: areas never see the connection's internals. */
export function registerWriter(db: object, writer: WriterConnection): void {
  writers.set(db, writer);
}

/** The SQLite connection under `db`, or undefined (PostgreSQL). */
export const writerOf = (db: object): WriterConnection | undefined => writers.get(db);
