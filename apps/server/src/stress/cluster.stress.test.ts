import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createS3Storage } from '@leadpath/integrations';
import { type SmtpSink, startSmtpSink } from '@leadpath/integrations/testing/smtp-sink';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, startCluster } from '../../../../scripts/cluster.mjs';
import { UNLIMITED_REQUEST_RATE } from './server-process.ts';

// Issue 32: PostgreSQL, two app instances and nginx on loopback (pnpm cluster's set-up). The app clock
// runs 20 times faster, anchored at one start for both, so a dead instance's leases run out in seconds.

const PASSWORD = 'demo-pass-1234';
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let cluster: Cluster;
let sink: SmtpSink;
let s3: S3rver;
let s3Directory: string;
let s3Endpoint: string;

/** An S3-compatible store on loopback (s3rver) that both instances keep their uploads in. */
async function startS3(): Promise<Record<string, string>> {
  s3Directory = mkdtempSync(join(tmpdir(), 'leadpath-cluster-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Directory,
    configureBuckets: [{ name: 'uploads', configs: [] }],
  });
  const { port } = (await s3.run()) as AddressInfo;
  s3Endpoint = `http://127.0.0.1:${port}`;
  return {
    S3_BUCKET: 'uploads',
    S3_ENDPOINT: s3Endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
}

const direct = (index: number) => `http://127.0.0.1:${cluster.instances[index]?.port}`;

async function call(
  base: string,
  path: string,
  init: { method?: string; cookie?: string; json?: unknown } = {},
) {
  return fetch(`${base}${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: {
      // The app checks Origin against the host a request came to: nginx passes on the public one.
      origin: base,
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

async function signIn(base: string, email = 'pro@demo.test'): Promise<string> {
  const response = await call(base, '/api/auth/login', { json: { email, password: PASSWORD } });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

async function inDatabase<T>(query: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query(query, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const alive = (index: number) => {
  const child = cluster.instances[index]?.child;
  return !!child && child.exitCode === null && child.signalCode === null;
};

/** Ends instance `index` with `signal` (SIGKILL: a crash; SIGTERM: an operator's stop), once it exited. */
function end(index: number, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  const child = cluster.instances[index]?.child;
  return new Promise((resolve) => {
    if (!child || !alive(index)) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

beforeAll(async () => {
  sink = await startSmtpSink({ username: 'sender', password: 'app-password' });
  const storage = await startS3();
  cluster = await startCluster({
    env: {
      ...storage,
      ...UNLIMITED_REQUEST_RATE,
      APP_CLOCK_SPEED: '20',
      APP_CLOCK_STARTED_AT: String(Date.now()),
      MAIL_ALLOW_PRIVATE_HOSTS: 'true',
      CLUSTER_ECHO_STDERR: 'false',
    },
  });
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
  await sink?.close();
  await s3?.close();
  if (s3Directory) rmSync(s3Directory, { recursive: true, force: true });
});

describe('two instances behind nginx on one PostgreSQL', () => {
  it('a session made on one instance works on the other, and signing out on one ends it on both', async () => {
    const cookie = await signIn(direct(0));
    expect((await call(direct(1), '/api/prospects/count', { cookie })).status).toBe(200);
    expect((await call(cluster.url, '/api/prospects/count', { cookie })).status).toBe(200);
    expect((await call(direct(1), '/api/auth/logout', { cookie, json: {} })).status).toBe(200);
    expect((await call(direct(0), '/api/prospects/count', { cookie })).status).toBe(401);
    expect((await call(direct(1), '/api/prospects/count', { cookie })).status).toBe(401);
  });

  it('five wrong passwords spread over both instances lock the sign-in as on one', async () => {
    const wrong = { email: 'starter@demo.test', password: 'not-the-password' };
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++)
      answers.push((await call(direct(attempt % 2), '/api/auth/login', { json: wrong })).status);
    expect(answers).toEqual([401, 401, 401, 401, 401]);
    for (const index of [0, 1]) {
      const locked = await call(direct(index), '/api/auth/login', {
        json: { email: 'starter@demo.test', password: PASSWORD },
      });
      expect(locked.status).toBe(429);
      expect(((await locked.json()) as { error: string }).error).toMatch(
        /^Too many sign-in attempts\. Try again in/,
      );
    }
  });

  it('an avatar uploaded through one instance is served by the other, from the S3-compatible store', async () => {
    const cookie = await signIn(direct(0));
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(ONE_PIXEL_PNG)], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${direct(0)}/api/imageUploader`, {
      method: 'POST',
      headers: { origin: direct(0), cookie },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { url } = (await uploaded.json()) as { url: string };
    const fromOne = await fetch(new URL(url, direct(0)));
    const fromOther = await fetch(new URL(url, direct(1)));
    expect(fromOther.status).toBe(200);
    expect(fromOther.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fromOther.arrayBuffer())).toEqual(Buffer.from(await fromOne.arrayBuffer()));
    // In the bucket, not on either instance's disk.
    const key = url.replace('/uploads/', '');
    const bucket = createS3Storage({
      bucket: 'uploads',
      region: 'us-east-1',
      endpoint: s3Endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    expect((await bucket.get(key))?.contentType).toBe('image/webp');
    expect(readdirSync(cluster.uploadsPath)).toEqual([]);
  });

  it('killing an instance under write load through nginx loses no acknowledged write', async () => {
    const cookie = await signIn(cluster.url);
    let acknowledged = 0;
    let running = true;
    const writers = Array.from({ length: 4 }, async () => {
      while (running) {
        const ok = await call(cluster.url, '/api/companies', {
          cookie,
          json: { name: 'Cluster Crash Co' },
        }).then(
          (response) => response.status === 200,
          () => false,
        );
        if (ok) acknowledged += 1;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await end(1);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    running = false;
    await Promise.all(writers);
    const [stored] = await inDatabase<{ n: string }>(
      "select count(*) as n from companies where name = 'Cluster Crash Co'",
    );
    expect(acknowledged).toBeGreaterThan(20);
    expect(Number(stored?.n)).toBeGreaterThanOrEqual(acknowledged);
    await cluster.startAgain(1);
  }, 120_000);

  it('200 due sequence emails go out exactly once while both schedulers run and one is killed', async () => {
    const cookie = await signIn(cluster.url);
    await sendEverythingAtOnce(cookie);
    const sequenceId = await twoHundredEnrolled(cookie);
    expect(sequenceId).toBeTruthy();

    const toCluster = () =>
      sink.received.filter((mail) => mail.to.some((to) => to.endsWith('@cluster.test')));
    await expect
      .poll(() => toCluster().length, { timeout: 60_000, interval: 200 })
      .toBeGreaterThanOrEqual(40);
    // Killed in the middle: some sent, not all.
    expect(toCluster().length).toBeLessThan(200);
    await end(0);
    await expect
      .poll(() => toCluster().length, { timeout: 90_000, interval: 500 })
      .toBeGreaterThanOrEqual(200);
    // Time for a duplicate to show up, had a lease been broken.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const mails = toCluster();
    const messageIds = new Set(mails.map((mail) => /^Message-ID:\s*(\S+)/im.exec(mail.raw)?.[1]));
    const recipients = new Set(mails.flatMap((mail) => mail.to));
    expect(mails).toHaveLength(200);
    expect(messageIds.size).toBe(200);
    expect(recipients.size).toBe(200);
  }, 240_000);

  it('with a per-person limit of 30 a minute, 40 calls spread over both instances are answered 30 times', async () => {
    // Both instances again with the limit, on the real clock: one minute is one window (not 3 s at 20×).
    const limited = { REQUEST_RATE_PER_USER: '30', APP_CLOCK_SPEED: '1' };
    await Promise.all([0, 1].map((index) => end(index, 'SIGTERM')));
    await Promise.all([0, 1].map((index) => cluster.startAgain(index, limited)));
    const cookie = await signIn(cluster.url, 'premium@demo.test');
    // The 40 calls fall in one minute of the clock: started early in a minute, not at its edge.
    if (Date.now() % 60_000 > 45_000)
      await new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000)));
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async (_, call) => {
        const response = await fetch(`${direct(call % 2)}/api/prospects/count`, {
          headers: { origin: direct(call % 2), cookie },
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    // Through nginx too: the same person's minute is spent on both.
    const throughNginx = await call(cluster.url, '/api/prospects/count', { cookie });
    expect(throughNginx.status).toBe(429);
    expect(((await throughNginx.json()) as { error: string }).error).toMatch(
      /^Too many requests\. Try again in/,
    );
  }, 120_000);
});

/** A 24/7 window without gaps or warmup, and an SMTP mailbox on the sink with room for 200 a day. */
async function sendEverythingAtOnce(cookie: string) {
  const open = { minGapSeconds: 0, jitterSeconds: 0, warmupEnabled: false, dailyCap: 2000 };
  const warmup = { warmupStartLimit: 10, warmupIncreaseBy: 5, warmupPeriod: 10 };
  const settings = await call(cluster.url, '/api/outreach/settings', {
    method: 'PATCH',
    cookie,
    json: { startTime: '00:00', endTime: '23:59', excludedDays: [], ...open },
  });
  expect(settings.status, await settings.text()).toBe(200);
  const mailbox = await call(cluster.url, '/api/mailboxes', {
    cookie,
    json: {
      label: 'Cluster sink',
      fromName: 'Priya Pro',
      fromAddress: 'priya@northwind.test',
      smtpHost: '127.0.0.1',
      smtpPort: sink.port,
      smtpSecurity: 'none',
      smtpUsername: 'sender',
      smtpPassword: 'app-password',
      ...open,
      ...warmup,
    },
  });
  expect(mailbox.status, await mailbox.text()).toBe(200);
}

/** 200 imported prospects at cluster.test in a one-email sequence, active. */
async function twoHundredEnrolled(cookie: string): Promise<string> {
  const rows = Array.from({ length: 200 }, (_, i) => ({
    line: i + 2,
    values: { firstName: `Node${i}`, lastName: 'Cluster', email: `node${i}@cluster.test` },
  }));
  const imported = await call(cluster.url, '/api/prospects/import', { cookie, json: { rows } });
  expect(imported.status, await imported.text()).toBe(200);
  const created = await call(cluster.url, '/api/sequences', {
    cookie,
    json: {
      name: 'Cluster exactly once',
      steps: [
        { kind: 'auto_email', variants: [{ subject: 'Hello {{prospect_first_name}}', body: 'Once.' }] },
      ],
    },
  });
  expect(created.status, await created.clone().text()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  const enrolled = await call(cluster.url, `/api/sequences/${id}/enrollments`, {
    cookie,
    json: { filter: { q: 'cluster.test' } },
  });
  expect(enrolled.status, await enrolled.clone().text()).toBe(200);
  const { enrolled: ids } = (await enrolled.json()) as { enrolled: string[] };
  expect(ids).toHaveLength(200);
  const activated = await call(cluster.url, `/api/sequences/${id}/activate`, { cookie, json: {} });
  expect(activated.status, await activated.text()).toBe(200);
  return id;
}
