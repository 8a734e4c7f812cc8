/** A mixed read/write workload over HTTP, one loop per connection, that records what the server acknowledged. */

export interface WorkloadResult {
  requests: number;
  statuses: Map<number, number>;
  /** Requests that got no answer at all (connection errors). */
  networkErrors: string[];
  /** Every answer that was not 200, as "METHOD path status". */
  unexpected: string[];
  /** Ids of the prospects whose create the server acknowledged. */
  createdIds: string[];
  /** Per prospect id: the title of the last PATCH the server acknowledged. */
  lastTitle: Map<string, string>;
  latenciesMs: number[];
}

interface Options {
  baseUrl: string;
  cookie: string;
  marker: string;
  connections: number;
  durationMs: number;
  /** The rows each connection alone writes to, so the last acknowledged value is well defined. */
  rowsOf: (connection: number) => string[];
}

const searches = ['load', 'an', 'son', 'zz-nothing'];

export const markerEmail = (marker: string, connection: number, n: number) =>
  `c${connection}-n${n}@${marker}.load.test`;

export async function runWorkload(options: Options): Promise<WorkloadResult> {
  const result: WorkloadResult = {
    requests: 0,
    statuses: new Map(),
    networkErrors: [],
    unexpected: [],
    createdIds: [],
    lastTitle: new Map(),
    latenciesMs: [],
  };
  const headers = { cookie: options.cookie, origin: options.baseUrl, 'content-type': 'application/json' };

  async function send(method: string, path: string, body?: unknown): Promise<unknown> {
    const started = performance.now();
    try {
      const response = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = await response.json().catch(() => null);
      result.latenciesMs.push(performance.now() - started);
      result.requests++;
      result.statuses.set(response.status, (result.statuses.get(response.status) ?? 0) + 1);
      if (response.status !== 200) result.unexpected.push(`${method} ${path} ${response.status}`);
      return response.status === 200 ? json : null;
    } catch (error) {
      result.networkErrors.push(`${method} ${path}: ${String(error)}`);
      return null;
    }
  }

  const deadline = Date.now() + options.durationMs;
  async function connection(index: number) {
    const rows = options.rowsOf(index);
    for (let n = 0; Date.now() < deadline; n++) {
      const step = n % 10;
      if (step < 4) await send('GET', '/api/prospects/count');
      else if (step < 6) await send('GET', `/api/prospects?q=${searches[n % searches.length]}&limit=25`);
      else if (step < 8) {
        const email = markerEmail(options.marker, index, n);
        const created = (await send('POST', '/api/prospects', { firstName: 'Load', email })) as {
          id?: string;
        };
        if (created?.id) result.createdIds.push(created.id);
      } else {
        const id = rows[n % rows.length]!;
        const title = `c${index}-v${n}`;
        const updated = await send('PATCH', `/api/prospects/${id}`, { firstName: 'Row', title });
        if (updated) result.lastTitle.set(id, title);
      }
    }
  }
  await Promise.all(Array.from({ length: options.connections }, (_, i) => connection(i)));
  return result;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
