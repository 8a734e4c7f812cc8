// Types for scripts/cluster.mjs, a plain Node script so that `pnpm cluster` runs it without a build.
import type { ChildProcess } from 'node:child_process';

export interface ClusterInstance {
  port: number;
  child: ChildProcess;
  /** What the instance printed on stderr so far. */
  stderr(): string;
}

export interface Cluster {
  /** nginx's address: the one public port. */
  url: string;
  instances: ClusterInstance[];
  databaseUrl: string;
  uploadsPath: string;
  stop(): Promise<void>;
  /** Starts instance `index` again (after a kill), without seeding; `env` adds to the cluster's. */
  startAgain(index: number, env?: Record<string, string>): Promise<ClusterInstance>;
}

export declare function startCluster(options?: {
  port?: number;
  count?: number;
  seed?: boolean;
  env?: Record<string, string>;
}): Promise<Cluster>;
export declare function ensureNginxInstalled(): string;
export declare function nginxConfig(dir: string, listenPort: number, upstreamPorts: number[]): string;
/** A free TCP port on 127.0.0.1. */
export declare function freePort(): Promise<number>;
