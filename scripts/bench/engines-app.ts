// The app in process on an existing database, signed in as the demo's Pro user, with limits out of the
// way: what bench:engines' requests run against on each engine.
import { createTestApp } from '../../packages/api/src/testing/test-app.ts';
import { DEMO_PASSWORD, openDatabase } from '../../packages/db/src/index.ts';

export const benchOrigin = 'http://localhost';

export async function signedInBenchApp(location: string) {
  const db = openDatabase(location);
  const { app } = createTestApp({
    database: db,
    requestRateLimits: { perUserPerMinute: Number.MAX_SAFE_INTEGER, perIpPerMinute: Number.MAX_SAFE_INTEGER },
  });
  const login = await app.fetch(
    new Request(`${benchOrigin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: benchOrigin },
      body: JSON.stringify({ email: 'pro@demo.test', password: DEMO_PASSWORD }),
    }),
  );
  if (!login.ok) throw new Error(`sign-in failed (${login.status}) on ${location}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { db, app, cookie };
}
