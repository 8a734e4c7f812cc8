import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One HubSpot account (portal) of the fake: its records, by id. */
export interface FakeHubspotAccount {
  contacts: Map<string, Record<string, string>>;
  companies: Map<string, Record<string, string>>;
  /** contact id > company id */
  associations: Set<string>;
}

export interface FakeHubspotRequest {
  /** The account the bearer token belongs to, or null when it is unknown. */
  account: string | null;
  method: string;
  path: string;
  /** The fake's clock when it arrived (the app's clock in tests and the bench). */
  at: number;
  status: number;
  body: unknown;
}

export interface FakeHubspotOptions {
  /** Access token > account name: each token reaches its own account. */
  tokens: Record<string, string>;
  /** Tokens HubSpot answers 401 EXPIRED_AUTHENTICATION (a token Nango must refresh). */
  expiredTokens?: string[];
  /**
   * HubSpot's documented limit per account (private apps: 100 requests per 10 s, a sliding window):
   * beyond it a 429 with Retry-After, as HubSpot answers. Absent: no limit.
   */
  limit?: { requests: number; perMs: number };
  /** The clock of the limit (epoch ms); the app's clock in tests and the bench. */
  now?: () => number;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

/**
 * A HubSpot stand-in with several accounts told apart by their bearer token, answering the batch
 * endpoints the client uses with HubSpot's documented shapes: contacts batch upsert by email,
 * companies batch create (objectWriteTraceId echoed) and update, v4 default associations, the
 * connection check. With `limit`, it counts each account's requests in a sliding window and
 * answers 429 (Retry-After in seconds) beyond it.
 */
export async function startFakeHubspot(options: FakeHubspotOptions) {
  const now = options.now ?? Date.now;
  const accounts = new Map<string, FakeHubspotAccount>();
  for (const name of new Set(Object.values(options.tokens)))
    accounts.set(name, { contacts: new Map(), companies: new Map(), associations: new Set() });
  const requests: FakeHubspotRequest[] = [];
  const windows = new Map<string, number[]>();
  const contactIdByEmail = new Map<FakeHubspotAccount, Map<string, string>>();
  let nextId = 1000;

  function limited(account: string, at: number): number | null {
    if (!options.limit) return null;
    const sent = (windows.get(account) ?? []).filter((time) => time > at - (options.limit?.perMs ?? 0));
    windows.set(account, sent);
    if (sent.length >= options.limit.requests) {
      const freeAt = (sent[sent.length - options.limit.requests] ?? at) + options.limit.perMs;
      return Math.max(1, Math.ceil((freeAt - at) / 1000));
    }
    sent.push(at);
    return null;
  }

  function answer(account: FakeHubspotAccount, method: string, path: string, body: unknown) {
    const inputs = ((body as { inputs?: unknown[] } | undefined)?.inputs ?? []) as Record<string, unknown>[];
    if (method === 'GET' && path.startsWith('/crm/v3/objects/contacts'))
      return {
        status: 200,
        body: { results: [...account.contacts.keys()].slice(0, 1).map((id) => ({ id })) },
      };
    if (method === 'POST' && path === '/crm/v3/objects/contacts/batch/upsert') {
      const results = inputs.map((input) => {
        const email = String(input.id).toLowerCase();
        const properties = (input.properties ?? {}) as Record<string, string>;
        const byEmail = contactIdByEmail.get(account) ?? new Map<string, string>();
        contactIdByEmail.set(account, byEmail);
        let id = byEmail.get(email);
        if (!id) {
          id = String(nextId++);
          byEmail.set(email, id);
          account.contacts.set(id, { email });
        }
        const record = account.contacts.get(id) ?? {};
        account.contacts.set(id, { ...record, ...properties, email });
        return { id, properties: { email } };
      });
      return { status: 200, body: { status: 'COMPLETE', results } };
    }
    if (method === 'POST' && path === '/crm/v3/objects/companies/batch/create') {
      const results = inputs.map((input) => {
        const id = String(nextId++);
        account.companies.set(id, (input.properties ?? {}) as Record<string, string>);
        return { id, objectWriteTraceId: input.objectWriteTraceId, properties: input.properties };
      });
      return { status: 201, body: { status: 'COMPLETE', results } };
    }
    if (method === 'POST' && path === '/crm/v3/objects/companies/batch/update') {
      const results = inputs.flatMap((input) => {
        const id = String(input.id);
        const record = account.companies.get(id);
        if (!record) return [];
        account.companies.set(id, { ...record, ...((input.properties ?? {}) as Record<string, string>) });
        return [{ id }];
      });
      return { status: 200, body: { status: 'COMPLETE', results } };
    }
    if (method === 'POST' && path === '/crm/v4/associations/contacts/companies/batch/associate/default') {
      const results = inputs.map((input) => {
        const from = (input.from as { id: string }).id;
        const to = (input.to as { id: string }).id;
        account.associations.add(`${from}>${to}`);
        return { from: { id: from }, to: { id: to } };
      });
      return { status: 200, body: { status: 'COMPLETE', results } };
    }
    return {
      status: 404,
      body: { status: 'error', message: `No route ${method} ${path}`, category: 'OBJECT_NOT_FOUND' },
    };
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void readBody(req).then((body) => {
      const at = now();
      const method = req.method ?? 'GET';
      const path = req.url ?? '/';
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const name = options.tokens[token] ?? null;
      let reply: { status: number; body: unknown; headers?: Record<string, string> };
      const account = name ? accounts.get(name) : undefined;
      if (options.expiredTokens?.includes(token))
        reply = {
          status: 401,
          body: {
            status: 'error',
            message: 'The OAuth token used to make this call expired',
            category: 'EXPIRED_AUTHENTICATION',
          },
        };
      else if (!name || !account)
        reply = {
          status: 401,
          body: {
            status: 'error',
            message: 'Authentication credentials not found',
            category: 'INVALID_AUTHENTICATION',
          },
        };
      else {
        const retryAfter = limited(name, at);
        reply =
          retryAfter !== null
            ? {
                status: 429,
                body: {
                  status: 'error',
                  message: 'You have reached your ten_secondly_rolling limit.',
                  category: 'RATE_LIMITS',
                },
                headers: { 'retry-after': String(retryAfter) },
              }
            : answer(account, method, path, body);
      }
      requests.push({ account: name, method, path, at, status: reply.status, body });
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** The most requests an account received in any window of `perMs` (sliding). */
  function busiestWindow(account: string, perMs: number): number {
    const times = requests.filter((r) => r.account === account && r.status !== 429).map((r) => r.at);
    let most = 0;
    for (let start = 0, end = 0; end < times.length; end += 1) {
      while ((times[start] ?? 0) <= (times[end] ?? 0) - perMs) start += 1;
      most = Math.max(most, end - start + 1);
    }
    return most;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    accounts,
    requests,
    busiestWindow,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
