// pnpm bench:in-process [path] [requests]: the app's own cost per request, with no sockets, on the
// bench database (seed one with DATABASE_PATH=... pnpm db:seed --large). Prints the best and median
// of five rounds; compare before and after a change on the same machine.

import { createTestApp } from '@leadpath/api/testing';
import { migrateDatabase, openDatabase } from '@leadpath/db';

const databasePath = process.env.DATABASE_PATH ?? 'data/bench.db';
const path = process.argv[2] ?? '/api/prospects/count';
const requests = Number(process.argv[3] ?? 20_000);
const rounds = 5;

const db = openDatabase(databasePath);
await migrateDatabase(db);
// Its own limits: the bench calls 20,000 times a minute from one user, far above the served defaults.
const { app } = createTestApp({
  database: db,
  requestRateLimits: { perUserPerMinute: Number.MAX_SAFE_INTEGER, perIpPerMinute: Number.MAX_SAFE_INTEGER },
});
const origin = 'http://localhost';
const login = await app.fetch(
  new Request(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'pro@demo.test', password: 'demo-pass-1234' }),
  }),
);
if (!login.ok) throw new Error(`sign-in failed (${login.status}): is ${databasePath} seeded?`);
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;

async function once() {
  const res = await app.fetch(new Request(`${origin}${path}`, { headers: { cookie, origin } }));
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  await res.text();
}

for (let i = 0; i < requests / 10; i++) await once();
const perRequest: number[] = [];
for (let round = 0; round < rounds; round++) {
  const started = performance.now();
  for (let i = 0; i < requests / rounds; i++) await once();
  perRequest.push(((performance.now() - started) * 1000) / (requests / rounds));
}
perRequest.sort((a, b) => a - b);
process.stdout.write(
  `${path}: best ${perRequest[0]!.toFixed(1)} µs, median ${perRequest[2]!.toFixed(1)} µs per request\n`,
);
// The database keeps threads of its own (the WAL checkpointer, the read pool): close it, or the bench never exits.
await db.close();
