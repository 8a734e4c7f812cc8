import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startServerProcess, temporaryDatabasePath } from './server-process.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A built web app stand-in with the folders of the real build, so the test needs no Vite build. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lp-stress-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  for (const folder of ['assets', 'integrations']) mkdirSync(join(dir, folder));
  writeFileSync(join(dir, 'assets', 'index-test.js'), 'export {};');
  return dir;
}

/** Runs the real server until it exits by itself (or 30 s pass): its exit code and stderr. */
function runUntilExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, LOG_REQUESTS: 'false', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('a fresh install over a real socket', () => {
  it('refuses to start with demo data on a host other machines reach, naming the variables', async () => {
    const databasePath = temporaryDatabasePath();
    const { code, stderr } = await runUntilExit({
      HOST: '0.0.0.0',
      PORT: '1',
      SEED_DEMO_DATA: 'true',
      DATABASE_PATH: databasePath,
    });
    expect(code).toBe(1);
    expect(stderr).toContain('HOST=0.0.0.0');
    expect(stderr).toContain('ALLOW_DEMO_DATA_ON_PUBLIC_HOST=true');
    // Refused before the database was even opened: no demo account was written anywhere.
    expect(existsSync(databasePath)).toBe(false);
  });

  it('starts empty without demo data: no demo sign-in, the first-Admin page, and the app shell at /', async () => {
    const server = await startServerProcess(temporaryDatabasePath(), {
      SEED_DEMO_DATA: 'false',
      WEB_DIST_PATH: webDist(),
    });
    try {
      const status = await fetch(`${server.baseUrl}/api/setup/status`);
      expect(await status.json()).toEqual({ needsFirstAdmin: true });
      const demoSignIn = await fetch(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseUrl },
        body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-pass-1234' }),
      });
      expect(demoSignIn.status).toBe(401);
      // Folders of the build answered with the shell, whole, instead of a cut-off file stream.
      for (const path of ['/', '/assets', '/integrations']) {
        const page = await fetch(`${server.baseUrl}${path}`);
        expect(page.status, path).toBe(200);
        expect(page.headers.get('content-type'), path).toMatch(/text\/html/);
        expect(await page.text(), path).toContain('<div id="root">');
      }
    } finally {
      await server.stop();
    }
  });
});
