import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/cluster.mjs';
import { signInOverHttp } from './server-process.ts';

// Issue 37: the product as one file. Built once here as `pnpm build:binary` builds it, then copied
// alone into an empty folder and run with no Node and no node_modules within its reach.
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
let folder = '';

/** The environment of someone who downloaded one file: a home of their own, no Node on the PATH. */
const bareEnvironment = () => ({
  HOME: join(folder, 'home'),
  PATH: join(folder, 'no-node-here'),
  LOG_REQUESTS: 'false',
});

function runBinary(args: string[]): string {
  return execFileSync(join(folder, 'leadpath'), args, {
    cwd: folder,
    env: bareEnvironment(),
    encoding: 'utf8',
  });
}

interface RunningDemo {
  child: ChildProcess;
  output: () => string;
  stopped: Promise<number | null>;
}

/** `leadpath demo`, once it has printed its welcome (the accounts come after the server answers). */
async function startDemo(port: number): Promise<RunningDemo> {
  const child = spawn(join(folder, 'leadpath'), ['demo', '--port', String(port)], {
    cwd: folder,
    env: bareEnvironment(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (output += String(chunk)));
  const stopped = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Press Ctrl+C to stop.')) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    void stopped.then((code) => {
      clearInterval(timer);
      reject(new Error(`leadpath demo exited (${code}):\n${output}`));
    });
  });
  return { child, output: () => output, stopped };
}

async function stop(demo: RunningDemo) {
  demo.child.kill('SIGTERM');
  await demo.stopped;
}

describe('leadpath, one executable', () => {
  beforeAll(() => {
    execFileSync(process.execPath, ['scripts/build-binary.mjs'], { cwd: repoRoot, stdio: 'pipe' });
    folder = mkdtempSync(join(tmpdir(), 'lp-binary-'));
    mkdirSync(join(folder, 'home'));
    copyFileSync(join(repoRoot, 'dist', 'leadpath'), join(folder, 'leadpath'));
  }, 600_000);

  it('answers --version and --help, listing the variables it reads', () => {
    expect(runBinary(['--version'])).toMatch(/^\d+\.\d+\.\d+\+[0-9a-f]+\n$/);
    const help = runBinary(['--help']);
    for (const words of [
      'demo [--data DIR]',
      'serve',
      'migrate',
      'worker',
      'DATABASE_URL',
      'SECRETS_KEY',
      'READ_POOL_SIZE',
    ])
      expect(help).toContain(words);
  });

  it('runs the demo alone in an empty folder, and keeps what was created across a restart', async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const first = await startDemo(port);
    expect(first.output()).toContain(`data in ${join(folder, 'leadpath-demo.db')} (SQLite)`);
    expect(first.output()).toContain(`Leadpath demo is ready: http://localhost:${port}`);
    expect(first.output()).toContain('pro@demo.test');
    expect((await fetch(`${baseUrl}/login`)).status).toBe(200);
    const cookie = await signInOverHttp(baseUrl, 'pro@demo.test');
    const created = await fetch(`${baseUrl}/api/prospects`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Bina', lastName: 'Single', email: 'bina@single-file.example' }),
    });
    expect(created.status).toBe(200);
    await stop(first);

    const second = await startDemo(port);
    const again = await signInOverHttp(baseUrl, 'pro@demo.test');
    const found = await fetch(`${baseUrl}/api/prospects?q=Single`, { headers: { cookie: again } });
    const body = (await found.json()) as { items: { email: string }[] };
    expect(body.items.map((item) => item.email)).toEqual(['bina@single-file.example']);
    await stop(second);
    // Nothing was installed beside it: the executable, the demo's database and uploads, the home folder.
    expect(
      readdirSync(folder)
        .filter((name) => !name.startsWith('leadpath-demo'))
        .sort(),
    ).toEqual(['home', 'leadpath']);
  });
});
