import { appRouter, listRestProcedures, type RestProcedure } from '@leadpath/api';
import { type ApiPermission, apiPermissions } from '@leadpath/core';
import { RATE_LIMIT_MAXIMA } from '@leadpath/core/schemas/api-access';
import { type UserRow, users } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createApiKey, enableApiAccess } from '../testing/api-keys.ts';
import { type Caller, expectedOutcome, gateOf, matchesOutcome } from '../testing/gate-table.ts';
import { startImpersonation } from '../testing/impersonation.ts';
import { bodyOfIdRoute, createOwnerRows, OWNER_SECRETS, ownedIdFor } from '../testing/owned-rows.ts';
import { createTestApp } from '../testing/test-app.ts';

const DAY = 86_400_000;
// Thousands of in-process requests per test: seconds alone, more on a busy machine.
const MATRIX_TIMEOUT_MS = 60_000;
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
const restProcedures = listRestProcedures();

/** The items by area (the procedure path's router), in their order: [area, items] pairs for it.each. */
function groupsOf<T>(items: T[], pathOf: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const area = pathOf(item).split('.')[0] ?? '';
    groups.set(area, [...(groups.get(area) ?? []), item]);
  }
  return [...groups];
}

/** Signs the caller out, so the shared sessions of the matrix would end: auth.test.ts checks it. */
const endsTheSession = (procedurePath: string) => procedurePath === 'auth.logout';
/** Ends the Admin's impersonation, which the matrix starts again for the callers after it. */
const endsTheImpersonation = (procedurePath: string) => procedurePath === 'admin.stopImpersonate';

type TestApp = ReturnType<typeof createTestApp>;
interface Auth {
  cookie?: string;
  headers?: Record<string, string>;
}
type SignedCaller = Caller & Auth;

const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';

function callRest(t: TestApp, route: RestProcedure['route'], auth: Auth) {
  const path = `/api${route.path.replace(/\{\w+\}/g, 'does-not-exist')}`;
  return t.request(path, { method: route.method, ...auth, json: hasBody(route.method) ? {} : undefined });
}

function callTrpc(t: TestApp, path: string, auth: Auth) {
  const isQuery = procedures[path]?._def.type === 'query';
  return t.request(`/trpc/${path}`, {
    method: isQuery ? 'GET' : 'POST',
    ...auth,
    json: isQuery ? undefined : {},
  });
}

const roleUsers = (now: number) =>
  [
    ['Free in trial', { role: 'Free', trialEndDate: new Date(now + 7 * DAY) }],
    ['Free expired', { role: 'Free', trialEndDate: new Date(now - DAY) }],
    ['Starter', { role: 'Starter' }],
    ['Premium', { role: 'Premium' }],
    ['Pro', { role: 'Pro' }],
    ['Admin', { role: 'Admin' }],
    ['Admin without two-factor', { role: 'Admin', twoFactor: false }],
    ['deactivated', { role: 'Pro' }],
  ] as const;

/** One app, one session per role, reused by every call; the deactivated one signed in before it was deactivated. */
async function setupRoles() {
  // Every procedure × every role from a few sessions on a still clock: far above the per-minute request
  // limits, which are not what this matrix checks (request-rate tests do).
  const t = createTestApp({ requestRateLimits: { perUserPerMinute: 1_000_000, perIpPerMinute: 1_000_000 } });
  const callers: SignedCaller[] = [{ label: 'signed out', actor: null, user: null }];
  const byLabel = new Map<string, SignedCaller>();
  for (const [label, fields] of roleUsers(t.clock.now)) {
    const email = `${label.replaceAll(' ', '-').toLowerCase()}@example.com`;
    const created = await t.createUser({ email, name: label, ...fields });
    const cookie = await t.signIn(email);
    if (label === 'deactivated')
      await t.db.update(users).set({ isDeactivated: true }).where(eq(users.id, created.id)).run();
    const row = (await t.db.select().from(users).where(eq(users.id, created.id)).get()) as UserRow;
    // Test Admins sign in with two factors unless told otherwise (test-app.ts).
    const caller = { label, actor: row, user: row, cookie, actorHasTwoFactor: label === 'Admin' };
    callers.push(caller);
    byLabel.set(label, caller);
  }
  const admin = byLabel.get('Admin')!;
  const trial = byLabel.get('Free in trial')!;
  const startImpersonating = () => startImpersonation(t, admin.cookie!, trial.user!.email);
  callers.push({
    label: 'Admin acting for Free in trial',
    actor: admin.actor,
    user: trial.user,
    cookie: admin.cookie,
    actorHasTwoFactor: true,
    headers: await startImpersonating(),
  });
  return { t, callers, pro: byLabel.get('Pro')!, startImpersonating };
}

/** A Pro user's keys: one with every permission, and one lacking each permission a route names. */
async function setupKeys(t: TestApp, cookie: string) {
  await enableApiAccess(t, cookie, { maxKeys: 10, rateLimit: RATE_LIMIT_MAXIMA });
  const all = await createApiKey(t, cookie, { name: 'every permission', permissions: [...apiPermissions] });
  const lacking = new Map<ApiPermission, string>();
  const needed = [
    ...new Set(restProcedures.flatMap((r) => (r.route.permission ? [r.route.permission] : []))),
  ];
  // A key lacks two permissions (a route names one): the keys stay within the 10 a user may have.
  for (let i = 0; i < needed.length; i += 2) {
    const pair = needed.slice(i, i + 2);
    const permissions = apiPermissions.filter((p) => !pair.includes(p));
    const { key } = await createApiKey(t, cookie, { name: `no ${pair.join(', ')}`, permissions });
    for (const permission of pair) lacking.set(permission, key);
  }
  return { all: all.key, lacking };
}

describe('the gate table', () => {
  it('names every tRPC procedure, and nothing else', () => {
    const missing = Object.keys(procedures).filter((path) => !(path in gateOf));
    const stale = Object.keys(gateOf).filter((path) => !(path in procedures));
    expect(missing, 'add these procedures to gateOf in packages/api/src/testing/gate-table.ts').toEqual([]);
    expect(stale, 'these gateOf rows name no procedure').toEqual([]);
  });
});

describe('authorization matrix: every procedure × every role', { timeout: MATRIX_TIMEOUT_MS }, () => {
  let setup: Awaited<ReturnType<typeof setupRoles>>;
  beforeAll(async () => {
    setup = await setupRoles();
  }, MATRIX_TIMEOUT_MS);

  function check(failures: string[], what: string, status: number, outcome: 'allowed' | 401 | 403) {
    if (!matchesOutcome(status, outcome)) failures.push(`${what}: expected ${outcome}, got ${status}`);
  }

  // One test per area (same calls, same order): each area's few hundred requests get the time budget,
  // not the whole matrix's thousands, so a new area never pushes the others past it.
  it.each(groupsOf(restProcedures, (rest) => rest.procedurePath))(
    'REST paths of %s answer each role as the gate table says',
    async (_area, group) => {
      const { t, callers } = setup;
      const failures: string[] = [];
      for (const rest of group) {
        if (endsTheSession(rest.procedurePath)) continue;
        const gate = gateOf[rest.procedurePath]!;
        for (const caller of callers) {
          const res = await callRest(t, rest.route, caller);
          if (endsTheImpersonation(rest.procedurePath)) await setup.startImpersonating();
          const outcome = expectedOutcome(gate, caller, t.clock.now);
          const what = `${rest.route.method} /api${rest.route.path} as ${caller.label}`;
          check(failures, what, res.status, outcome);
          if (outcome !== 'allowed' && typeof (await res.json()).error !== 'string')
            failures.push(`${what}: the refusal has no {error}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it.each(groupsOf(Object.keys(procedures), (path) => path))(
    'tRPC procedures of %s answer each role as the gate table says',
    async (_area, group) => {
      const { t, callers } = setup;
      const failures: string[] = [];
      for (const path of group) {
        if (endsTheSession(path)) continue;
        for (const caller of callers) {
          const res = await callTrpc(t, path, caller);
          if (endsTheImpersonation(path)) await setup.startImpersonating();
          check(
            failures,
            `trpc ${path} as ${caller.label}`,
            res.status,
            expectedOutcome(gateOf[path]!, caller, t.clock.now),
          );
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('API keys reach a route only with the permission it names', async () => {
    const { t, pro } = setup;
    const keys = await setupKeys(t, pro.cookie!);
    const failures: string[] = [];
    for (const rest of restProcedures) {
      const { permission } = rest.route;
      const what = `${rest.route.method} /api${rest.route.path}`;
      const withAll = await callRest(t, rest.route, { headers: bearer(keys.all) });
      if (!permission) {
        if (withAll.status !== 403)
          failures.push(`${what} (no permission) with a key: got ${withAll.status}`);
        continue;
      }
      check(failures, `${what} with ${permission}`, withAll.status, 'allowed');
      const without = await callRest(t, rest.route, { headers: bearer(keys.lacking.get(permission)!) });
      if (without.status !== 403) failures.push(`${what} without ${permission}: got ${without.status}`);
    }
    for (const path of Object.keys(procedures)) {
      const res = await callTrpc(t, path, { headers: bearer(keys.all) });
      if (res.status !== 401) failures.push(`trpc ${path} with a key: got ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('another user’s ids', { timeout: MATRIX_TIMEOUT_MS }, () => {
  const idRoutes = restProcedures.filter((r) => r.route.path.includes('{id}'));
  const keyOf = (r: RestProcedure) => `${r.route.method} ${r.route.path}`;

  it('every path that takes an {id} has a fixture', () => {
    expect(idRoutes.length).toBeGreaterThan(0);
    const missing = idRoutes.map(keyOf).filter((k) => !(k in bodyOfIdRoute));
    expect(missing, 'add a valid body to bodyOfIdRoute in apps/server/src/testing/owned-rows.ts').toEqual([]);
  });

  it('answer 403 or 404 over REST, tRPC and API keys, never the data, and change nothing', async () => {
    const t = createTestApp();
    const owner = await createOwnerRows(t);
    await t.createUser({ email: 'intruder@example.com', name: 'Intruder', role: 'Pro' });
    const cookie = await t.signIn('intruder@example.com');
    // One key call per {id} path: more paths than the default per-key minute allows (not what this checks).
    await enableApiAccess(t, cookie, { rateLimit: RATE_LIMIT_MAXIMA });
    const { key } = await createApiKey(t, cookie, { permissions: [...apiPermissions] });
    const failures: string[] = [];

    async function expectRefused(what: string, res: Response) {
      const text = await res.text();
      if (res.status !== 403 && res.status !== 404) failures.push(`${what}: got ${res.status}`);
      const leaked = OWNER_SECRETS.filter((secret) => text.includes(secret));
      if (leaked.length) failures.push(`${what}: the body holds ${leaked.join(', ')}`);
    }

    for (const rest of idRoutes) {
      const id = ownedIdFor(rest.route.path, owner);
      const body = bodyOfIdRoute[keyOf(rest)];
      if (!id || !body) {
        failures.push(`${keyOf(rest)}: no owner row for this path in owned-rows.ts`);
        continue;
      }
      expect(rest.input?.safeParse({ ...body, id }).success, `${keyOf(rest)} fixture is valid input`).toBe(
        true,
      );
      const path = `/api${rest.route.path.replace('{id}', encodeURIComponent(id))}`;
      const json = hasBody(rest.route.method) ? body : undefined;
      await expectRefused(
        `${keyOf(rest)} with a session`,
        await t.request(path, { method: rest.route.method, cookie, json }),
      );
      if (rest.route.permission)
        await expectRefused(
          `${keyOf(rest)} with a key`,
          await t.request(path, { method: rest.route.method, headers: bearer(key), json }),
        );
      const isQuery = procedures[rest.procedurePath]?._def.type === 'query';
      const input = JSON.stringify({ ...body, id });
      const trpc = isQuery
        ? await t.request(`/trpc/${rest.procedurePath}?input=${encodeURIComponent(input)}`, { cookie })
        : await t.request(`/trpc/${rest.procedurePath}`, { method: 'POST', cookie, json: { ...body, id } });
      await expectRefused(`trpc ${rest.procedurePath}`, trpc);
    }
    expect(failures).toEqual([]);

    // The owner's rows are exactly as they were, and the owner's session still works.
    const company = await (
      await t.request(`/api/companies/${owner.companyId}`, { cookie: owner.cookie })
    ).json();
    expect(company).toMatchObject({ name: 'Ownercorp Secret' });
    const prospect = await (
      await t.request(`/api/prospects/${owner.prospectId}`, { cookie: owner.cookie })
    ).json();
    expect(prospect).toMatchObject({
      firstName: 'Olivia',
      personalityType: null,
      engagementGuide: 'the owner’s private guide',
    });
    const keys = await (await t.request('/api/api-access/keys', { cookie: owner.cookie })).json();
    expect(keys).toMatchObject({ keys: [{ id: owner.keyId, isActive: true }] });
  });

  it('ids of another user in bodies (bulk delete, a prospect’s company) reach nothing of theirs', async () => {
    const t = createTestApp();
    const owner = await createOwnerRows(t);
    await t.createUser({ email: 'intruder@example.com', name: 'Intruder', role: 'Pro' });
    const cookie = await t.signIn('intruder@example.com');
    for (const [path, ids] of [
      ['/api/prospects/bulk-delete', [owner.prospectId]],
      ['/api/companies/bulk-delete', [owner.companyId]],
    ] as const) {
      const res = await t.request(path, { method: 'POST', cookie, json: { ids } });
      expect(await res.json(), path).toEqual({ deleted: 0 });
    }
    const linked = await t.request('/api/prospects', {
      method: 'POST',
      cookie,
      json: { firstName: 'Bo', companyId: owner.companyId },
    });
    expect(linked.status).toBe(404);
    expect(await linked.json()).toEqual({ error: 'Company not found' });
    expect((await t.request(`/api/companies/${owner.companyId}`, { cookie: owner.cookie })).status).toBe(200);
    expect((await t.request(`/api/prospects/${owner.prospectId}`, { cookie: owner.cookie })).status).toBe(
      200,
    );
  });
});
