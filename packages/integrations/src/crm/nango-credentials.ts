import { type CrmProviderKey, crmProviderLabels } from '@leadpath/core';
import { ConnectorUnavailableError } from '../oauth/connector.ts';
import { type NangoConfig, readNangoConnection } from '../oauth/nango-connector.ts';
import type { CrmCredentialSource, CrmCredentials } from './crm-credentials.ts';
import { CrmError } from './crm-provider.ts';

/** A token Nango gave is used again until this long before it expires, or this long when it does not say. */
const REUSE_MARGIN_MS = 5 * 60_000;

export interface NangoCrmConnection {
  provider: CrmProviderKey;
  /** user_integrations.connection_id: the Nango connection the user made. */
  connectionId: string;
  /** The user the connection must belong to (its end_user_id tag). */
  ownerId: string;
  /** HubSpot's API base (https://api.hubapi.com); Salesforce's comes from the connection's instance_url. */
  hubspotBaseUrl: string;
  /** The clock tokens expire on (the real one). */
  now?: () => number;
}

/**
 * The credentials of one user's CRM connection, read from Nango (GET /connections/{id}): Nango
 * refreshes the OAuth token when it is about to expire, and again on `refresh` (force_refresh, after
 * the CRM answered 401). The token is kept in memory until shortly before it expires, never stored or
 * logged; errors name the provider, never the token.
 */
export function nangoCrmCredentials(nango: NangoConfig, connection: NangoCrmConnection): CrmCredentialSource {
  const label = crmProviderLabels[connection.provider];
  const now = connection.now ?? Date.now;
  let cached: { credentials: CrmCredentials; reuseUntil: number } | null = null;
  let account: string | null = null;

  async function read(refresh: boolean): Promise<CrmCredentials> {
    let lookup: Awaited<ReturnType<typeof readNangoConnection>>;
    try {
      lookup = await readNangoConnection(nango, connection.provider, connection.connectionId, {
        forceRefresh: refresh,
      });
    } catch (error) {
      if (error instanceof ConnectorUnavailableError)
        throw new CrmError(
          'unavailable',
          `The ${label} connection could not be read from Nango. Please try again.`,
        );
      throw error;
    }
    if (lookup.kind === 'refresh_failed')
      throw new CrmError(
        'token_expired',
        `Your ${label} session has expired. Disconnect and reconnect ${label}.`,
      );
    const found = lookup.kind === 'found' ? lookup.connection : null;
    if (!found || found.ownerId !== connection.ownerId || !found.accessToken)
      throw new CrmError(
        'invalid_credentials',
        `${label} is no longer connected for this account. Disconnect and reconnect ${label} under Integrations.`,
      );
    const instanceUrl = found.connectionConfig.instance_url;
    const baseUrl =
      connection.provider === 'hubspot'
        ? connection.hubspotBaseUrl
        : typeof instanceUrl === 'string' && /^https?:\/\//.test(instanceUrl)
          ? instanceUrl
          : null;
    if (!baseUrl)
      throw new CrmError(
        'invalid_credentials',
        'The Salesforce connection has no instance URL. Disconnect and reconnect Salesforce under Integrations.',
      );
    // Nango keeps the HubSpot portal of the connection in its configuration (portalId).
    const portal = found.connectionConfig.portalId;
    if (connection.provider === 'hubspot' && (typeof portal === 'number' || typeof portal === 'string'))
      account = `hubspot-portal:${portal}`;
    const credentials = { baseUrl, accessToken: found.accessToken };
    const reuseUntil = (found.expiresAt ?? now() + 2 * REUSE_MARGIN_MS) - REUSE_MARGIN_MS;
    cached = { credentials, reuseUntil };
    return credentials;
  }

  return {
    refreshable: true,
    account: () => account,
    async get(options = {}) {
      if (!options.refresh && cached && cached.reuseUntil > now()) return cached.credentials;
      return read(options.refresh === true);
    },
  };
}
