// One "server process" of the two-process sequence engine test: ticks the sequence engine of the
// database at argv[2] as runner argv[3], at the fixed app time argv[4], until nothing is left to do.
// Usage: node --import tsx tick-process.ts <database> <owner> <clock epoch ms> [die-after-send]
// With `die-after-send`, the process kills itself (SIGKILL) right after its first send went out,
// before the engine could record it: the crash the intent and the reconciliation are there for.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { openDatabase } from '@leadpath/db';
import type { Mailer } from '@leadpath/integrations';
import { createOutboxMailer } from '../../../mailboxes/outbox-mailer.ts';
import { runSequenceTick } from '../tick.ts';

const [databasePath, owner, clockText, mode] = process.argv.slice(2);
if (!databasePath || !owner || !clockText) throw new Error('usage: <database> <owner> <clock epoch ms>');
const db = openDatabase(databasePath);
const now = () => Number(clockText);
const outbox = createOutboxMailer(db, now);
const mailer: Mailer =
  mode === 'die-after-send'
    ? {
        ...outbox,
        async send(mail) {
          await outbox.send(mail);
          process.kill(process.pid, 'SIGKILL');
          await new Promise(() => {});
          return { id: '' };
        },
      }
    : outbox;
let idle = 0;
while (idle < 20) {
  const result = await runSequenceTick({
    db,
    mailer,
    now,
    owner,
    random: () => 0,
    batchSize: 5,
    maxRows: 20,
  });
  idle = result.sent + result.tasks + result.reconciled === 0 ? idle + 1 : 0;
  await yieldToEventLoop();
}
await db.close();
