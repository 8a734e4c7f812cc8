import { crmObjectOfHubspot, crmObjectOfSalesforce } from '@leadpath/core';
import {
  createHubspotPropertySchema,
  createSalesforceFieldSchema,
  hubspotFieldsQuerySchema,
  salesforceFieldsQuerySchema,
} from '@leadpath/core/schemas/crm';
import { accessProcedure } from '../trpc.ts';
import { crmFieldCreatedSchema, crmFieldsAnswerSchema } from './answers.ts';
import { crmFailure, requireConnectedProvider } from './connection.ts';

const tags = ['CRM'];
/** A call to the CRM: not connected or refused (400), its rate limit (429), down (502). */
const crmCallErrors = [400, 429, 502];

/** The CRM's fields and new custom fields (spec §5, §7). */
export const crmFieldProcedures = {
  salesforceFields: accessProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/crm/fields',
        summary: 'Salesforce fields of an object',
        tags,
        permission: null,
        errors: crmCallErrors,
      },
    })
    .input(salesforceFieldsQuerySchema)
    .output(crmFieldsAnswerSchema)
    .query(async ({ ctx, input }) => {
      const crm = await requireConnectedProvider(ctx, 'salesforce');
      try {
        return { fields: await crm.listFields(crmObjectOfSalesforce(input.object)) };
      } catch (error) {
        throw crmFailure(error);
      }
    }),

  hubspotFields: accessProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/hubspot/fields',
        summary: 'HubSpot properties of an object',
        tags,
        permission: null,
        errors: crmCallErrors,
      },
    })
    .input(hubspotFieldsQuerySchema)
    .output(crmFieldsAnswerSchema)
    .query(async ({ ctx, input }) => {
      const crm = await requireConnectedProvider(ctx, 'hubspot');
      try {
        return { fields: await crm.listFields(crmObjectOfHubspot(input.objectType)) };
      } catch (error) {
        throw crmFailure(error);
      }
    }),

  createSalesforceField: accessProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/crm/create-field',
        summary: 'Create a Salesforce custom field',
        tags,
        permission: null,
        errors: [...crmCallErrors, 409],
      },
    })
    .input(createSalesforceFieldSchema)
    .output(crmFieldCreatedSchema)
    .mutation(async ({ ctx, input }) => {
      const crm = await requireConnectedProvider(ctx, 'salesforce');
      try {
        const field = await crm.createField({
          object: crmObjectOfSalesforce(input.objectType),
          name: input.fieldName,
          label: input.fieldLabel,
          type: input.fieldType,
          description: input.description,
          length: input.length,
          required: input.required,
          unique: input.unique,
          picklistValues: input.picklistValues,
        });
        const { warning, ...created } = field;
        // Created, but the sync cannot write it until an admin grants access: the answer says what.
        const message = `Field ${created.id} created on ${input.objectType}`;
        return { success: true, message: warning ? `${message}. ${warning}` : message, field: created };
      } catch (error) {
        throw crmFailure(error);
      }
    }),

  createHubspotProperty: accessProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/hubspot/create-property',
        summary: 'Create a HubSpot property',
        tags,
        permission: null,
        errors: [...crmCallErrors, 409],
      },
    })
    .input(createHubspotPropertySchema)
    .output(crmFieldCreatedSchema)
    .mutation(async ({ ctx, input }) => {
      const crm = await requireConnectedProvider(ctx, 'hubspot');
      try {
        const field = await crm.createField({
          object: crmObjectOfHubspot(input.objectType),
          name: input.fieldName,
          label: input.fieldLabel,
          type: input.fieldType,
          description: input.description,
          groupName: input.groupName,
          options: input.options,
        });
        const { warning, ...created } = field;
        const message = `Property ${created.id} created on ${input.objectType}`;
        return { success: true, message: warning ? `${message}. ${warning}` : message, field: created };
      } catch (error) {
        throw crmFailure(error);
      }
    }),
};
