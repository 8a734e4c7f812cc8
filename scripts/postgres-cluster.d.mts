// Types for scripts/postgres-cluster.mjs, a plain Node script so that the test command runs it without a build.

export interface PostgresCluster {
  /** postgresql://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** The cluster's data folder, removed by stop(). */
  dir: string;
  stop(): void;
}

export function startPostgresCluster(options?: { port?: number }): Promise<PostgresCluster>;
export function freePort(): Promise<number>;
