import {
  type CrmProviderKey,
  crmProviderLabels,
  defaultFieldMappings,
  leadSourceFieldOf,
  missingRequiredMappings,
  withRequiredFlags,
} from '@leadpath/core';
import { REQUIRED_MAPPING_REMOVED, updateCrmSettingsSchema } from '@leadpath/core/schemas/crm';
import { crmSettings } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { accessProcedure } from '../trpc.ts';
import { crmConnectionCheckSchema, crmDisconnectAnswerSchema, crmSettingsAnswerSchema } from './answers.ts';
import {
  connectedCrmProviders,
  NO_CRM_TO_DISCONNECT,
  notConnectedMessage,
  readCrmSettings,
  SELECT_CRM_PROVIDER_FIRST,
} from './connection.ts';

const tags = ['CRM'];

/** GET/PATCH /api/crm/settings, check-connection and disconnect. */
export const crmSettingsProcedures = {
  getSettings: accessProcedure
    .meta({
      rest: { method: 'GET', path: '/crm/settings', summary: 'The CRM settings', tags, permission: null },
    })
    .output(crmSettingsAnswerSchema)
    .query(({ ctx }) => readCrmSettings(ctx.db, ctx.user.id)),

  updateSettings: accessProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/crm/settings',
        summary: 'Change the CRM settings',
        description:
          'A partial update: send any of the fields, the others are kept; fieldMappings, when sent, replaces the whole list, and a new provider starts from its default mappings.',
        tags,
        permission: null,
      },
    })
    .input(updateCrmSettingsSchema)
    .output(crmSettingsAnswerSchema)
    .mutation(({ ctx, input }) =>
      // A partial update merges into the settings read here: the read and the write in one transaction.
      ctx.db.transaction(async (tx) => {
        const current = await readCrmSettings(tx, ctx.user.id);
        const provider: CrmProviderKey | null =
          input.provider === undefined ? current.provider : input.provider;
        const providerChanged = provider !== current.provider;
        let fieldMappings = current.fieldMappings;
        if (input.fieldMappings) {
          if (!provider) throw new TRPCError({ code: 'BAD_REQUEST', message: SELECT_CRM_PROVIDER_FIRST });
          const missing = missingRequiredMappings(provider, input.fieldMappings);
          if (missing.length > 0) {
            const names = missing.map((m) => `${leadSourceFieldOf(m.sourceField).label} → ${m.targetField}`);
            throw new TRPCError({
              code: 'BAD_REQUEST',
              message: `${REQUIRED_MAPPING_REMOVED}: ${names.join(', ')}`,
            });
          }
          fieldMappings = withRequiredFlags(provider, input.fieldMappings);
        } else if (providerChanged) {
          // A new provider starts from its own defaults (spec §4: the fields are reset).
          fieldMappings = provider ? defaultFieldMappings(provider) : [];
        }
        const values = {
          enabled: input.enabled ?? current.enabled,
          provider,
          syncLeadsEnabled: input.syncLeadsEnabled ?? current.syncLeadsEnabled,
          autoCreateAccounts: input.autoCreateAccounts ?? current.autoCreateAccounts,
          autoCreateContacts: input.autoCreateContacts ?? current.autoCreateContacts,
          includeLinkedInProfile: input.includeLinkedInProfile ?? current.includeLinkedInProfile,
          fieldMappings,
          updatedAt: new Date(ctx.now()),
        };
        await tx
          .insert(crmSettings)
          .values({ userId: ctx.user.id, ...values })
          .onConflictDoUpdate({ target: crmSettings.userId, set: values })
          .run();
        return readCrmSettings(tx, ctx.user.id);
      }),
    ),

  checkConnection: accessProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/crm/check-connection',
        summary: 'Test the connection to the CRM',
        tags,
        permission: null,
        errors: [400, 429, 502],
      },
    })
    .output(crmConnectionCheckSchema)
    .mutation(async ({ ctx }) => {
      const { provider } = await readCrmSettings(ctx.db, ctx.user.id);
      if (!provider) throw new TRPCError({ code: 'BAD_REQUEST', message: SELECT_CRM_PROVIDER_FIRST });
      if (!(await connectedCrmProviders(ctx.db, ctx.user.id)).includes(provider)) {
        return {
          connected: false,
          error: notConnectedMessage(provider),
          errorType: 'not_connected' as const,
        };
      }
      return (await ctx.services.crm(ctx.user.id, provider)).checkConnection();
    }),

  disconnect: accessProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/crm/disconnect',
        summary: 'Disconnect the CRM and clear its settings',
        tags,
        permission: null,
        errors: [404],
      },
    })
    .output(crmDisconnectAnswerSchema)
    .mutation(({ ctx }) =>
      // The check that there is something to disconnect and the delete in one transaction.
      ctx.db.transaction(async (tx) => {
        const current = await readCrmSettings(tx, ctx.user.id);
        if (!current.provider) throw new TRPCError({ code: 'NOT_FOUND', message: NO_CRM_TO_DISCONNECT });
        await tx.delete(crmSettings).where(eq(crmSettings.userId, ctx.user.id)).run();
        return {
          success: true,
          message: `${crmProviderLabels[current.provider]} disconnected`,
          crmSettings: await readCrmSettings(tx, ctx.user.id),
        };
      }),
    ),
};
