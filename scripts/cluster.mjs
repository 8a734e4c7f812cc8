#!/usr/bin/env node
// pnpm cluster (issue 32): the multi-instance set-up on one machine, to try it. A throw-away PostgreSQL
// cluster, two app instances on it and nginx in front as the load balancer, all on loopback; one
// public port (PORT, 3000 by default). The demo accounts are seeded once, by the first instance.
// Ctrl+C stops everything and removes the data (it lives in a temporary folder).
//
//   import { startCluster } from './cluster.mjs'  →  { url, instances, databaseUrl, stop }

import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startPostgresCluster } from './postgres-cluster.mjs';

// A free loopback port, for the stress tests and benches that start servers of their own.
export { freePort };

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Debian's nginx, installed when missing (CI runs as root on a fresh machine). */
export function ensureNginxInstalled() {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
  if (found) return found;
  if (process.getuid?.() !== 0)
    throw new Error('nginx is not installed: run `sudo apt-get install -y nginx`.');
  console.error('cluster: installing Debian’s nginx…');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return '/usr/sbin/nginx';
}

/** nginx.conf: one loopback port, round robin over the instances, the client's address passed on. */
export function nginxConfig(dir, listenPort, upstreamPorts) {
  const servers = upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`);
  return `worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 30m;
  upstream leadpath {
${servers.join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass http://leadpath;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      # An instance that went away: the request goes to the other one.
      proxy_next_upstream error timeout http_502;
      proxy_read_timeout 120s;
    }
  }
}
`;
}

/** Starts nginx in the foreground of a child process, with its own prefix folder. */
function startNginx(listenPort, upstreamPorts) {
  const binary = ensureNginxInstalled();
  const dir = mkdtempSync(join(tmpdir(), 'leadpath-nginx-'));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp));
  // Its workers run as an unprivileged user when we are root: they must reach the temp folders.
  chmodSync(dir, 0o755);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) chmodSync(join(dir, temp), 0o777);
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, listenPort, upstreamPorts));
  const child = spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, dir };
}

/** One app instance on PostgreSQL; resolves once it answers. */
export async function startInstance({ port, databaseUrl, uploadsPath, env = {} }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      UPLOADS_PATH: uploadsPath,
      // nginx is the one proxy in front: the client's address is its X-Forwarded-For.
      TRUST_PROXY: '1',
      LOG_REQUESTS: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
    if (env.CLUSTER_ECHO_STDERR !== 'false') process.stderr.write(chunk);
  });
  await whenAnswering(`http://127.0.0.1:${port}/api/openapi.json`, child, () => stderr);
  return { port, child, stderr: () => stderr };
}

async function whenAnswering(url, child, stderr, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`exited before answering ${url}: ${stderr?.()}`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
    const answered = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function stopChild(child, signal = 'SIGTERM') {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/**
 * PostgreSQL, `count` instances (the first seeds the demo accounts when `seed`; the others start once
 * it answers, so one process migrates and seeds) and nginx on `port`. `env` reaches every instance.
 */
export async function startCluster({ port, count = 2, seed = true, env = {} } = {}) {
  const postgres = await startPostgresCluster();
  const uploadsPath = mkdtempSync(join(tmpdir(), 'leadpath-cluster-uploads-'));
  const instances = [];
  let nginx;
  const stop = async () => {
    await Promise.all(instances.map((instance) => stopChild(instance.child)));
    if (nginx) await stopChild(nginx.child, 'SIGQUIT');
    if (nginx) rmSync(nginx.dir, { recursive: true, force: true });
    rmSync(uploadsPath, { recursive: true, force: true });
    postgres.stop();
  };
  try {
    const publicPort = port ?? (await freePort());
    const url = `http://127.0.0.1:${publicPort}`;
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    for (const [index, instancePort] of ports.entries())
      instances.push(
        await startInstance({
          port: instancePort,
          databaseUrl: postgres.url,
          uploadsPath,
          env: { PUBLIC_URL: url, SEED_DEMO_DATA: seed && index === 0 ? 'true' : 'false', ...env },
        }),
      );
    nginx = startNginx(publicPort, ports);
    await whenAnswering(`${url}/api/openapi.json`, nginx.child, () => '');
    /** Starts instance `index` again on its port (after a kill), without seeding; `more` adds to `env`. */
    const startAgain = async (index, more = {}) => {
      instances[index] = await startInstance({
        port: ports[index],
        databaseUrl: postgres.url,
        uploadsPath,
        env: { PUBLIC_URL: url, SEED_DEMO_DATA: 'false', ...env, ...more },
      });
      return instances[index];
    };
    return { url, instances, databaseUrl: postgres.url, uploadsPath, stop, startAgain };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function main() {
  const port = Number(process.env.PORT || 3000);
  const build = spawn('pnpm', ['build'], { cwd: repoRoot, stdio: 'inherit' });
  const built = await new Promise((resolve) => build.on('exit', (code) => resolve(code === 0)));
  if (!built) return 1;
  const cluster = await startCluster({ port, env: { PUBLIC_URL: `http://localhost:${port}` } });
  console.info(`
Leadpath cluster is ready: http://localhost:${port}
  nginx on 127.0.0.1:${port} → app instances on ${cluster.instances.map((i) => `127.0.0.1:${i.port}`).join(' and ')}
  PostgreSQL: ${cluster.databaseUrl} (a temporary cluster, removed on Ctrl+C)
Sign in as pro@demo.test (or admin@, premium@, starter@, trial@demo.test), password demo-pass-1234.
Press Ctrl+C to stop.`);
  await new Promise((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, resolve);
  });
  await cluster.stop();
  console.info('\nLeadpath cluster stopped.');
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`cluster: ${error.message}`);
      process.exit(1);
    },
  );
}
