import { crmProviders, leadSourceFieldKeys } from '@leadpath/core';
import { z } from 'zod';

/** What the CRM paths answer: the procedures' outputs, and so the API reference's response bodies. */

export const crmSettingsAnswerSchema = z.object({
  enabled: z.boolean(),
  provider: z.enum(crmProviders).nullable(),
  syncLeadsEnabled: z.boolean(),
  autoCreateAccounts: z.boolean(),
  autoCreateContacts: z.boolean(),
  includeLinkedInProfile: z.boolean(),
  fieldMappings: z.array(
    z.object({
      id: z.string(),
      sourceField: z.enum(leadSourceFieldKeys),
      targetField: z.string(),
      enabled: z.boolean(),
      required: z.boolean(),
    }),
  ),
  /** ISO 8601 time of the last sync, null before the first one. */
  lastSyncAt: z.string().nullable(),
  /** The selected provider is among the user's integrations. */
  connected: z.boolean(),
  connectedProviders: z.array(z.enum(crmProviders)),
});

export const crmConnectionCheckSchema = z.object({
  connected: z.boolean(),
  error: z.string().nullable(),
  errorType: z
    .enum(['token_expired', 'invalid_credentials', 'inactive_org', 'unknown', 'not_connected'])
    .nullable(),
});

export const crmDisconnectAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  crmSettings: crmSettingsAnswerSchema,
});

const crmFieldSchema = z.object({
  /** The API name mappings target (LastName, Lead_source__c, email). */
  id: z.string(),
  label: z.string(),
  type: z.string(),
  required: z.boolean(),
  createable: z.boolean(),
  updateable: z.boolean(),
  custom: z.boolean(),
});

export const crmFieldsAnswerSchema = z.object({ fields: z.array(crmFieldSchema) });

export const crmFieldCreatedSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  field: crmFieldSchema,
});

export const crmSyncStatsSchema = z.object({
  statistics: z.object({
    totalLeads: z.number().int(),
    syncedLeads: z.number().int(),
    pendingLeads: z.number().int(),
    failedLeads: z.number().int(),
  }),
  lastSyncAt: z.string().nullable(),
});

export const crmSyncResultSchema = z.object({
  message: z.string(),
  syncedLeads: z.number().int(),
  failedLeads: z.number().int(),
  accounts: z.number().int(),
  /** True while leads are left for the background sync (ADR 024). */
  morePending: z.boolean(),
  /** This request started a background sync (false: one was already under way, or nothing to push). */
  started: z.boolean(),
  /** The background sync's state after the request. */
  state: z.enum(['idle', 'queued', 'running', 'waiting']),
});

/** The background lead sync to the selected connection (ADR 024). */
export const crmSyncStatusSchema = z.object({
  /** waiting: the CRM limits requests (or an error is retried) until resumeAt. */
  state: z.enum(['idle', 'queued', 'running', 'waiting', 'failed']),
  /** Leads of the current or last run pushed, and failed, since it started. */
  pushed: z.number().int(),
  failed: z.number().int(),
  /** Leads not synced now (new, changed, or failed). */
  pending: z.number().int(),
  lastError: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  resumeAt: z.string().nullable(),
});

const crmObjectKind = z.enum(['contact', 'account']);

export const crmTestSyncResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  written: z.array(
    z.object({
      object: crmObjectKind,
      /** The prospect or company it came from. */
      sourceId: z.string(),
      externalId: z.string(),
      created: z.boolean(),
      fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    }),
  ),
  failed: z.array(z.object({ object: crmObjectKind, sourceId: z.string(), error: z.string() })),
});
