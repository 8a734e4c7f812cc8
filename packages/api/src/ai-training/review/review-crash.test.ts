import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sequenceSteps } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ALWAYS, createEngine, DAY } from '../../sequences/engine/testing/engine-fixtures.ts';
import { openSharedDatabase } from '../../testing/job-databases.ts';
import { listReview } from './review-read.ts';

// A real process killed mid-tick needs a database file two processes share: SQLite here; the
// in-process crash of review-queue.test.ts runs on both engines.
const tickScript = fileURLToPath(new URL('./testing/review-tick-process.ts', import.meta.url));

let shared: Awaited<ReturnType<typeof openSharedDatabase>> | undefined;
afterEach(async () => {
  await shared?.close();
  shared = undefined;
});

function runProcess(path: string, owner: string, clock: number, mode?: 'die-after-draft') {
  return new Promise<{ signal: NodeJS.Signals | null }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', tickScript, path, owner, String(clock), ...(mode ? [mode] : [])],
      { stdio: ['ignore', 'inherit', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code !== 0 && signal !== 'SIGKILL') reject(new Error(`${owner} exited ${code}: ${stderr}`));
      else resolve({ signal });
    });
  });
}

describe.skipIf(process.env.LEADPATH_TEST_ENGINE === 'postgres')(
  'review mode across a killed tick process',
  () => {
    it('a process killed after drafting queues and sends nothing; the next process queues one draft and sends nothing', {
      timeout: 90_000,
    }, async () => {
      shared = await openSharedDatabase(1);
      const [db] = shared.connections;
      if (!db) throw new Error('no connection');
      const engine = await createEngine({ db });
      await engine.settings(ALWAYS);
      const { id, stepIds } = await engine.createSequence([{}]);
      await db.update(sequenceSteps).set({ review: true }).where(eq(sequenceSteps.id, stepIds[0]!)).run();
      const ada = await engine.addProspect({ firstName: 'Ada', company: 'Acme' });
      await engine.enroll(id, [ada]);

      expect(await runProcess(shared.path, 'a', engine.clock.now, 'die-after-draft')).toEqual({
        signal: 'SIGKILL',
      });
      expect(await listReview(db, { status: 'pending', limit: 5 })).toEqual([]);
      expect(await engine.outbox()).toEqual([]);
      expect((await engine.rowsOf(ada)).map((row) => row.status)).toEqual(['scheduled']);

      await runProcess(shared.path, 'b', engine.clock.now + DAY);
      await runProcess(shared.path, 'c', engine.clock.now + 2 * DAY);
      expect(await listReview(db, { status: 'pending', limit: 5 })).toHaveLength(1);
      expect(await engine.outbox()).toEqual([]);
      expect((await engine.rowsOf(ada)).map((row) => row.status)).toEqual(['review']);
    });
  },
);
