/**
 * Issue 15's proof that no request freezes the server for everyone: the p99 of a cheap signed-in GET
 * alone, then while the heaviest requests a client can send run concurrently against a large account.
 * The stress test asserts a generous ceiling; `pnpm bench` records the numbers in docs/benchmarks.md.
 */
import { percentile } from './load-workload.ts';

/** A heavy request and what the server may answer it: anything else (or no answer) is a failure. */
interface HeavyRequest {
  name: string;
  expected: number[];
  send: (signal: AbortSignal) => Promise<Response>;
  /** Reads the answer to the end; returns a problem, or null. */
  check?: (response: Response) => Promise<string | null>;
}

export interface HeavyOutcome {
  name: string;
  /** How many times it was sent, and the statuses it got. */
  sent: number;
  statuses: Record<number, number>;
  /** The slowest answer, in ms (a streamed file: until its last byte). */
  slowestMs: number;
  /** Unexpected statuses, checks that failed, answers that never came. */
  problems: string[];
}

export interface HeavyLoadResult {
  baselineP99: number;
  baselineP50: number;
  loadedP99: number;
  loadedP50: number;
  probes: { baseline: number; loaded: number };
  heavy: HeavyOutcome[];
}

/** No heavy request may go unanswered this long: a hung request fails the run. */
const ANSWER_TIMEOUT_MS = 60_000;
const MB = 1024 * 1024;

/** A 300 MB JSON body sent in chunks with no Content-Length: the server must stop reading early. */
function hugeChunkedBody(): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(MB).fill(0x20);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= 300 * MB) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
}

function heavyRequests(baseUrl: string, heavyCookie: string, exportRows: number): HeavyRequest[] {
  const signedIn = { cookie: heavyCookie, origin: baseUrl };
  const get =
    (path: string, headers: Record<string, string> = signedIn) =>
    (signal: AbortSignal) =>
      fetch(`${baseUrl}${path}`, { headers, signal });
  const listInput = (n: number) =>
    encodeURIComponent(
      JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { q: 'zq', limit: 100 }]))),
    );
  const from = new Date(Date.now() + 86_400_000).toISOString();
  const to = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const slotsInput = (n: number) =>
    encodeURIComponent(
      JSON.stringify(
        Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { handle: 'pro', from, to }])),
      ),
    );
  return [
    {
      name: 'GET /api/prospects?q=zq (2 characters, no match)',
      expected: [200],
      send: get('/api/prospects?q=zq&limit=100'),
    },
    { name: 'GET /api/prospects?q=%', expected: [200], send: get('/api/prospects?q=%25&limit=100') },
    {
      name: 'GET /trpc batch of 100 prospects.list',
      expected: [400],
      send: get(`/trpc/${Array(100).fill('prospects.list').join(',')}?batch=1&input=${listInput(100)}`),
    },
    {
      name: 'GET /trpc anonymous batch of 80 booking.slots',
      expected: [400],
      send: get(`/trpc/${Array(80).fill('booking.slots').join(',')}?batch=1&input=${slotsInput(80)}`, {
        origin: baseUrl,
      }),
    },
    {
      name: 'POST /api/auth/login with a 300 MB chunked body',
      expected: [413],
      send: (signal) =>
        fetch(`${baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: baseUrl },
          body: hugeChunkedBody(),
          duplex: 'half',
          signal,
        } as RequestInit),
    },
    {
      name: `GET /api/prospects/export.csv (${exportRows.toLocaleString('en-US')} rows, streamed)`,
      expected: [200],
      send: get('/api/prospects/export.csv'),
      check: async (response) => {
        let lines = 0;
        const reader = response.body!.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          for (const byte of value) if (byte === 0x0a) lines++;
        }
        return lines === exportRows + 1 ? null : `the file had ${lines - 1} rows, not ${exportRows}`;
      },
    },
  ];
}

async function drained(response: Response): Promise<null> {
  await response.arrayBuffer();
  return null;
}

/** Sends `request` again and again until `until`, one at a time, recording what came back. */
async function repeat(request: HeavyRequest, until: () => boolean): Promise<HeavyOutcome> {
  const outcome: HeavyOutcome = { name: request.name, sent: 0, statuses: {}, slowestMs: 0, problems: [] };
  do {
    const started = performance.now();
    outcome.sent++;
    try {
      const response = await request.send(AbortSignal.timeout(ANSWER_TIMEOUT_MS));
      outcome.statuses[response.status] = (outcome.statuses[response.status] ?? 0) + 1;
      if (!request.expected.includes(response.status)) {
        outcome.problems.push(`answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      } else {
        const problem = request.check ? await request.check(response) : await drained(response);
        if (problem) outcome.problems.push(problem);
      }
    } catch (error) {
      outcome.problems.push(`no answer: ${error instanceof Error ? error.message : String(error)}`);
    }
    outcome.slowestMs = Math.max(outcome.slowestMs, performance.now() - started);
  } while (!until() && outcome.problems.length < 5);
  return outcome;
}

/** GETs the cheap path one call at a time for `durationMs`, returning each call's latency in ms. */
async function probe(url: string, cookie: string, origin: string, durationMs: number): Promise<number[]> {
  const latencies: number[] = [];
  const deadline = Date.now() + durationMs;
  while (Date.now() < deadline) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie, origin } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`the probe got ${response.status}`);
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return latencies;
}

/**
 * Measures GET /api/user-fetch (as `probeCookie`, another account) alone, then while every heavy
 * request runs in its own loop (`connections` loops each) as `heavyCookie`, the owner of the large list.
 */
export async function measureUnderHeavyLoad(options: {
  baseUrl: string;
  probeCookie: string;
  heavyCookie: string;
  exportRows: number;
  durationMs: number;
  connections?: number;
}): Promise<HeavyLoadResult> {
  const probeUrl = `${options.baseUrl}/api/user-fetch`;
  const baseline = await probe(probeUrl, options.probeCookie, options.baseUrl, options.durationMs / 2);

  const deadline = Date.now() + options.durationMs;
  const requests = heavyRequests(options.baseUrl, options.heavyCookie, options.exportRows);
  const loops = requests.flatMap((request) =>
    Array.from({ length: options.connections ?? 2 }, () => repeat(request, () => Date.now() >= deadline)),
  );
  // The probe starts once the heavy loops are under way and stops with them.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const loaded = await probe(probeUrl, options.probeCookie, options.baseUrl, deadline - Date.now());
  const outcomes = await Promise.all(loops);

  const heavy = requests.map((request) => {
    const mine = outcomes.filter((outcome) => outcome.name === request.name);
    const statuses: Record<number, number> = {};
    for (const outcome of mine)
      for (const [status, n] of Object.entries(outcome.statuses))
        statuses[Number(status)] = (statuses[Number(status)] ?? 0) + n;
    return {
      name: request.name,
      sent: mine.reduce((sum, outcome) => sum + outcome.sent, 0),
      statuses,
      slowestMs: Math.max(...mine.map((outcome) => outcome.slowestMs)),
      problems: mine.flatMap((outcome) => outcome.problems),
    };
  });
  return {
    baselineP50: percentile(baseline, 50),
    baselineP99: percentile(baseline, 99),
    loadedP50: percentile(loaded, 50),
    loadedP99: percentile(loaded, 99),
    probes: { baseline: baseline.length, loaded: loaded.length },
    heavy,
  };
}

/** The section `pnpm bench` writes into docs/benchmarks.md. */
export function heavyLoadSection(result: HeavyLoadResult, durationMs: number): string[] {
  const ratio = result.loadedP99 / Math.max(result.baselineP99, 0.1);
  return [
    '## One slow request against everyone (issue 15)',
    '',
    `GET /api/user-fetch of another account, one call at a time: alone, then for ${durationMs / 1000} s while two loops of`,
    "each heavy request below run against the measured account's list. The stress test",
    '(`apps/server/src/stress/heavy-requests.stress.test.ts`) asserts p99 under load < 1,500 ms and that every',
    'heavy request is answered or refused. Before issue 15 (ADR 019), at 10 connections this GET waited 5 s,',
    'and one batch of 100 `prospects.list` calls blocked every user for 65 s.',
    '',
    '| GET /api/user-fetch | p50 ms | p99 ms | calls |',
    '|---|---|---|---|',
    `| alone | ${result.baselineP50.toFixed(1)} | ${result.baselineP99.toFixed(1)} | ${result.probes.baseline} |`,
    `| under the heavy requests | ${result.loadedP50.toFixed(1)} | ${result.loadedP99.toFixed(1)} | ${result.probes.loaded} |`,
    '',
    `p99 under load / p99 alone: ${ratio.toFixed(0)}×.`,
    '',
    '| heavy request | sent | answers | slowest ms |',
    '|---|---|---|---|',
    ...result.heavy.map(
      (h) =>
        `| ${h.name} | ${h.sent} | ${Object.entries(h.statuses)
          .map(([status, n]) => `${n} × ${status}`)
          .join(
            ', ',
          )}${h.problems.length ? ` (**${h.problems.length} problems**)` : ''} | ${h.slowestMs.toFixed(0)} |`,
    ),
  ];
}
