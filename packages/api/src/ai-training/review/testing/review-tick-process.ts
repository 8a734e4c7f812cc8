// One "server process" ticking the sequence engine of the SQLite database at argv[2] as runner argv[3]
// at the app time argv[4], a few times. With `die-after-draft` the writer's draft is written and then
// the process kills itself (SIGKILL) before the engine could queue it: the crash review mode must survive.
import { openDatabase } from '@leadpath/db';
import type { LanguageModel } from '../../../assist/language-model/language-model.ts';
import { createTemplateModel } from '../../../assist/language-model/template-model.ts';
import { createOutboxMailer } from '../../../mailboxes/outbox-mailer.ts';
import { runSequenceTick } from '../../../sequences/engine/tick.ts';

const [databasePath, owner, clockText, mode] = process.argv.slice(2);
if (!databasePath || !owner || !clockText) throw new Error('usage: <database> <owner> <clock epoch ms>');
const db = openDatabase(databasePath);
const now = () => Number(clockText);
const template = createTemplateModel();
const languageModel: LanguageModel =
  mode === 'die-after-draft'
    ? {
        ...template,
        draftStep: async (...args) => {
          await template.draftStep(...args);
          process.kill(process.pid, 'SIGKILL');
          return new Promise(() => {});
        },
      }
    : template;
for (let i = 0; i < 3; i++)
  await runSequenceTick({
    db,
    mailer: createOutboxMailer(db, now),
    now,
    owner,
    random: () => 0,
    languageModel,
  });
await db.close();
