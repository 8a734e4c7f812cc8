// The throughput rows of `pnpm bench` (issue 29): one app server's calls beside the ceiling's same
// query, shared by run.ts and throughput.ts (before and after a change in one run).
import { RATE_LIMIT_MAXIMA } from '@leadpath/core/schemas/api-access';
import Database from 'better-sqlite3';
import type { runLoad } from './load.ts';

type LoadOptions = Parameters<typeof runLoad>[0];

export interface ThroughputRow {
  name: string;
  /** The app's call (null: not for this app, say without an API key); the reference row has none. */
  app: ((target: AppTarget) => LoadOptions | null) | null;
  ceiling: (ceilingUrl: string, ownerId: string) => LoadOptions;
}

/** One app server as the rows call it: where, whose cookie, and its bench API key (null: none). */
export interface AppTarget {
  baseUrl: string;
  cookie: string;
  apiKey: string | null;
  durationSeconds: number;
}

const sameOrigin = (target: AppTarget) => ({ cookie: target.cookie, origin: target.baseUrl });

/** The rows in the order `pnpm bench` runs them. */
export function throughputRows(durationSeconds: number): ThroughputRow[] {
  const count = (ceilingUrl: string, ownerId: string) => ({
    url: `${ceilingUrl}/count?owner=${ownerId}`,
    durationSeconds,
  });
  return [
    {
      name: 'GET /api/prospects/count (session)',
      app: (t) => ({ url: `${t.baseUrl}/api/prospects/count`, headers: sameOrigin(t), durationSeconds }),
      ceiling: count,
    },
    {
      name: 'reference: GET /floor/count (bare Hono + security headers + session lookup)',
      app: null,
      ceiling: count,
    },
    {
      name: 'GET /api/prospects?q=tay (session)',
      app: (t) => ({
        url: `${t.baseUrl}/api/prospects?q=tay&limit=25`,
        headers: sameOrigin(t),
        durationSeconds,
      }),
      ceiling: (ceilingUrl, ownerId) => ({
        url: `${ceilingUrl}/search?owner=${ownerId}&q=tay`,
        durationSeconds,
      }),
    },
    {
      name: 'PATCH /api/edit-profile (session)',
      app: (t) => ({
        url: `${t.baseUrl}/api/edit-profile`,
        method: 'PATCH',
        headers: { ...sameOrigin(t), 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Priya Pro',
          companyName: 'Northwind Analytics',
          location: 'Austin, USA',
          bio: 'Benchmarking.',
        }),
        durationSeconds,
      }),
      ceiling: (ceilingUrl, ownerId) => ({
        url: `${ceilingUrl}/profile?owner=${ownerId}`,
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ bio: 'Benchmarking.' }),
        durationSeconds,
      }),
    },
    {
      name: 'GET /api/prospects/count (API key)',
      app: (t) =>
        t.apiKey === null
          ? null
          : {
              url: `${t.baseUrl}/api/prospects/count`,
              headers: { authorization: `Bearer ${t.apiKey}` },
              durationSeconds,
            },
      ceiling: count,
    },
  ];
}

/** The floor's own load: the ceiling server's signed-in count, with the cookie of the app it was signed in at. */
export const floorLoad = (ceilingUrl: string, cookie: string, durationSeconds: number): LoadOptions => ({
  url: `${ceilingUrl}/floor/count`,
  headers: { cookie },
  durationSeconds,
});

/** An API key with raised limits, or null when the API access routes are not there. */
export async function createBenchKey(
  baseUrl: string,
  cookie: string,
  databasePath: string,
  ownerId: string,
  log: (message: string) => void,
): Promise<string | null> {
  const json = { 'content-type': 'application/json', cookie, origin: baseUrl };
  await fetch(`${baseUrl}/api/api-access/settings`, {
    method: 'PATCH',
    headers: json,
    body: JSON.stringify({ enabled: true, rateLimit: RATE_LIMIT_MAXIMA }),
  });
  const response = await fetch(`${baseUrl}/api/api-access/keys`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'bench', permissions: ['analytics:read', 'leads:read'], expiresIn: 30 }),
  });
  if (!response.ok) {
    log(`no API key for the bench: ${response.status} ${await response.text()}`);
    return null;
  }
  // Users may allow their keys at most RATE_LIMIT_MAXIMA; the operator may allow more, in the database.
  const db = new Database(databasePath);
  db.prepare(
    'update api_access_settings set requests_per_minute = ?, requests_per_hour = ?, requests_per_day = ? where user_id = ?',
  ).run(1e9, 1e9, 1e9, ownerId);
  db.close();
  return ((await response.json()) as { key: string }).key;
}
