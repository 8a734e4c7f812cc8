import { ConnectorUnavailableError } from '../oauth/connector.ts';
import { type NangoConfig, readNangoConnection } from '../oauth/nango-connector.ts';

/** The integrations a mailbox can send through: Gmail (Google) and Microsoft 365 (Outlook). */
export type MailAccountProvider = 'google' | 'outlook';
export const mailAccountLabels: Record<MailAccountProvider, string> = {
  google: 'Google',
  outlook: 'Outlook',
};

/** A Gmail or Graph send that failed, with a message naming what to fix (never the token). */
export class MailAccountError extends Error {
  constructor(
    message: string,
    readonly code: 'invalid_credentials' | 'token_expired' | 'unavailable' | 'refused',
  ) {
    super(message);
    this.name = 'MailAccountError';
  }
}

/**
 * The access token of one user's Google or Outlook connection. The sender asks once and again with
 * `refresh` after the provider answered 401.
 */
export interface MailAccountCredentialSource {
  get(options?: { refresh?: boolean }): Promise<{ accessToken: string }>;
  readonly refreshable: boolean;
}

/** One fixed token (tests, a single account). */
export function fixedMailCredentials(accessToken: string): MailAccountCredentialSource {
  return { refreshable: false, get: async () => ({ accessToken }) };
}

const REUSE_MARGIN_MS = 5 * 60_000;

export interface NangoMailConnection {
  provider: MailAccountProvider;
  /** user_integrations.connection_id of the user's Google or Outlook connection. */
  connectionId: string;
  /** The user the connection must belong to (its end_user_id tag). */
  ownerId: string;
  now?: () => number;
}

/**
 * The token of one user's Google or Outlook connection, read from Nango as the CRM clients read theirs
 * (ADR 025): reused until shortly before it expires, force-refreshed on `refresh`, never stored or logged.
 */
export function nangoMailCredentials(
  nango: NangoConfig,
  connection: NangoMailConnection,
): MailAccountCredentialSource {
  const label = mailAccountLabels[connection.provider];
  const now = connection.now ?? Date.now;
  let cached: { accessToken: string; reuseUntil: number } | null = null;

  async function read(refresh: boolean) {
    let lookup: Awaited<ReturnType<typeof readNangoConnection>>;
    try {
      lookup = await readNangoConnection(nango, connection.provider, connection.connectionId, {
        forceRefresh: refresh,
      });
    } catch (error) {
      if (error instanceof ConnectorUnavailableError)
        throw new MailAccountError(
          `The ${label} connection could not be read from Nango. Please try again.`,
          'unavailable',
        );
      throw error;
    }
    if (lookup.kind === 'refresh_failed')
      throw new MailAccountError(
        `Your ${label} session has expired. Disconnect and reconnect ${label} under Integrations.`,
        'token_expired',
      );
    const found = lookup.kind === 'found' ? lookup.connection : null;
    if (!found || found.ownerId !== connection.ownerId || !found.accessToken)
      throw new MailAccountError(
        `${label} is no longer connected for this account. Reconnect ${label} under Integrations.`,
        'invalid_credentials',
      );
    cached = {
      accessToken: found.accessToken,
      reuseUntil: (found.expiresAt ?? now() + 2 * REUSE_MARGIN_MS) - REUSE_MARGIN_MS,
    };
    return { accessToken: found.accessToken };
  }

  return {
    refreshable: true,
    async get(options = {}) {
      if (!options.refresh && cached && cached.reuseUntil > now()) return { accessToken: cached.accessToken };
      return read(options.refresh === true);
    },
  };
}

export interface AccountSendOptions {
  /** The API's origin; the provider's by default (a local fake in tests). */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * One authorized POST, asked again once with a refreshed token after a 401. Answers other than 2xx
 * become MailAccountErrors naming the provider and its reason; the token never appears.
 */
/** One authorized GET (the account's profile), refreshed once on 401 as a send is. */
export function getWithToken(
  provider: MailAccountProvider,
  credentials: MailAccountCredentialSource,
  url: string,
  options: AccountSendOptions,
): Promise<Response> {
  return postWithToken(provider, credentials, url, null, options);
}

export async function postWithToken(
  provider: MailAccountProvider,
  credentials: MailAccountCredentialSource,
  url: string,
  body: { contentType: string; payload: string } | null,
  options: AccountSendOptions,
): Promise<Response> {
  const label = mailAccountLabels[provider];
  const fetchImpl = options.fetch ?? fetch;
  const call = async (refresh: boolean) => {
    const { accessToken } = await credentials.get({ refresh });
    try {
      return await fetchImpl(url, {
        method: body ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${accessToken}`,
          ...(body ? { 'content-type': body.contentType } : {}),
        },
        body: body?.payload,
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new MailAccountError(`Could not reach ${label}: ${(error as Error).message}`, 'unavailable');
    }
  };
  let response = await call(false);
  if (response.status === 401 && credentials.refreshable) response = await call(true);
  if (response.ok) return response;
  const reason = await reasonOf(response);
  if (response.status === 401)
    throw new MailAccountError(
      `${label} refused the sign-in of this mailbox. Reconnect ${label} under Integrations.`,
      'invalid_credentials',
    );
  if (response.status === 403)
    throw new MailAccountError(
      `${label} does not allow this account to send mail (${reason}). Reconnect ${label} under Integrations and allow sending.`,
      'refused',
    );
  if (response.status === 429 || response.status >= 500)
    throw new MailAccountError(`${label} is busy (${reason}). Please try again later.`, 'unavailable');
  throw new MailAccountError(`${label} refused the mail: ${reason}`, 'refused');
}

/** The provider's error text ({error: {message}} for both Gmail and Graph), or the status. */
async function reasonOf(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === 'string') return error;
    if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  }
  return `HTTP ${response.status}`;
}
