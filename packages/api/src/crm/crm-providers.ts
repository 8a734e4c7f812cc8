import type { CrmProviderKey } from '@leadpath/core';
import type { AppDatabase } from '@leadpath/db';
import {
  type CrmCredentialSource,
  type CrmHttpOptions,
  type CrmProvider,
  type CrmProviderFactory,
  createHubspotClient,
  createRequestPacer,
  createSalesforceClient,
  type HubspotConfig,
  missingCredentials,
  type NangoConfig,
  nangoCrmCredentials,
  type RequestPacer,
  type SalesforceConfig,
} from '@leadpath/integrations';
import { connectionIdOf } from '../integrations/user-integrations.ts';
import { notConnectedMessage } from './connection.ts';
import { createSandboxCrm } from './sandbox-crm.ts';

export interface CrmProvidersConfig {
  /**
   * The single-tenant mode (CRM_SINGLE_TENANT=true): every user's calls to this provider go to this
   * one account, with its installation-wide token, under one shared request window.
   */
  singleTenant?: {
    salesforce?: SalesforceConfig;
    hubspot?: HubspotConfig;
  };
  /**
   * Each user's own connection (ADR 025): the client is built per user from the credentials Nango
   * holds for the user's connection (user_integrations.connection_id).
   */
  nango?: NangoConfig & {
    hubspot: { baseUrl: string; requestsPer10Seconds?: number; http?: CrmHttpOptions };
    salesforce: { apiVersion: string; http?: CrmHttpOptions };
  };
}

/**
 * The CRM of a user and provider: the single-tenant client when the environment says so, else a
 * client built from the user's own connection at Nango, else the embedded sandbox (per user).
 * HubSpot's limit is per account: one request window per HubSpot portal (per connection until Nango
 * has told its portal), one for the installation in single-tenant mode, on the app's clock.
 */
export function createCrmProviderFactory(
  db: AppDatabase,
  now: () => number,
  config: CrmProvidersConfig = {},
): CrmProviderFactory {
  const shared = config.singleTenant ?? {};
  const singleTenantPacer = shared.hubspot
    ? createRequestPacer({ requests: shared.hubspot.requestsPer10Seconds ?? 100, perMs: 10_000 }, now)
    : null;
  const singleTenant = {
    salesforce: shared.salesforce ? createSalesforceClient(shared.salesforce) : null,
    hubspot: shared.hubspot
      ? createHubspotClient({ ...shared.hubspot, pacer: singleTenantPacer ?? undefined })
      : null,
  };
  const nango = config.nango;
  // Per connection: the request window, and the credentials (a token is reused until near its expiry).
  const pacers = new Map<string, RequestPacer>();
  const credentialSources = new Map<string, CrmCredentialSource>();

  function credentialsOf(userId: string, provider: CrmProviderKey, connectionId: string | null) {
    if (!nango || !connectionId) return missingCredentials(notConnectedMessage(provider));
    const key = `${provider}:${connectionId}:${userId}`;
    let source = credentialSources.get(key);
    if (!source) {
      source = nangoCrmCredentials(nango, {
        provider,
        connectionId,
        ownerId: userId,
        hubspotBaseUrl: nango.hubspot.baseUrl,
      });
      credentialSources.set(key, source);
    }
    return source;
  }

  function pacerOf(key: string, requests: number): RequestPacer {
    let pacer = pacers.get(key);
    if (!pacer) {
      pacer = createRequestPacer({ requests, perMs: 10_000 }, now);
      pacers.set(key, pacer);
    }
    return pacer;
  }

  /**
   * The window of the HubSpot account a connection reaches: its portal once Nango told it (two
   * users who connected the same portal share it), the connection's own before.
   */
  function accountPacer(connectionId: string, source: CrmCredentialSource, requests: number): RequestPacer {
    const current = () => pacerOf(source.account?.() ?? `hubspot-connection:${connectionId}`, requests);
    return {
      requests,
      perMs: 10_000,
      note: () => current().note(),
      made: () => current().made(),
      readyAt: (room) => current().readyAt(room),
      reserve: (room) => current().reserve(room),
    };
  }

  return async (userId, provider): Promise<CrmProvider> => {
    if (provider === 'salesforce' && singleTenant.salesforce) return singleTenant.salesforce;
    if (provider === 'hubspot' && singleTenant.hubspot) return singleTenant.hubspot;
    if (!nango) return createSandboxCrm(db, now, userId, provider);
    const connectionId = await connectionIdOf(db, userId, provider);
    const credentials = credentialsOf(userId, provider, connectionId);
    if (provider === 'salesforce') {
      return createSalesforceClient({
        credentials,
        apiVersion: nango.salesforce.apiVersion,
        http: nango.salesforce.http,
      });
    }
    const requests = nango.hubspot.requestsPer10Seconds ?? 100;
    return createHubspotClient({
      credentials,
      requestsPer10Seconds: requests,
      http: nango.hubspot.http,
      pacer: connectionId ? accountPacer(connectionId, credentials, requests) : undefined,
    });
  };
}
