import type { IntegrationKey } from '@leadpath/core';
import { z } from 'zod';
import { ConnectorUnavailableError, type RemoteConnector } from './connector.ts';

export interface NangoConfig {
  /** The API base, https://api.nango.dev or a self-hosted instance. */
  host: string;
  secretKey: string;
  fetch?: typeof fetch;
}

/** Older Nango versions answer without connect_link; their hosted Connect UI takes the token. */
const DEFAULT_CONNECT_UI = 'https://connect.nango.dev';

const connectSessionResponse = z.object({
  data: z.object({
    token: z.string().min(1),
    expires_at: z.string(),
    connect_link: z.string().optional(),
  }),
});

const connectionResponse = z.object({
  connection_id: z.string(),
  provider_config_key: z.string(),
  end_user: z.object({ id: z.string() }).nullish(),
  tags: z.record(z.string(), z.string()).nullish(),
});

const connectionListResponse = z.object({
  connections: z.array(connectionResponse.extend({ created: z.string().optional() })),
});

type NangoConnection = z.infer<typeof connectionResponse>;

const ownerOf = (connection: NangoConnection) => connection.end_user?.id ?? connection.tags?.end_user_id;

/** Nango errors are {error: {code, message}} (or a plain string in older versions). */
async function errorTextOf(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === 'string') return error;
    if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  }
  return `HTTP ${response.status}`;
}

/** The Nango-compatible connector: connect sessions and connections of its HTTP API. */
export function createNangoConnector(config: NangoConfig): RemoteConnector {
  const fetchImpl = config.fetch ?? fetch;
  const base = config.host.replace(/\/+$/, '');

  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    try {
      return await fetchImpl(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${config.secretKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new ConnectorUnavailableError(`Nango is unreachable: ${(error as Error).message}`);
    }
  }

  function connectionPath(providerConfigKey: IntegrationKey, connectionId: string): string {
    const query = new URLSearchParams({ provider_config_key: providerConfigKey });
    return `/connection/${encodeURIComponent(connectionId)}?${query}`;
  }

  /**
   * After the hosted Connect UI (opened in a popup) closes, the browser has no id to bring back:
   * the user's newest connection to this integration, as Nango lists it, is the one they made.
   */
  async function newestConnectionOf(
    userId: string,
    providerConfigKey: IntegrationKey,
  ): Promise<string | null> {
    const response = await call('GET', `/connection?${new URLSearchParams({ endUserId: userId })}`);
    if (!response.ok) {
      throw new ConnectorUnavailableError(
        `Nango refused the connection list: ${await errorTextOf(response)}`,
      );
    }
    const parsed = connectionListResponse.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new ConnectorUnavailableError('Nango answered an unexpected connection list');
    // The filter is checked here too: the owner decides, whatever the query parameter did.
    const mine = parsed.data.connections
      .filter((c) => c.provider_config_key === providerConfigKey && ownerOf(c) === userId)
      .sort((a, b) => Date.parse(b.created ?? '') - Date.parse(a.created ?? ''));
    return mine[0]?.connection_id ?? null;
  }

  return {
    kind: 'nango',

    async startSession(user, providerConfigKey) {
      const response = await call('POST', '/connect/sessions', {
        end_user: { id: user.id, email: user.email, display_name: user.name },
        allowed_integrations: [providerConfigKey],
        tags: { end_user_id: user.id, end_user_email: user.email },
      });
      if (!response.ok) {
        throw new ConnectorUnavailableError(
          `Nango refused the connect session: ${await errorTextOf(response)}`,
        );
      }
      const parsed = connectSessionResponse.safeParse(await response.json().catch(() => null));
      if (!parsed.success)
        throw new ConnectorUnavailableError('Nango answered an unexpected connect session');
      const { token, expires_at, connect_link } = parsed.data.data;
      const url = connect_link ?? `${DEFAULT_CONNECT_UI}/?session_token=${encodeURIComponent(token)}`;
      return { url, opensIn: 'popup', expiresAt: new Date(expires_at) };
    },

    async confirmConnection({ userId, providerConfigKey, connectionId }) {
      if (connectionId === undefined) return newestConnectionOf(userId, providerConfigKey);
      const response = await call('GET', connectionPath(providerConfigKey, connectionId));
      if (response.status === 404 || response.status === 400) return null;
      if (!response.ok) {
        throw new ConnectorUnavailableError(
          `Nango refused the connection lookup: ${await errorTextOf(response)}`,
        );
      }
      const parsed = connectionResponse.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new ConnectorUnavailableError('Nango answered an unexpected connection');
      const connection = parsed.data;
      const confirmed =
        connection.connection_id === connectionId &&
        connection.provider_config_key === providerConfigKey &&
        ownerOf(connection) === userId;
      return confirmed ? connectionId : null;
    },

    async deleteConnection(providerConfigKey, connectionId) {
      const response = await call('DELETE', connectionPath(providerConfigKey, connectionId));
      if (response.ok || response.status === 404) return;
      throw new ConnectorUnavailableError(
        `Nango refused to delete the connection: ${await errorTextOf(response)}`,
      );
    },
  };
}
