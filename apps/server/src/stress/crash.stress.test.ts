import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  signInOverHttp,
  startServerProcess,
  temporaryDatabasePath,
  UNLIMITED_REQUEST_RATE,
} from './server-process.ts';

/** Sends one write (a new company) and resolves with true only when the server acknowledged it. */
async function createCompany(baseUrl: string, cookie: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/companies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
      body: JSON.stringify({ name: 'Crash Test Co' }),
    });
    return response.status === 200;
  } catch {
    return false; // the connection died with the server: not acknowledged
  }
}

describe('crash safety', () => {
  it('keeps every acknowledged write after SIGKILL, and the database passes integrity_check', async () => {
    const databasePath = temporaryDatabasePath();
    const server = await startServerProcess(databasePath, UNLIMITED_REQUEST_RATE);
    const cookie = await signInOverHttp(server.baseUrl, 'pro@demo.test');
    let acknowledged = 0;
    let running = true;
    const writers = Array.from({ length: 4 }, async () => {
      while (running) if (await createCompany(server.baseUrl, cookie)) acknowledged++;
    });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await server.stop('SIGKILL');
    running = false;
    await Promise.all(writers);
    expect(acknowledged).toBeGreaterThan(20);

    const restarted = await startServerProcess(databasePath);
    await restarted.stop();
    const db = new Database(databasePath, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = db.prepare("select count(*) as n from companies where name = 'Crash Test Co'").get() as {
        n: number;
      };
      expect(stored.n).toBeGreaterThanOrEqual(acknowledged);
    } finally {
      db.close();
    }
  });
});
