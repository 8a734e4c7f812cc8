import { updateProspectSchema } from '@leadpath/core/schemas/prospects';
import { describe, expect, it } from 'vitest';
import { ALWAYS, createEngine } from '../sequences/engine/testing/engine-fixtures.ts';
import { updateProspect } from './mutations.ts';

describe('editing a prospect', () => {
  it('sends at the next tick a sequence email that was held for a placeholder the prospect lacked', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const sequence = await engine.createSequence([
      { variants: [{ subject: 'Hi', body: 'As {{prospect_title}}' }] },
    ]);
    const ada = await engine.addProspect({ title: '' });
    await engine.enroll(sequence.id, [ada]);
    await engine.tick();
    expect((await engine.rowsOf(ada))[0]).toMatchObject({ status: 'flagged' });

    const { id, ...patch } = updateProspectSchema.parse({ id: ada, title: 'CEO' });
    await updateProspect(engine.db, engine.user.id, id, patch, engine.clock.now);
    await engine.tick();
    expect((await engine.outbox()).map((mail) => mail.text.split('\n\n')[0])).toEqual(['As CEO']);
  });
});
