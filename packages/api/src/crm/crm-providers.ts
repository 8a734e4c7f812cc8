import type { AppDatabase } from '@leadpath/db';
import {
  type CrmProviderFactory,
  createHubspotClient,
  createSalesforceClient,
  type HubspotConfig,
  type SalesforceConfig,
} from '@leadpath/integrations';
import { createSandboxCrm } from './sandbox-crm.ts';

export interface CrmProvidersConfig {
  /** Set: every Salesforce call goes to this org; unset: the sandbox CRM. */
  salesforce?: SalesforceConfig;
  /** Set: every HubSpot call goes to this account; unset: the sandbox CRM. */
  hubspot?: HubspotConfig;
}

/** The real client of a provider when the environment configures it, else the embedded sandbox. */
export function createCrmProviderFactory(
  db: AppDatabase,
  now: () => number,
  config: CrmProvidersConfig = {},
): CrmProviderFactory {
  const salesforce = config.salesforce ? createSalesforceClient(config.salesforce) : null;
  const hubspot = config.hubspot ? createHubspotClient(config.hubspot) : null;
  return (userId, provider) => {
    if (provider === 'salesforce' && salesforce) return salesforce;
    if (provider === 'hubspot' && hubspot) return hubspot;
    return createSandboxCrm(db, now, userId, provider);
  };
}
