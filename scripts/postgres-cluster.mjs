#!/usr/bin/env node
// A throw-away PostgreSQL cluster for tests (ADR 041): Debian's postgresql (installed when missing),
// initdb and pg_ctl as the `postgres` user in a temporary folder, loopback only, removed at the end.
//
//   node scripts/postgres-cluster.mjs -- pnpm exec vitest run packages/db
//     runs the command with LEADPATH_TEST_PG_URL set, then stops and removes the cluster.
//   import { startPostgresCluster } from './postgres-cluster.mjs'  →  { url, stop }

import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const POSTGRES_USER = 'postgres';

/** The newest installed PostgreSQL's bin folder, or null when Debian's package is not installed. */
function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(root, versions[0], 'bin') : null;
}

/** Installs Debian's postgresql when it is missing (CI runs as root on a fresh machine). */
function ensurePostgresInstalled() {
  const found = postgresBin();
  if (found) return found;
  if (process.getuid?.() !== 0)
    throw new Error('PostgreSQL is not installed: run `sudo apt-get install -y postgresql` (15 or newer).');
  console.error('postgres-cluster: installing Debian’s postgresql…');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = postgresBin();
  if (!installed)
    throw new Error('apt-get installed postgresql but no /usr/lib/postgresql/*/bin/initdb was found');
  return installed;
}

/** A free loopback port: the OS picks one, we release it for the cluster. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL tool as the postgres user when we are root (initdb refuses root). */
function asPostgres(bin, tool, args) {
  const command = join(bin, tool);
  const asRoot = process.getuid?.() === 0;
  execFileSync(asRoot ? 'runuser' : command, asRoot ? ['-u', POSTGRES_USER, '--', command, ...args] : args, {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function ownedDataFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'leadpath-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', POSTGRES_USER]).toString().trim());
    const gid = Number(execFileSync('id', ['-g', POSTGRES_USER]).toString().trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  return dir;
}

/**
 * Starts a cluster on 127.0.0.1 and a free port (or `options.port`); `stop()` stops it and removes
 * its folder, and runs by itself when the process exits or is interrupted.
 */
export async function startPostgresCluster(options = {}) {
  const bin = ensurePostgresInstalled();
  const dir = ownedDataFolder();
  const port = options.port ?? (await freePort());
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      asPostgres(bin, 'pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error(`postgres-cluster: pg_ctl stop failed (${error.message}); removing ${dir} anyway`);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    asPostgres(bin, 'initdb', ['-D', dir, '-A', 'trust', '-U', POSTGRES_USER, '--no-sync', '-E', 'UTF8']);
    const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    asPostgres(bin, 'pg_ctl', ['-D', dir, '-o', settings, '-l', join(dir, 'server.log'), '-w', 'start']);
  } catch (error) {
    stop();
    throw error;
  }
  process.once('exit', stop);
  const url = `postgresql://${POSTGRES_USER}@127.0.0.1:${port}/postgres`;
  return { url, port, dir, stop };
}

/** CLI: `node scripts/postgres-cluster.mjs [--port N] -- command args…` */
async function main(argv) {
  const dashes = argv.indexOf('--');
  const own = dashes === -1 ? argv : argv.slice(0, dashes);
  const command = dashes === -1 ? [] : argv.slice(dashes + 1);
  const portAt = own.indexOf('--port');
  const port = portAt === -1 ? undefined : Number(own[portAt + 1]);
  const cluster = await startPostgresCluster({ port });
  console.error(`postgres-cluster: ${cluster.url} (data in ${cluster.dir})`);
  if (command.length === 0) {
    // A pending promise alone does not keep Node running: the timer does, until a signal comes.
    const alive = setInterval(() => {}, 60_000);
    await new Promise((resolve) => {
      for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, resolve);
    });
    clearInterval(alive);
    cluster.stop();
    return 0;
  }
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, LEADPATH_TEST_PG_URL: cluster.url },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) =>
    child.on('exit', (exit, signal) => resolve(exit ?? (signal ? 1 : 0))),
  );
  cluster.stop();
  return code;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(`postgres-cluster: ${error.message}`);
      process.exit(1);
    },
  );
}
