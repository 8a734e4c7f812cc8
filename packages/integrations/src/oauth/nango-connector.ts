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

/** The tag that names the connection's owner (Nango's current spec: tags, not the deprecated end_user). */
export const NANGO_OWNER_TAG = 'end_user_id';

const connectSessionResponse = z.object({
  data: z.object({
    token: z.string().min(1),
    expires_at: z.string(),
    connect_link: z.string().optional(),
  }),
});

const tagsSchema = z.record(z.string(), z.string()).nullish();

const connectionResponse = z.object({
  connection_id: z.string(),
  provider_config_key: z.string(),
  tags: tagsSchema,
});

const connectionListResponse = z.object({
  connections: z.array(connectionResponse.extend({ created: z.string().optional() })),
});

/** GET /connections/{connectionId}: the connection with its credentials (ConnectionFull). */
const connectionFullResponse = connectionResponse.extend({
  connection_config: z.record(z.string(), z.unknown()).nullish(),
  credentials: z
    .object({
      type: z.string().optional(),
      access_token: z.string().optional(),
      expires_at: z.string().nullish(),
    })
    .passthrough()
    .nullish(),
});

export interface NangoConnectionCredentials {
  connectionId: string;
  providerConfigKey: string;
  /** The user the connection belongs to (its end_user_id tag), or null. */
  ownerId: string | null;
  accessToken: string | null;
  /** When the access token expires (epoch ms), null when Nango does not say. */
  expiresAt: number | null;
  connectionConfig: Record<string, unknown>;
}

/** What GET /connections/{id} answered: the connection, not there (400, 404), or its refresh exhausted (424). */
export type NangoConnectionLookup =
  | { kind: 'found'; connection: NangoConnectionCredentials }
  | { kind: 'missing' }
  | { kind: 'refresh_failed' };

type NangoConnection = z.infer<typeof connectionResponse>;

/** Nango merges a (deprecated) end_user into the end_user_id tag: the tag alone names the owner. */
const ownerOf = (connection: NangoConnection) => connection.tags?.[NANGO_OWNER_TAG] ?? null;

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

/** One call to Nango's API with the secret key; unreachable: ConnectorUnavailableError (no key in it). */
function nangoCaller(config: NangoConfig) {
  const fetchImpl = config.fetch ?? fetch;
  const base = config.host.replace(/\/+$/, '');
  return async function call(method: string, path: string, body?: unknown): Promise<Response> {
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
  };
}

function connectionPath(
  providerConfigKey: string,
  connectionId: string,
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams({ provider_config_key: providerConfigKey, ...extra });
  return `/connections/${encodeURIComponent(connectionId)}?${query}`;
}

/**
 * Reads one connection with its credentials (GET /connections/{id}?provider_config_key=...). Nango
 * refreshes an access token about to expire before answering; `forceRefresh` asks it to refresh
 * anyway (after the provider answered 401).
 */
export async function readNangoConnection(
  config: NangoConfig,
  providerConfigKey: string,
  connectionId: string,
  options: { forceRefresh?: boolean } = {},
): Promise<NangoConnectionLookup> {
  const call = nangoCaller(config);
  const response = await call(
    'GET',
    connectionPath(providerConfigKey, connectionId, options.forceRefresh ? { force_refresh: 'true' } : {}),
  );
  // 400: no such integration (provider config key) at Nango; 404: no such connection in it.
  if (response.status === 404 || response.status === 400) return { kind: 'missing' };
  if (response.status === 424) return { kind: 'refresh_failed' };
  if (!response.ok) {
    throw new ConnectorUnavailableError(
      `Nango refused the connection lookup: ${await errorTextOf(response)}`,
    );
  }
  const parsed = connectionFullResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new ConnectorUnavailableError('Nango answered an unexpected connection');
  const connection = parsed.data;
  const expiresAt = connection.credentials?.expires_at ? Date.parse(connection.credentials.expires_at) : NaN;
  return {
    kind: 'found',
    connection: {
      connectionId: connection.connection_id,
      providerConfigKey: connection.provider_config_key,
      ownerId: ownerOf(connection),
      accessToken: connection.credentials?.access_token ?? null,
      expiresAt: Number.isFinite(expiresAt) ? expiresAt : null,
      connectionConfig: connection.connection_config ?? {},
    },
  };
}

/** The Nango-compatible connector: connect sessions and connections of its current HTTP API. */
export function createNangoConnector(config: NangoConfig): RemoteConnector {
  const call = nangoCaller(config);

  /**
   * After the hosted Connect UI (opened in a popup) closes, the browser has no id to bring back:
   * the user's newest connection to this integration, as Nango lists it by the owner's tag, is the
   * one they made.
   */
  async function newestConnectionOf(
    userId: string,
    providerConfigKey: IntegrationKey,
  ): Promise<string | null> {
    const query = new URLSearchParams({ [`tags[${NANGO_OWNER_TAG}]`]: userId });
    const response = await call('GET', `/connections?${query}`);
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
        // Tags name the owner (end_user and organization are deprecated); keys are lowercase.
        tags: { [NANGO_OWNER_TAG]: user.id, end_user_email: user.email },
        allowed_integrations: [providerConfigKey],
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
      const lookup = await readNangoConnection(config, providerConfigKey, connectionId);
      if (lookup.kind !== 'found') return null;
      const { connection } = lookup;
      const confirmed =
        connection.connectionId === connectionId &&
        connection.providerConfigKey === providerConfigKey &&
        connection.ownerId === userId;
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
