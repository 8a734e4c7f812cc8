import { describe, expect, it } from 'vitest';
import { paintedPagesApp, servedPage } from './web-app-painted-fixture.ts';

// page-shells.json as apps/web/page-shells.ts writes it (shortened markup).
const step = (key: string, state: string) => `<li data-step="${key}" data-state="${state}"></li>`;
const keys = ['importedProspects', 'connectedMailbox', 'verifiedDomain', 'createdSequence'];
const pageShells = {
  login: '<main><h1>Sign in</h1>{{signUpLine}}</main>',
  signUpLine: '<p>New to Leadpath? Create an account</p>',
  frame: '<div class="frame"><main>{{page}}</main></div>',
  pages: [{ path: '/dashboard/custom-outreach', html: '<h1>Custom outreach</h1>' }],
  home: {
    page: '<div data-hands-off-at="/dashboard"><h1>Welcome back, {{name}}</h1><b>{{plan}} Plan</b><p>{{done}} of {{total}} done</p><ol>{{steps}}</ol></div>',
    steps: keys.map((key) => ({ key, done: step(key, 'done'), todo: step(key, 'todo') })),
  },
};

const serverApp = () => paintedPagesApp(pageShells);
const page = servedPage;

describe("Home painted from the session user's own data (ADR 093)", () => {
  it("paints the signed-in user's name, plan and checklist, escaped, for this request only", async () => {
    const t = serverApp();
    await t.createUser({
      email: 'ada@example.com',
      name: 'Ada <img src=x onerror=alert(1)> & $& "Co"',
      role: 'Pro',
    });
    await t.createUser({ email: 'bob@example.com', name: 'Bob Other', role: 'Starter' });
    const ada = await page(t, '/dashboard', await t.signIn('ada@example.com'));
    expect(ada.cacheControl).toBe('no-store');
    expect(ada.shell).toContain(
      '<h1>Welcome back, Ada &lt;img src=x onerror=alert(1)&gt; &amp; $&amp; &quot;Co&quot;</h1><b>Pro Plan</b>',
    );
    expect(ada.shell).not.toContain('<img');
    // A new account: nothing done yet, every step still to do, in the page's order.
    expect(ada.shell).toContain(
      `<p>0 of 4 done</p><ol>${keys.map((key) => step(key, 'todo')).join('')}</ol>`,
    );
    // The app's scripts wait for that paint, as for every shell (ADR 085).
    expect(ada.html).toContain('<template id="app-scripts"><script type="module"');

    const bob = await page(t, '/dashboard/', await t.signIn('bob@example.com'));
    expect(bob.shell).toContain('Welcome back, Bob Other</h1><b>Starter Plan</b>');
    expect(bob.shell).not.toContain('Ada');
  });

  it('ticks the steps the account has done', async () => {
    const t = serverApp();
    await t.createUser({ email: 'ada@example.com', name: 'Ada', role: 'Pro' });
    const cookie = await t.signIn('ada@example.com');
    const created = await t.request('/api/sequences', {
      method: 'POST',
      cookie,
      json: { name: 'First', steps: [{ kind: 'auto_email', variants: [{ subject: 'Hi', body: 'Hello.' }] }] },
    });
    expect(created.status).toBeLessThan(300);
    const { shell } = await page(t, '/dashboard', cookie);
    expect(shell).toContain('<p>1 of 4 done</p>');
    expect(shell).toContain(step('createdSequence', 'done'));
    expect(shell).toContain(step('importedProspects', 'todo'));
  });

  it('paints no data and no shell signed out, with an unknown or an expired session', async () => {
    const t = serverApp();
    await t.createUser({ email: 'ada@example.com', name: 'Ada', role: 'Pro' });
    const cookie = await t.signIn('ada@example.com');
    for (const visitor of [undefined, 'lp_session=not-a-session']) {
      const { html, shell, cacheControl } = await page(t, '/dashboard', visitor);
      expect(shell).toBeNull();
      expect(html).not.toContain('Welcome back');
      expect(cacheControl).toBe('no-cache');
    }
    t.clock.now += 30 * 86_400_000;
    expect((await t.request('/api/user-fetch', { cookie })).status).toBe(401);
    const expired = await page(t, '/dashboard', cookie);
    expect(expired.shell).toBeNull();
    expect(expired.html).not.toContain('Ada');
  });

  it('paints only Home, and not when its first render would differ (an Admin, a trial)', async () => {
    const t = serverApp();
    await t.createUser({ email: 'ada@example.com', name: 'Ada', role: 'Pro' });
    const ada = await t.signIn('ada@example.com');
    expect((await page(t, '/dashboard/prospects', ada)).shell).toBeNull();
    expect((await page(t, '/dashboard/custom-outreach', ada)).shell).toBe(
      '<div class="frame"><main><h1>Custom outreach</h1></main></div>',
    );
    // An Admin may be impersonating someone (kept in the browser): the page may not show their own data.
    await t.createUser({ email: 'root@example.com', name: 'Root', role: 'Admin', twoFactor: false });
    expect((await page(t, '/dashboard', await t.signIn('root@example.com'))).shell).toBeNull();
    // A trial shows its banner, which the shell does not paint.
    await t.createUser({
      email: 'new@example.com',
      name: 'Newcomer',
      role: 'Free',
      trialEndDate: new Date(Date.now() + 7 * 86_400_000),
    });
    expect((await page(t, '/dashboard', await t.signIn('new@example.com'))).shell).toBeNull();
  });
});
