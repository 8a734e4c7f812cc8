// The cheap GET's loop for scripts/bench/read-pool.ts, on its own thread. On the bench's main thread its
// times included whatever the heavy loops did there between two of its awaits: the bulk delete row's
// look-up of the next 500 ids (a 14-78 ms synchronous scan of 100,000+ rows), an answer's JSON parse.
// A probe call in flight across such a stretch took that long for reasons the server never saw (the
// bulk delete row's p99 jumped between ~10 and ~40 ms whatever the commit). Here only the server's
// answer and the machine's cores time it.
import { Worker } from 'node:worker_threads';

export interface ProbeResult {
  /** Each call's ms, a failed call with the time it took. */
  times: number[];
  /** Calls that failed (a connection reset when the server's thread was held past its keep-alive). */
  failed: string[];
}

// Plain JavaScript evaluated from a string: the thread needs no TypeScript loader.
const PROBE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, cookie, origin, until, pauseMs, logPath } = workerData;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
(async () => {
  const times = [];
  const failed = [];
  while (Date.now() < until) {
    const started = performance.now();
    try {
      const response = await fetch(url, { headers: { cookie, origin } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(url + ' answered ' + response.status);
    } catch (error) {
      failed.push('failed after ' + (performance.now() - started).toFixed(0) + ' ms: ' + String(error));
    }
    times.push(performance.now() - started);
    // BENCH_PROBE_LOG: each call's wall-clock start (ms since the epoch) and time, to lay beside a server's logs.
    if (logPath) require('node:fs').appendFileSync(logPath, (performance.timeOrigin + started).toFixed(1) + ' ' + times[times.length - 1].toFixed(1) + '\\n');
    if (pauseMs) await sleep(pauseMs);
  }
  parentPort.postMessage({ times, failed });
})();
`;

/** Calls `url` one at a time until `until` (a Date.now() time), `pauseMs` apart, from a thread of its own. */
export function probeInThread(
  url: string,
  cookie: string,
  origin: string,
  until: number,
  pauseMs: number,
): Promise<ProbeResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(PROBE_SOURCE, {
      eval: true,
      workerData: { url, cookie, origin, until, pauseMs, logPath: process.env.BENCH_PROBE_LOG },
    });
    worker.once('message', (result: ProbeResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
