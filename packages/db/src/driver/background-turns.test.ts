import { describe, expect, it } from 'vitest';
import { openSqliteConnection } from '../client.ts';
import { asyncDatabase } from './async-sqlite.ts';
import { asForegroundRequest, backgroundTurn } from './background-turns.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
// Long enough that a loaded machine finishes a short request within it.
const PATIENT_MS = 10_000;

/** A request that runs `statements` statements, a turn of the event loop apart, logging each. */
function request(db: ReturnType<typeof asyncDatabase>, statements: number, log: string[]) {
  return asForegroundRequest(db, async () => {
    for (let index = 0; index < statements; index += 1) {
      await db.$sql.get('select 1');
      log.push(`request ${index}`);
      await nextTurn();
    }
  });
}

const openDb = () => asyncDatabase(openSqliteConnection(':memory:'));

describe('backgroundTurn', () => {
  it('runs a chunk after the requests in flight, not between their statements', async () => {
    const db = openDb();
    const log: string[] = [];
    const busy = request(db, 10, log);
    await backgroundTurn(
      db,
      async () => {
        await db.$sql.get('select 2');
        log.push('chunk');
      },
      PATIENT_MS,
    );
    await busy;
    expect(log.at(-1)).toBe('chunk');
    expect(log).toHaveLength(11);
    await db.close();
  });

  it('runs a chunk at last while requests keep coming', async () => {
    const db = openDb();
    const log: string[] = [];
    let chunkRan = false;
    const chunk = backgroundTurn(db, async () => {
      chunkRan = true;
      log.push('chunk');
    });
    // Requests overlap until the chunk has run: without a bound it would wait forever.
    let previous = request(db, 3, log);
    while (!chunkRan) {
      const next = request(db, 3, log);
      await previous;
      previous = next;
    }
    await previous;
    await chunk;
    expect(log).toContain('chunk');
    await db.close();
  });

  it('lets the request that starts bulk work run its chunks without waiting for itself', async () => {
    const db = openDb();
    const order: string[] = [];
    await asForegroundRequest(db, async () => {
      for (let index = 0; index < 3; index += 1) {
        await backgroundTurn(
          db,
          async () => {
            await db.$sql.get('select 3');
            order.push(`chunk ${index}`);
          },
          PATIENT_MS,
        );
      }
      order.push('answered');
    });
    expect(order).toEqual(['chunk 0', 'chunk 1', 'chunk 2', 'answered']);
    await db.close();
  });
});
