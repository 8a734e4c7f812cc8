import {
  type CrmProviderKey,
  crmProviderLabels,
  crmProviders,
  defaultFieldMappings,
  type FieldMapping,
} from '@leadpath/core';
import { crmSettings, type Db, userIntegrations } from '@leadpath/db';
import { CrmError } from '@leadpath/integrations';
import { TRPCError } from '@trpc/server';
import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from '../context.ts';
import { TooManyRequestsError } from '../errors.ts';

export const SELECT_CRM_PROVIDER_FIRST = 'Please select a CRM provider first';
export const CONFIGURE_CRM_FIRST = 'Please configure, enable, and connect CRM integration first';
export const NO_CRM_TO_DISCONNECT = 'No CRM integration found to disconnect';
export const LEAD_SYNC_OFF = 'Lead sync is turned off. Turn on Sync leads in the sync options first.';

export function notConnectedMessage(provider: CrmProviderKey): string {
  return `${crmProviderLabels[provider]} is not connected. Connect it under Integrations first.`;
}

/** The settings as the API answers them: the row, or the defaults when there is none. */
export interface CrmSettingsView {
  enabled: boolean;
  provider: CrmProviderKey | null;
  syncLeadsEnabled: boolean;
  autoCreateAccounts: boolean;
  autoCreateContacts: boolean;
  includeLinkedInProfile: boolean;
  fieldMappings: FieldMapping[];
  lastSyncAt: string | null;
  /** The selected provider is among the user's integrations (spec §4 "connected"). */
  connected: boolean;
  connectedProviders: CrmProviderKey[];
}

export async function connectedCrmProviders(db: Db, userId: string): Promise<CrmProviderKey[]> {
  const rows = await db
    .select({ key: userIntegrations.providerConfigKey })
    .from(userIntegrations)
    .where(
      and(
        eq(userIntegrations.userId, userId),
        inArray(userIntegrations.providerConfigKey, [...crmProviders]),
      ),
    )
    .all();
  return crmProviders.filter((provider) => rows.some((row) => row.key === provider));
}

export async function readCrmSettings(db: Db, userId: string): Promise<CrmSettingsView> {
  const row = await db.select().from(crmSettings).where(eq(crmSettings.userId, userId)).get();
  const provider = row?.provider ?? null;
  const connectedProviders = await connectedCrmProviders(db, userId);
  const fieldMappings = row?.fieldMappings ?? [];
  return {
    enabled: row?.enabled ?? false,
    provider,
    syncLeadsEnabled: row?.syncLeadsEnabled ?? true,
    autoCreateAccounts: row?.autoCreateAccounts ?? true,
    autoCreateContacts: row?.autoCreateContacts ?? true,
    includeLinkedInProfile: row?.includeLinkedInProfile ?? false,
    // A provider without saved mappings starts from its defaults (spec §9).
    fieldMappings: provider && fieldMappings.length === 0 ? defaultFieldMappings(provider) : fieldMappings,
    lastSyncAt: row?.lastSyncAt ? row.lastSyncAt.toISOString() : null,
    connected: provider !== null && connectedProviders.includes(provider),
    connectedProviders,
  };
}

/** Fields and custom fields need the provider connected, even before the CRM is switched on. */
export async function requireConnectedProvider(
  ctx: Context & { user: { id: string } },
  provider: CrmProviderKey,
) {
  if (!(await connectedCrmProviders(ctx.db, ctx.user.id)).includes(provider)) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: notConnectedMessage(provider) });
  }
  return await ctx.services.crm(ctx.user.id, provider);
}

/** Sync needs a provider, the CRM on, and the provider connected (spec §8 guards). */
export async function requireReadyCrm(ctx: Context & { user: { id: string } }) {
  const settings = await readCrmSettings(ctx.db, ctx.user.id);
  if (!settings.provider) throw new TRPCError({ code: 'BAD_REQUEST', message: SELECT_CRM_PROVIDER_FIRST });
  if (!settings.enabled || !settings.connected) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: CONFIGURE_CRM_FIRST });
  }
  return {
    settings,
    provider: settings.provider,
    crm: await ctx.services.crm(ctx.user.id, settings.provider),
  };
}

/** A CRM's refusal as the API error a user can act on; Retry-After passes through on 429. */
export function crmFailure(error: unknown): TRPCError {
  if (!(error instanceof CrmError)) {
    return error instanceof TRPCError
      ? error
      : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error instanceof Error ? error : undefined });
  }
  switch (error.kind) {
    case 'field_exists':
      return new TRPCError({ code: 'CONFLICT', message: error.message });
    case 'rate_limited':
      return new TooManyRequestsError(error.message, error.retryAfterSeconds ?? 1);
    case 'unavailable':
      return new TRPCError({ code: 'BAD_GATEWAY', message: error.message });
    default:
      // Never 401: that status means "sign in to Leadpath again" to the web app.
      return new TRPCError({ code: 'BAD_REQUEST', message: error.message });
  }
}
