import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeNangoConnection {
  connection_id: string;
  provider_config_key: string;
  end_user: { id: string; email?: string; display_name?: string } | null;
  tags: Record<string, string>;
  /** When it was made (ISO); addConnection stamps it when absent. */
  created?: string;
}

export interface FakeNangoRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/**
 * A local stand-in for Nango's HTTP API with its documented request and response shapes:
 * POST /connect/sessions, GET /connection?endUserId=... (the list), GET and DELETE
 * /connection/{id}?provider_config_key=..., {error: {code, message}} bodies.
 */
export async function startFakeNango(secretKey: string) {
  const connections = new Map<string, FakeNangoConnection>();
  const sessions = new Map<string, { end_user: FakeNangoConnection['end_user']; allowed: string[] }>();
  const requests: FakeNangoRequest[] = [];

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
      authorization: req.headers.authorization,
      body,
    });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(res, 401, { error: { code: 'unknown_account', message: 'Authentication failed' } });
    }
    if (req.method === 'POST' && url.pathname === '/connect/sessions') {
      const input = body as { end_user?: { id?: string }; allowed_integrations?: string[] } | undefined;
      if (!input?.end_user?.id) {
        return send(res, 400, { error: { code: 'invalid_body', message: 'end_user.id is required' } });
      }
      const token = `nango_connect_session_${randomUUID().replaceAll('-', '')}`;
      sessions.set(token, {
        end_user: input.end_user as { id: string },
        allowed: input.allowed_integrations ?? [],
      });
      return send(res, 201, {
        data: {
          token,
          expires_at: new Date(Date.now() + 30 * 60 * 1000).toISOString(),
          connect_link: `https://connect.nango.dev?session_token=${token}`,
        },
      });
    }
    if (req.method === 'GET' && url.pathname === '/connection') {
      const endUserId = url.searchParams.get('endUserId');
      const listed = [...connections.values()].filter(
        (c) => !endUserId || (c.end_user?.id ?? c.tags.end_user_id) === endUserId,
      );
      return send(res, 200, {
        connections: listed.map((c, index) => ({
          id: index + 1,
          ...c,
          provider: c.provider_config_key,
          errors: [],
        })),
      });
    }
    const match = /^\/connection\/([^/]+)$/.exec(url.pathname);
    if (match && (req.method === 'GET' || req.method === 'DELETE')) {
      const providerConfigKey = url.searchParams.get('provider_config_key');
      if (!providerConfigKey) {
        return send(res, 400, {
          error: { code: 'missing_provider_config_key', message: 'Missing provider_config_key' },
        });
      }
      const id = decodeURIComponent(match[1]!);
      const connection = connections.get(id);
      if (!connection || connection.provider_config_key !== providerConfigKey) {
        return send(res, 404, { error: { code: 'unknown_connection', message: 'Connection not found' } });
      }
      if (req.method === 'DELETE') {
        connections.delete(id);
        return send(res, 200, { success: true });
      }
      return send(res, 200, {
        id: 1,
        ...connection,
        provider: providerConfigKey,
        errors: [],
        metadata: {},
        connection_config: {},
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
        credentials: { type: 'OAUTH2', access_token: 'fake-access-token', raw: {} },
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
      connections.set(connection.connection_id, { created: new Date().toISOString(), ...connection });
    },
    hasConnection: (id: string) => connections.has(id),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
