import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { recordWebBuild, webBuildIsCurrent, webSourcesHash } from './web-build-stamp.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function write(root: string, path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** A small tree shaped like the repository: web sources, core sources, the lockfile. */
function sourceTree() {
  const root = mkdtempSync(join(tmpdir(), 'lp-demo-'));
  roots.push(root);
  write(root, 'apps/web/src/main.tsx', 'export const app = 1;');
  write(root, 'apps/web/index.html', '<div id="root"></div>');
  write(root, 'packages/core/src/plans.ts', 'export const plans = [];');
  write(root, 'pnpm-lock.yaml', 'lockfileVersion: 9.0');
  return root;
}

function built(root: string) {
  write(root, 'apps/web/dist/index.html', '<html></html>');
  recordWebBuild(root, webSourcesHash(root));
}

describe('the web build stamp', () => {
  it('asks for a build when there is none, and skips it once built from the same sources', () => {
    const root = sourceTree();
    expect(webBuildIsCurrent(root, webSourcesHash(root))).toBe(false);
    built(root);
    expect(webBuildIsCurrent(root, webSourcesHash(root))).toBe(true);
    // What never goes into the bundle changes nothing.
    write(root, 'apps/web/node_modules/x/index.js', 'changed');
    write(root, 'apps/web/e2e/a.spec.ts', 'changed');
    expect(webBuildIsCurrent(root, webSourcesHash(root))).toBe(true);
  });

  it('asks for a build again when a web source, a core source or the lockfile changed', () => {
    for (const [path, text] of [
      ['apps/web/src/main.tsx', 'export const app = 2;'],
      ['apps/web/src/new-file.ts', ''],
      ['packages/core/src/plans.ts', 'export const plans = [1];'],
      ['pnpm-lock.yaml', 'lockfileVersion: 9.1'],
    ]) {
      const root = sourceTree();
      built(root);
      write(root, path as string, text as string);
      expect(webBuildIsCurrent(root, webSourcesHash(root)), path).toBe(false);
    }
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

// A stand-in for `pnpm build`: counts its runs and writes a build.
const FAKE_BUILD = `node -e "const fs=require('fs');fs.appendFileSync('builds.log','x');fs.mkdirSync('apps/web/dist',{recursive:true});fs.writeFileSync('apps/web/dist/index.html','<html></html>')"`;
// A stand-in for the server: answers every request on PORT until interrupted.
const FAKE_SERVER = `node -e "require('http').createServer((q,s)=>s.end('{}')).listen(Number(process.env.PORT),'127.0.0.1')"`;

/** `pnpm demo` in its own process group, as a terminal runs it; resolves with its output when it says `until`. */
function startDemo(root: string, port: number) {
  const child = spawn('pnpm', ['demo'], {
    cwd: repoRoot,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      DEMO_ROOT: root,
      DEMO_BUILD_COMMAND: FAKE_BUILD,
      DEMO_SERVER_COMMAND: FAKE_SERVER,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const says = async (text: string) => {
    const deadline = Date.now() + 60_000;
    while (!output.includes(text)) {
      if (child.exitCode !== null) throw new Error(`pnpm demo exited early: ${output}`);
      if (Date.now() > deadline) throw new Error(`pnpm demo never said "${text}": ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { child, exited, says, output: () => output };
}

/** Ctrl+C in a terminal: SIGINT to the whole foreground process group. */
const pressCtrlC = (child: ChildProcess) => process.kill(-(child.pid as number), 'SIGINT');

describe('pnpm demo', () => {
  it('builds once, prints the accounts and the address when ready, and stops on Ctrl+C with code 0', async () => {
    const root = sourceTree();
    const port = await freePort();

    const first = startDemo(root, port);
    await first.says('Press Ctrl+C to stop.');
    expect(first.output()).toContain(`Leadpath demo is ready: http://localhost:${port}`);
    expect(first.output()).toContain('admin@demo.test');
    expect(first.output()).toContain('password demo-pass-1234');
    pressCtrlC(first.child);
    expect(await first.exited).toBe(0);
    expect(first.output()).not.toContain('ELIFECYCLE');
    expect(first.output()).not.toContain('Command failed');
    expect(readFileSync(join(root, 'builds.log'), 'utf8')).toBe('x');

    // Nothing changed: the second start skips the build.
    const second = startDemo(root, port);
    await second.says('Press Ctrl+C to stop.');
    expect(second.output()).toContain('skipping the build');
    pressCtrlC(second.child);
    expect(await second.exited).toBe(0);
    expect(readFileSync(join(root, 'builds.log'), 'utf8')).toBe('x');
  }, 120_000);
});
