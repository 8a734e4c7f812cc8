import type { CrmProviderKey } from '@leadpath/core';
import type { AppDatabase } from '@leadpath/db';
import {
  type CrmCredentialSource,
  type CrmHttpOptions,
  type CrmProvider,
  type CrmProviderFactory,
  createHubspotClient,
  createSalesforceClient,
  type HubspotConfig,
  missingCredentials,
  type NangoConfig,
  nangoCrmCredentials,
  type SalesforceConfig,
} from '@leadpath/integrations';
import { connectionIdOf } from '../integrations/user-integrations.ts';
import { createAccountRequestWindow } from './account-request-window.ts';
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
 * has told its portal), one for the installation in single-tenant mode, on the app's clock, kept in
 * the database so every instance counts in the same window.
 */
export function createCrmProviderFactory(
  db: AppDatabase,
  now: () => number,
  config: CrmProvidersConfig = {},
): CrmProviderFactory {
  const shared = config.singleTenant ?? {};
  const window = (accountKey: () => string, requests: number) =>
    createAccountRequestWindow(db, accountKey, { requests, perMs: 10_000 }, now);
  const singleTenant = {
    salesforce: shared.salesforce ? createSalesforceClient(shared.salesforce) : null,
    hubspot: shared.hubspot
      ? createHubspotClient({
          ...shared.hubspot,
          pacer: window(() => 'hubspot-installation', shared.hubspot.requestsPer10Seconds ?? 100),
        })
      : null,
  };
  const nango = config.nango;
  // Per connection: the credentials (a token is reused until near its expiry).
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

  /**
   * The window of the HubSpot account a connection reaches: its portal once Nango told it (two
   * users who connected the same portal share it), the connection's own before.
   */
  const accountWindow = (connectionId: string, source: CrmCredentialSource, requests: number) =>
    window(() => source.account?.() ?? `hubspot-connection:${connectionId}`, requests);

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
      pacer: connectionId ? accountWindow(connectionId, credentials, requests) : undefined,
    });
  };
}
