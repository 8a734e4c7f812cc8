import { describe, expect, it } from 'vitest';
import { paintedPagesApp, servedPage } from './web-app-painted-fixture.ts';

// page-shells.json as apps/web/page-shells.ts writes it (shortened markup).
const NONE = '<p>No saved filters yet.</p>';
const pageShells = {
  login: '<main><h1>Sign in</h1>{{signUpLine}}</main>',
  signUpLine: '',
  frame: '<div class="frame"><main>{{page}}</main></div>',
  pages: [],
  prospects: {
    page: '<div data-hands-off-at="/dashboard/prospects"><h1>Prospects</h1><div>{{savedFilters}}</div><i></i></div>',
    none: NONE,
    list: '<ul>{{filters}}</ul>',
    filter: '<li>{{name}}</li>',
  },
};

const serverApp = () => paintedPagesApp(pageShells);
const page = servedPage;

const savedFilter = (t: ReturnType<typeof serverApp>, cookie: string, name: string) =>
  t.request('/api/prospects/saved-filters', { method: 'POST', cookie, json: { name, filter: {} } });

describe("Prospects painted down to the session user's saved filters (ADR 093, Prospects)", () => {
  it("paints the user's own saved filters, escaped, or the line without any, for this request only", async () => {
    const t = serverApp();
    await t.createUser({ email: 'ada@example.com', name: 'Ada', role: 'Pro' });
    await t.createUser({ email: 'bob@example.com', name: 'Bob', role: 'Starter' });
    const ada = await t.signIn('ada@example.com');
    const bob = await t.signIn('bob@example.com');

    const empty = await page(t, '/dashboard/prospects', ada);
    expect(empty.cacheControl).toBe('no-store');
    expect(empty.shell).toBe(
      `<div class="frame"><main>${pageShells.prospects.page.replace('{{savedFilters}}', NONE)}</main></div>`,
    );
    expect(empty.html).toContain('<template id="app-scripts"><script type="module"');

    expect((await savedFilter(t, ada, 'Hot <b>leads</b> & $& {{filters}}')).status).toBeLessThan(300);
    expect((await savedFilter(t, ada, 'Founders')).status).toBeLessThan(300);
    expect((await savedFilter(t, bob, 'Bob only')).status).toBeLessThan(300);
    const { shell } = await page(t, '/dashboard/prospects/', ada);
    expect(shell).toContain('<li>Hot &lt;b&gt;leads&lt;/b&gt; &amp; $&amp; {{filters}}</li>');
    expect(shell).toContain('<li>Founders</li>');
    expect(shell).not.toContain('<b>');
    expect(shell).not.toContain(NONE);
    expect(shell).not.toContain('Bob only');
    expect((await page(t, '/dashboard/prospects', bob)).shell).toContain('<ul><li>Bob only</li></ul>');
  });

  it('paints nothing signed out, with an unknown or an expired session, for an Admin or a trial', async () => {
    const t = serverApp();
    await t.createUser({ email: 'ada@example.com', name: 'Ada', role: 'Pro' });
    const ada = await t.signIn('ada@example.com');
    for (const visitor of [undefined, 'lp_session=not-a-session']) {
      const { html, shell, cacheControl } = await page(t, '/dashboard/prospects', visitor);
      expect(shell).toBeNull();
      expect(html).not.toContain('saved filters');
      expect(cacheControl).toBe('no-cache');
    }
    // Only the list itself: a prospect's drawer (a child path) is not this first render.
    expect((await page(t, '/dashboard/prospects/p1', ada)).shell).toBeNull();
    await t.createUser({ email: 'root@example.com', name: 'Root', role: 'Admin', twoFactor: false });
    expect((await page(t, '/dashboard/prospects', await t.signIn('root@example.com'))).shell).toBeNull();
    await t.createUser({
      email: 'new@example.com',
      name: 'Newcomer',
      role: 'Free',
      trialEndDate: new Date(Date.now() + 7 * 86_400_000),
    });
    expect((await page(t, '/dashboard/prospects', await t.signIn('new@example.com'))).shell).toBeNull();
    t.clock.now += 30 * 86_400_000;
    expect((await t.request('/api/user-fetch', { cookie: ada })).status).toBe(401);
    expect((await page(t, '/dashboard/prospects', ada)).shell).toBeNull();
  });
});
