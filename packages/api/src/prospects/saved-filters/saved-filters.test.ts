import { MAX_SAVED_FILTERS } from '@leadpath/core/schemas/saved-filters';
import { dialerQueueItems, prospectSavedFilters } from '@leadpath/db';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, ok, prospect, type View } from '../../testing/dialer-fixtures.ts';
import { signedIn } from '../../testing/outreach-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';

interface Saved {
  id: string;
  name: string;
  filter: Record<string, unknown>;
}

const errorOf = async (res: Response) => [res.status, ((await res.json()) as { error: string }).error];

describe('saved Prospects filters', { timeout: 60_000 }, () => {
  it('saves, renames (keeping the filter), refuses bad input, hides another owner’s and deletes', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    const saved = await ok<Saved>(
      await call(t, cookie, 'POST', '/prospects/saved-filters', {
        name: '  Hot leads ',
        filter: { q: 'acme', status: 'new,replied', titles: ['CEO'] },
      }),
    );
    // Stored as the list's schema reads it: trimmed name, status as a list, the default order.
    expect(saved).toMatchObject({
      name: 'Hot leads',
      filter: {
        q: 'acme',
        status: ['new', 'replied'],
        titles: ['CEO'],
        sort: 'createdAt',
        direction: 'desc',
      },
    });

    const renamed = await ok<Saved>(
      await call(t, cookie, 'PATCH', `/prospects/saved-filters/${saved.id}`, { name: 'Warm leads' }),
    );
    expect(renamed.filter).toEqual(saved.filter);
    const refiltered = await ok<Saved>(
      await call(t, cookie, 'PATCH', `/prospects/saved-filters/${saved.id}`, { filter: { q: 'beta' } }),
    );
    expect(refiltered).toMatchObject({ name: 'Warm leads', filter: { q: 'beta' } });

    expect(await errorOf(await call(t, cookie, 'POST', '/prospects/saved-filters', { filter: {} }))).toEqual([
      400,
      'Please enter a name for the filter',
    ]);
    expect(
      await errorOf(await call(t, cookie, 'POST', '/prospects/saved-filters', { name: 'No filter' })),
    ).toEqual([400, 'filter is required']);
    expect(
      await errorOf(
        await call(t, cookie, 'POST', '/prospects/saved-filters', {
          name: 'X',
          filter: { status: ['nope'] },
        }),
      ),
    ).toEqual([400, 'Unknown status']);
    expect(
      await errorOf(
        await call(t, cookie, 'POST', '/prospects/saved-filters', { name: 'WARM LEADS', filter: {} }),
      ),
    ).toEqual([409, 'You already have a saved filter named "WARM LEADS". Choose another name.']);

    // Another owner neither sees, changes nor deletes it; the same name is theirs to use.
    const other = await signedIn(t, 'other@example.com');
    const path = `/prospects/saved-filters/${saved.id}`;
    expect(await errorOf(await call(t, other.cookie, 'PATCH', path, { name: 'Mine' }))).toEqual([
      404,
      'Saved filter not found',
    ]);
    expect((await call(t, other.cookie, 'DELETE', path)).status).toBe(404);
    await ok(
      await call(t, other.cookie, 'POST', '/prospects/saved-filters', { name: 'Warm leads', filter: {} }),
    );
    expect(
      (await ok<{ savedFilters: Saved[] }>(await call(t, other.cookie, 'GET', '/prospects/saved-filters')))
        .savedFilters,
    ).toHaveLength(1);

    await ok(await call(t, cookie, 'DELETE', path));
    expect(await ok(await call(t, cookie, 'GET', '/prospects/saved-filters'))).toEqual({ savedFilters: [] });
  });

  it('keeps at most MAX_SAVED_FILTERS per owner', async () => {
    const t = createTestApp();
    const { cookie, user } = await signedIn(t);
    await t.db
      .insert(prospectSavedFilters)
      .values(
        Array.from({ length: MAX_SAVED_FILTERS }, (_, i) => ({
          id: `f${i}`,
          ownerId: user.id,
          name: `F${i}`,
          nameKey: `f${i}`,
          filter: {},
          createdAt: new Date(t.clock.now),
          updatedAt: new Date(t.clock.now),
        })),
      )
      .run();
    const res = await call(t, cookie, 'POST', '/prospects/saved-filters', { name: 'One more', filter: {} });
    expect(await errorOf(res)).toEqual([
      400,
      `You can keep at most ${MAX_SAVED_FILTERS} saved filters. Delete one to save another.`,
    ]);
  });

  it('starts a dialer session whose queue is exactly the filter’s prospects, in the list’s order', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    // A minute apart, so the list's order (oldest first here) is the order they were added.
    const added = async (name: string) => {
      t.clock.now += 60_000;
      return prospect(t, cookie, name);
    };
    const cy = await added('Cy');
    await added('Ben');
    const ada = await added('Ada');
    await ok(await call(t, cookie, 'PATCH', `/prospects/${ada}`, { status: 'replied' }));
    await ok(await call(t, cookie, 'PATCH', `/prospects/${cy}`, { status: 'replied', title: 'CEO' }));
    const other = await signedIn(t, 'other@example.com');
    await prospect(t, other.cookie, 'Otto');
    const saved = await ok<Saved>(
      await call(t, cookie, 'POST', '/prospects/saved-filters', {
        name: 'Replied',
        filter: { status: ['replied'], sort: 'createdAt', direction: 'asc' },
      }),
    );
    const view = await ok<View>(
      await call(t, cookie, 'POST', '/dialer/sessions', { source: 'saved_filter', savedFilterId: saved.id }),
    );
    const queued = await t.db
      .select({ prospectId: dialerQueueItems.prospectId })
      .from(dialerQueueItems)
      .where(eq(dialerQueueItems.sessionId, view.id))
      .orderBy(asc(dialerQueueItems.position))
      .all();
    expect(queued.map((row) => row.prospectId)).toEqual([cy, ada]);
    expect(view.current?.prospect.id).toBe(cy);

    // Another owner's filter is not found; a filter that matches nobody says so.
    const start = (who: string, savedFilterId: string) =>
      call(t, who, 'POST', '/dialer/sessions', { source: 'saved_filter', savedFilterId });
    expect(await errorOf(await start(other.cookie, saved.id))).toEqual([404, 'Saved filter not found']);
    const none = await ok<Saved>(
      await call(t, cookie, 'POST', '/prospects/saved-filters', { name: 'Nobody', filter: { q: 'zzzz' } }),
    );
    expect(await errorOf(await start(cookie, none.id))).toEqual([
      400,
      'No prospects match this saved filter: nothing to call',
    ]);
  });
});
