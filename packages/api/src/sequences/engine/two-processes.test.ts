import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openSharedDatabase } from '../../testing/job-databases.ts';
import { ALWAYS, createEngine } from './testing/engine-fixtures.ts';
import { DEFAULT_SEND_LEASE_MS } from './tick.ts';

const tickScript = fileURLToPath(new URL('./testing/tick-process.ts', import.meta.url));

let shared: Awaited<ReturnType<typeof openSharedDatabase>> | undefined;
afterEach(async () => {
  await shared?.close();
  shared = undefined;
});

function runProcess(path: string, owner: string, clock: number, mode?: 'die-after-send') {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', tickScript, path, owner, String(clock), ...(mode ? [mode] : [])],
      {
        stdio: ['ignore', 'inherit', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code !== 0 && signal !== 'SIGKILL') reject(new Error(`${owner} exited ${code}: ${stderr}`));
      else resolve({ code, signal });
    });
  });
}

describe('the sequence engine in two processes on one database', () => {
  it('sends every step exactly once', { timeout: 120_000 }, async () => {
    shared = await openSharedDatabase(1);
    const [db] = shared.connections;
    if (!db) throw new Error('no connection');
    const engine = await createEngine({ db });
    await engine.settings(ALWAYS);
    const { id } = await engine.createSequence([{}, {}, {}]); // no delays: each next step is due at once
    const people: string[] = [];
    for (let i = 0; i < 60; i++) people.push(await engine.addProspect({ firstName: `P${i}` }));
    expect((await engine.enroll(id, people)).enrolled).toHaveLength(60);

    await Promise.all([
      runProcess(shared.path, 'a', engine.clock.now),
      runProcess(shared.path, 'b', engine.clock.now),
    ]);

    const perStep = await db.$sql.all<{ key: string; mails: number }>(
      `SELECT s.idempotency_key AS key, count(o.id) AS mails FROM scheduled_steps s
         LEFT JOIN outbox_messages o ON o.message_id = s.message_id GROUP BY s.id`,
    );
    expect(perStep).toHaveLength(180);
    expect(perStep.filter((row) => row.mails !== 1)).toEqual([]);
    expect(await engine.outbox()).toHaveLength(180);
    // One intent per step: no runner recorded a second attempt of a step the other was sending.
    expect((await db.$sql.pluck('SELECT count(*) FROM scheduled_steps WHERE attempts <> 1'))[0]).toBe(0);
    expect((await db.$sql.pluck("SELECT count(*) FROM scheduled_steps WHERE status = 'sent'"))[0]).toBe(180);
    expect((await db.$sql.pluck("SELECT count(*) FROM sequence_events WHERE kind = 'sent'"))[0]).toBe(180);
    expect(
      (await db.$sql.pluck("SELECT count(*) FROM sequence_enrollments WHERE finish_reason = 'completed'"))[0],
    ).toBe(60);
  });

  it('a process killed right after a send: the next tick records it without sending again', {
    timeout: 60_000,
  }, async () => {
    shared = await openSharedDatabase(1);
    const [db] = shared.connections;
    if (!db) throw new Error('no connection');
    const engine = await createEngine({ db });
    await engine.settings(ALWAYS);
    const { id } = await engine.createSequence([{}, { delayDays: 1 }]);
    const ada = await engine.addProspect({ firstName: 'Ada' });
    await engine.enroll(id, [ada]);

    expect(await runProcess(shared.path, 'a', engine.clock.now, 'die-after-send')).toMatchObject({
      signal: 'SIGKILL',
    });
    expect(await engine.outbox()).toHaveLength(1);
    expect(await engine.rowsOf(ada)).toMatchObject([{ status: 'sending', leaseOwner: 'a', attempts: 1 }]);

    engine.clock.now += DEFAULT_SEND_LEASE_MS - 1;
    expect(await engine.tick({ owner: 'b' })).toMatchObject({ sent: 0, reconciled: 0 });
    engine.clock.now += 1;
    expect(await engine.tick({ owner: 'b' })).toMatchObject({ sent: 0, reconciled: 1 });
    expect(await engine.outbox()).toHaveLength(1);
    expect((await engine.rowsOf(ada)).map((row) => row.status)).toEqual(['sent', 'scheduled']);
  });
});
