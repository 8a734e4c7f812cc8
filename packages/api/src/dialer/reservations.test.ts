import { describe, expect, it } from 'vitest';
import { call, dispositionId, ok, prospect, type View } from '../testing/dialer-fixtures.ts';
import { signedIn } from '../testing/outreach-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';
import { CALLED_SINCE_START, TAKEN_BY_ANOTHER_REP } from './next-in-session.ts';
import { RESERVATION_MS } from './reservations.ts';

// Two sessions' worth of requests on a shared, loaded machine.
describe('reservations: one live call per prospect', { timeout: 60_000 }, () => {
  it('two sessions over the same prospects, worked in parallel, never hold the same prospect', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    const ids: string[] = [];
    for (const name of ['Ada', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay']) ids.push(await prospect(t, cookie, name));
    const start = () =>
      call(t, cookie, 'POST', '/dialer/sessions', { source: 'selection', prospectIds: ids });
    let views: View[] = await Promise.all([start().then(ok<View>), start().then(ok<View>)]);
    const connected = await dispositionId(t, cookie, 'Connected');
    const called: string[] = [];
    while (views.some((view) => view.current)) {
      const onScreen = views.flatMap((view) => (view.current ? [view.current.prospect.id] : []));
      expect(new Set(onScreen).size).toBe(onScreen.length);
      called.push(...onScreen);
      views = await Promise.all(
        views.map(async (view) => {
          if (!view.current) return view;
          await ok(
            await call(t, cookie, 'POST', '/calls', {
              prospectId: view.current.prospect.id,
              sessionId: view.id,
              dispositionId: connected,
            }),
          );
          return ok<View>(await call(t, cookie, 'POST', `/dialer/sessions/${view.id}/next`, {}));
        }),
      );
    }
    // Each prospect was called once, by one session or the other; the other skipped it with the reason.
    expect([...called].sort()).toEqual([...ids].sort());
    const skipped = views.flatMap((view) => view.items.filter((item) => item.status === 'skipped'));
    expect(skipped).toHaveLength(ids.length);
    for (const item of skipped) expect([TAKEN_BY_ANOTHER_REP, CALLED_SINCE_START]).toContain(item.skipReason);
  });

  it('a hold expires: another session takes the prospect once the holder has left it for too long', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    const ada = await prospect(t, cookie, 'Ada');
    const start = async () =>
      ok<View>(
        await call(t, cookie, 'POST', '/dialer/sessions', { source: 'selection', prospectIds: [ada] }),
      );
    expect((await start()).current?.prospect.id).toBe(ada);
    const refused = await start();
    expect(refused.current).toBeNull();
    expect(refused.items[0]).toMatchObject({ status: 'skipped', skipReason: TAKEN_BY_ANOTHER_REP });
    t.clock.now += RESERVATION_MS;
    expect((await start()).current?.prospect.id).toBe(ada);
  });
});
