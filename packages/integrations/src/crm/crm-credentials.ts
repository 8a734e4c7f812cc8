import { CrmError } from './crm-provider.ts';

/** Where and as whom a CRM client calls: the API's base URL and a bearer token. */
export interface CrmCredentials {
  /** HubSpot: https://api.hubapi.com; Salesforce: the org's instance URL. */
  baseUrl: string;
  accessToken: string;
}

/**
 * The credentials of one connection: a user's own (read from Nango) or the installation's (the
 * single-tenant mode). The client asks once and again with `refresh` after the CRM answered 401.
 * Errors are CrmErrors whose messages never carry a token.
 */
export interface CrmCredentialSource {
  get(options?: { refresh?: boolean }): Promise<CrmCredentials>;
  /** Whether `refresh` can give a new token (a fixed token cannot). */
  readonly refreshable: boolean;
  /**
   * The provider account the credentials reach (HubSpot: `hubspot-portal:<portalId>`), once a read
   * told it; null before. Rate limits are per account, whatever connection reaches it.
   */
  account?(): string | null;
}

/** One fixed token for every call (the single-tenant mode, tests). */
export function fixedCredentials(baseUrl: string, accessToken: string): CrmCredentialSource {
  const credentials = { baseUrl, accessToken };
  return { refreshable: false, get: async () => credentials };
}

/** A source that refuses every call: a user whose connection is not there. */
export function missingCredentials(message: string): CrmCredentialSource {
  return {
    refreshable: false,
    get: async () => {
      throw new CrmError('invalid_credentials', message);
    },
  };
}
