import { describe, expect, it } from 'vitest';
import { call, ok, prospect, type View } from '../testing/dialer-fixtures.ts';
import { signedIn } from '../testing/outreach-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';

const A = '/api/admin/ai-training';

async function setup() {
  const t = createTestApp();
  const { cookie: rep } = await signedIn(t);
  await t.createUser({ email: 'admin@example.com', name: 'Ada', role: 'Admin' });
  const admin = await t.signIn('admin@example.com');
  const get = async (path: string, cookie = admin) => {
    const res = await t.request(`${A}${path}`, { cookie });
    // biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  return { t, rep, admin, get };
}

/** Publishes a call-script version over REST (it has no evaluation cases, so it passes). */
async function publishCallScript(t: ReturnType<typeof createTestApp>, admin: string) {
  const draft = await t.request(`${A}/agents/call-script/versions`, {
    method: 'POST',
    cookie: admin,
    json: {},
  });
  const { id } = (await draft.json()) as { id: string };
  const published = await t.request(`${A}/versions/${id}/publish`, {
    method: 'POST',
    cookie: admin,
    json: {},
  });
  expect(published.status).toBe(200);
  return id;
}

describe("a version's outputs over REST", { timeout: 60_000 }, () => {
  it('counts them by kind and pages the newest, described and linked only for their owner', async () => {
    const { t, rep, admin, get } = await setup();
    const versionId = await publishCallScript(t, admin);
    expect((await get(`/versions/${versionId}/outputs`)).body).toEqual({
      versionId,
      counts: [],
      total: 0,
      outputs: [],
      nextCursor: null,
    });

    const sessions: string[] = [];
    for (const name of ['Ada', 'Ben', 'Cy']) {
      const who = await prospect(t, rep, name);
      const view = await ok<View>(
        await call(t, rep, 'POST', '/dialer/sessions', { source: 'selection', prospectIds: [who] }),
      );
      sessions.push(view.id);
      t.clock.now += 1000;
    }

    const first = await get(`/versions/${versionId}/outputs?limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.counts).toEqual([{ kind: 'dialer-session', count: 3 }]);
    expect(first.body.total).toBe(3);
    expect(first.body.outputs).toHaveLength(2);
    expect(first.body.outputs[0]).toMatchObject({
      kind: 'dialer-session',
      what: 'Script panel of a dialer session (from selection)',
      ownerEmail: 'pro@example.com',
      // Another user's session: described, not linked (the Admin could not open it).
      link: null,
    });
    const second = await get(`/versions/${versionId}/outputs?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.outputs).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    // Newest first across the pages: the sessions in reverse order of starting.
    const times = [...first.body.outputs, ...second.body.outputs].map((output) => output.at as number);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(times).size).toBe(3);

    // The Admin's own session links to it.
    const own = await prospect(t, admin, 'Dee');
    const mine = await ok<View>(
      await call(t, admin, 'POST', '/dialer/sessions', { source: 'selection', prospectIds: [own] }),
    );
    expect((await get(`/versions/${versionId}/outputs?limit=1`)).body.outputs[0].link).toBe(
      `/dashboard/dialer?session=${mine.id}`,
    );
  });

  it('bad input is a 400 that says why; an unknown version 404; a customer 403', async () => {
    const { t, rep, admin, get } = await setup();
    const versionId = await publishCallScript(t, admin);
    const tooMany = await get(`/versions/${versionId}/outputs?limit=500`);
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('Ask for 1 to 50 outputs a page');
    const badCursor = await get(`/versions/${versionId}/outputs?cursor=yesterday`);
    expect(badCursor.status).toBe(400);
    expect(JSON.stringify(badCursor.body)).toContain('load the outputs again from the start');
    expect((await get('/versions/no-such-version/outputs')).status).toBe(404);
    expect((await get(`/versions/${versionId}/outputs`, rep)).status).toBe(403);
  });
});
