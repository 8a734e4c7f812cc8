import { createHash } from 'node:crypto';
import { listRestProcedures, type RestProcedure } from '@leadpath/api';
import { appTableNames, insertLeads } from '@leadpath/db';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../testing/test-app.ts';

const TOTAL_BAD_REQUESTS = 10_000;

/**
 * A fingerprint of every row of each table: equal before and after means nothing changed (a
 * difference names its table).
 * The search indexes (FTS5 tables and their shadow tables) are left out: triggers derive them from the rows.
 */
async function databaseChecksum(db: ReturnType<typeof createTestApp>['db']): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const name of await appTableNames(db)) {
    // Every call counts against the request rate, bad input or not (ADR 050): bookkeeping, not data.
    if (name === 'limit_counters') continue;
    const hash = createHash('sha256');
    // Rows in the order of their text: the same on both engines, with no rowid (ADR 041).
    const rows = (await db.$sql.all(`select * from "${name}"`)).map((row) => JSON.stringify(row));
    for (const row of rows.sort()) hash.update(row);
    sums[name] = hash.digest('hex');
  }
  return sums;
}

const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constant('x'.repeat(100_000)),
  fc.constantFrom(
    "'; drop table users; --",
    '" OR 1=1 --',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '\u0000\u202e\ud83d\ude00',
    '../../etc/passwd',
    '%00',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const pollutingKeys = fc.constantFrom('__proto__', 'constructor', 'prototype');

function propertiesOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  try {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, unknown>;
    };
    return Object.keys(json.properties ?? {});
  } catch {
    return [];
  }
}

/** Bodies shaped like the schema's object but with hostile values, plus wrong top-level types. */
function bodyArbitrary(properties: string[]) {
  const shaped = properties.length
    ? fc.record(Object.fromEntries(properties.map((p) => [p, hostile])), { requiredKeys: [] })
    : fc.constant({});
  const polluted = fc
    .tuple(pollutingKeys, hostile)
    .map(([key, value]) => JSON.parse(`{"${key}": ${JSON.stringify({ polluted: value })}}`));
  return fc.oneof(shaped, shaped, shaped, polluted, hostile);
}

function queryArbitrary(properties: string[]) {
  const text = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constant('x'.repeat(5000)),
    fc.constantFrom("' or 1=1", '<b>', '-1', 'NaN', '1e309'),
  );
  return fc.record(Object.fromEntries(properties.map((p) => [p, text])), { requiredKeys: [] });
}

function pathOf(route: RestProcedure['route']): string {
  return `/api${route.path.replace(/\{\w+\}/g, 'does-not-exist')}`;
}

/** The routes with an input, by area (the path's first segment): one test each, so a slow machine times one area. */
function routesByArea(): Map<string, RestProcedure[]> {
  const areas = new Map<string, RestProcedure[]>();
  for (const rest of listRestProcedures().filter((r) => r.input)) {
    const area = rest.route.path.split('/')[1] ?? '';
    areas.set(area, [...(areas.get(area) ?? []), rest]);
  }
  return areas;
}

type FuzzApp = ReturnType<typeof createTestApp>;

/** Sends `perRoute` deliberately bad inputs to each route; the calls that did not answer a 4xx {error}. */
async function fuzzRoutes(t: FuzzApp, cookie: string, routes: RestProcedure[], perRoute: number) {
  let sent = 0;
  const failures: string[] = [];
  for (const rest of routes) {
    const properties = propertiesOf(rest.input);
    const inQuery = rest.route.method === 'GET' || rest.route.method === 'DELETE';
    let sentHere = 0;
    for (let round = 0; sentHere < perRoute && round < 40; round++) {
      const samples = inQuery
        ? fc.sample(queryArbitrary(properties), perRoute)
        : fc.sample(bodyArbitrary(properties), perRoute);
      for (const sample of samples) {
        if (sentHere >= perRoute) break;
        const input =
          rest.route.path.includes('{') && sample && typeof sample === 'object'
            ? { ...sample, id: 'does-not-exist' }
            : sample;
        if (rest.input?.safeParse(input).success) continue; // only deliberately bad inputs
        const response = inQuery
          ? await t.request(
              `${pathOf(rest.route)}?${new URLSearchParams(sample as Record<string, string>)}`,
              {
                method: rest.route.method,
                cookie,
              },
            )
          : await t.request(pathOf(rest.route), { method: rest.route.method, cookie, json: sample });
        sentHere++;
        const body = (await response.json()) as { error?: unknown };
        if (response.status < 400 || response.status >= 500 || typeof body.error !== 'string') {
          failures.push(
            `${rest.route.method} ${rest.route.path} ${response.status} ${JSON.stringify(sample).slice(0, 200)}`,
          );
        }
      }
    }
    sent += sentHere;
  }
  return { sent, failures };
}

describe('fuzzing every REST input', () => {
  const areas = routesByArea();
  const routeCount = [...areas.values()].reduce((n, routes) => n + routes.length, 0);
  // Some schemas accept most strings, so each route gets a margin over its share.
  const perRoute = Math.ceil((TOTAL_BAD_REQUESTS * 1.4) / routeCount);
  let t: FuzzApp;
  let cookie: string;
  let before: Record<string, string>;
  let sent = 0;

  beforeAll(async () => {
    // Thousands of calls in one minute of the test clock: this test is not about the request rate limit.
    t = createTestApp({ requestRateLimits: { perUserPerMinute: 1e9, perIpPerMinute: 1e9 } });
    const admin = await t.createUser({ email: 'admin@example.com', role: 'Admin', name: 'Ada' });
    await insertLeads(t.db, admin.id, { companies: 3, prospects: 10 }, { now: t.clock.now });
    cookie = await t.signIn('admin@example.com');
    before = await databaseChecksum(t.db);
  });

  it.each([...areas.keys()])(
    'answers every bad input to /api/%s with a 4xx {error} and changes nothing',
    async (area) => {
      const result = await fuzzRoutes(t, cookie, areas.get(area) ?? [], perRoute);
      sent += result.sent;
      expect(result.failures.slice(0, 10)).toEqual([]);
      expect(await databaseChecksum(t.db)).toEqual(before);
    },
    120_000,
  );

  it('answers malformed JSON with 400 on every POST and PATCH, and sent the planned number of bad inputs', async () => {
    const failures: string[] = [];
    const writes = [...areas.values()]
      .flat()
      .filter((r) => r.route.method === 'POST' || r.route.method === 'PATCH');
    for (const garbage of ['{', 'null,', '{"a":', '\u0000', 'not json at all']) {
      for (const rest of writes) {
        const response = await t.request(pathOf(rest.route), {
          method: rest.route.method,
          cookie,
          body: garbage,
          headers: { 'content-type': 'application/json' },
        });
        sent++;
        if (response.status !== 400) failures.push(`${rest.route.path} malformed JSON -> ${response.status}`);
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(TOTAL_BAD_REQUESTS);
    expect(await databaseChecksum(t.db)).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);
});
