import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeNangoConnection {
  connection_id: string;
  provider_config_key: string;
  /** The owner is the end_user_id tag, as the connect session set it. */
  tags: Record<string, string>;
  /**
   * Deprecated in Nango's spec; a connection made by a session that still sent it gets the
   * end_user_id and end_user_email tags merged in, as Nango does.
   */
  end_user?: { id: string; email?: string; display_name?: string } | null;
  /** When it was made (ISO); addConnection stamps it when absent. */
  created?: string;
  /** The OAuth credentials Nango holds (and refreshes) for it. */
  credentials?: { access_token: string; expires_at?: string };
  /** Salesforce: instance_url; HubSpot: portalId. */
  connection_config?: Record<string, unknown>;
  /** The token a refresh gets (force_refresh, or Nango's own before expiry); absent: the same one. */
  refreshed_token?: string;
  /** The provider refuses Nango's refresh: a lookup answers 424 (refresh exhausted). */
  refresh_exhausted?: boolean;
}

export interface FakeNangoRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  body: unknown;
}

/**
 * A local stand-in for Nango's current HTTP API (docs/spec.yaml), with its documented request and
 * response shapes: POST /connect/sessions, GET /connections?tags[end_user_id]=... (the list), GET
 * (with credentials, force_refresh) and DELETE /connections/{id}?provider_config_key=...,
 * {error: {code, message}} bodies. The deprecated /connection paths answer 404, so a client still on
 * them fails its tests.
 */
export async function startFakeNango(secretKey: string) {
  const connections = new Map<string, FakeNangoConnection>();
  const sessions = new Map<string, { tags: Record<string, string>; allowed: string[] }>();
  const requests: FakeNangoRequest[] = [];
  let refreshes = 0;

  function send(res: ServerResponse, status: number, body?: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  }

  async function readBody(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? JSON.parse(text) : undefined;
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await readBody(req);
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: req.headers.authorization,
      body,
    });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(res, 401, { error: { code: 'unknown_account', message: 'Authentication failed' } });
    }
    if (req.method === 'POST' && url.pathname === '/connect/sessions') {
      const input = body as { tags?: Record<string, string>; allowed_integrations?: string[] } | undefined;
      const tags = input?.tags ?? {};
      const invalidTag = Object.entries(tags).find(
        ([key, value]) => key !== key.toLowerCase() || typeof value !== 'string' || value.length > 255,
      );
      if (invalidTag || Object.keys(tags).length > 10) {
        return send(res, 400, { error: { code: 'invalid_body', message: 'Invalid tags' } });
      }
      const token = `nango_connect_session_${randomUUID().replaceAll('-', '')}`;
      sessions.set(token, { tags, allowed: input?.allowed_integrations ?? [] });
      return send(res, 201, {
        data: {
          token,
          expires_at: new Date(Date.now() + 30 * 60 * 1000).toISOString(),
          connect_link: `https://connect.nango.dev?session_token=${token}`,
        },
      });
    }
    if (req.method === 'GET' && url.pathname === '/connections') {
      // tags[key]=value (deepObject): every tag given must match.
      const wanted = [...url.searchParams].flatMap(([key, value]) => {
        const tag = /^tags\[(.+)\]$/.exec(key)?.[1];
        return tag ? [[tag, value] as const] : [];
      });
      const listed = [...connections.values()].filter((c) =>
        wanted.every(([tag, value]) => c.tags[tag] === value),
      );
      return send(res, 200, {
        connections: listed.map((c, index) => ({
          id: index + 1,
          connection_id: c.connection_id,
          provider: c.provider_config_key,
          provider_config_key: c.provider_config_key,
          created: c.created,
          metadata: null,
          tags: c.tags,
          ...(c.end_user !== undefined ? { end_user: c.end_user } : {}),
          errors: [],
        })),
      });
    }
    const match = /^\/connections\/([^/]+)$/.exec(url.pathname);
    if (match && (req.method === 'GET' || req.method === 'DELETE')) {
      const providerConfigKey = url.searchParams.get('provider_config_key');
      if (!providerConfigKey) {
        return send(res, 400, {
          error: { code: 'missing_provider_config_key', message: 'Missing provider_config_key' },
        });
      }
      const id = decodeURIComponent(match[1] ?? '');
      const connection = connections.get(id);
      if (!connection || connection.provider_config_key !== providerConfigKey) {
        return send(res, 404, { error: { code: 'unknown_connection', message: 'Connection not found' } });
      }
      if (req.method === 'DELETE') {
        connections.delete(id);
        return send(res, 200, { success: true });
      }
      if (connection.refresh_exhausted) {
        return send(res, 424, {
          error: { code: 'refresh_token_external_error', message: 'Connection refresh exhausted' },
        });
      }
      if (url.searchParams.get('force_refresh') === 'true') {
        refreshes += 1;
        if (connection.refreshed_token)
          connection.credentials = { ...connection.credentials, access_token: connection.refreshed_token };
      }
      const now = new Date().toISOString();
      return send(res, 200, {
        id: 1,
        connection_id: connection.connection_id,
        provider_config_key: connection.provider_config_key,
        provider: providerConfigKey,
        errors: [],
        metadata: {},
        connection_config: connection.connection_config ?? {},
        tags: connection.tags,
        ...(connection.end_user !== undefined ? { end_user: connection.end_user } : {}),
        created_at: connection.created ?? now,
        updated_at: now,
        last_fetched_at: now,
        credentials: {
          type: 'OAUTH2',
          access_token: connection.credentials?.access_token ?? 'fake-access-token',
          ...(connection.credentials?.expires_at ? { expires_at: connection.credentials.expires_at } : {}),
          raw: {},
        },
      });
    }
    return send(res, 404, { error: { code: 'not_found', message: 'Not found' } });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: `http://127.0.0.1:${port}`,
    requests,
    /** What the user's finished Connect UI leaves behind at Nango. */
    addConnection(connection: FakeNangoConnection) {
      const endUser = connection.end_user
        ? {
            end_user_id: connection.end_user.id,
            ...(connection.end_user.email ? { end_user_email: connection.end_user.email } : {}),
          }
        : {};
      connections.set(connection.connection_id, {
        created: new Date().toISOString(),
        ...connection,
        tags: { ...endUser, ...connection.tags },
      });
    },
    /** Nango refreshed the token (or the provider revoked the old one): lookups answer the new one. */
    setAccessToken(id: string, accessToken: string) {
      const connection = connections.get(id);
      if (connection) connection.credentials = { ...connection.credentials, access_token: accessToken };
    },
    hasConnection: (id: string) => connections.has(id),
    /** How many lookups asked for force_refresh. */
    forcedRefreshes: () => refreshes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
