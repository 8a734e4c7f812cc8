import { z } from 'zod';
import {
  DEFAULT_TEXT_FIELD_LENGTH,
  hubspotFieldTypes,
  hubspotGroups,
  hubspotGroupsOf,
  salesforceFieldTypes,
} from '../constants.ts';
import { crmProviders, hubspotObjectTypes, leadSourceFieldKeys, salesforceObjects } from '../crm-fields.ts';

export const FILL_REQUIRED_FIELDS = 'Please fill in required fields';
export const PICKLIST_VALUE_REQUIRED = 'Please add at least one picklist value';
export const HUBSPOT_NAME_AND_LABEL_REQUIRED = 'Field name and label are required';
export const HUBSPOT_OPTION_REQUIRED = 'At least one option is required for dropdown fields';
export const HUBSPOT_OPTIONS_INCOMPLETE = 'All dropdown options must have both label and value';
export const HUBSPOT_GROUP_REQUIRED = 'Choose a property group';
export const INVALID_SALESFORCE_API_NAME =
  'The API name may use letters, numbers and single underscores, must start with a letter and end with __c';
export const INVALID_HUBSPOT_NAME =
  'The field name may use lowercase letters, numbers and underscores and must start with a letter';
export const REQUIRED_MAPPING_REMOVED = 'Required mappings cannot be removed';

/** Longest Text field Salesforce allows; a TextArea above 255 becomes a long text area. */
export const MAX_TEXT_FIELD_LENGTH = 255;
export const MAX_TEXT_AREA_LENGTH = 131_072;

export const crmProviderSchema = z.enum(crmProviders, { error: 'Choose Salesforce or HubSpot' });

export const fieldMappingSchema = z.object({
  id: z.string().trim().min(1).max(100),
  sourceField: z.enum(leadSourceFieldKeys, { error: 'Unknown lead field' }),
  targetField: z.string().trim().min(1, { error: 'Choose a CRM field for every mapping' }).max(120),
  enabled: z.boolean(),
  required: z.boolean().default(false),
});
export type FieldMappingInput = z.infer<typeof fieldMappingSchema>;

/** PATCH /api/crm/settings: any subset of the settings of spec §3. */
export const updateCrmSettingsSchema = z.object({
  enabled: z.boolean().optional(),
  provider: crmProviderSchema.nullable().optional(),
  syncLeadsEnabled: z.boolean().optional(),
  autoCreateAccounts: z.boolean().optional(),
  autoCreateContacts: z.boolean().optional(),
  includeLinkedInProfile: z.boolean().optional(),
  fieldMappings: z
    .array(fieldMappingSchema)
    .max(50)
    .refine((list) => new Set(list.map((item) => item.sourceField)).size === list.length, {
      error: 'Each lead field can be mapped only once',
    })
    .optional(),
});
export type UpdateCrmSettingsInput = z.infer<typeof updateCrmSettingsSchema>;

/** GET /api/crm/fields?object=Contact|Account&provider=salesforce */
export const salesforceFieldsQuerySchema = z.object({
  object: z.enum(salesforceObjects, { error: 'object must be Contact or Account' }),
  provider: z.literal('salesforce', { error: 'provider must be salesforce' }).default('salesforce'),
});

/** GET /api/hubspot/fields?objectType=contacts|companies */
export const hubspotFieldsQuerySchema = z.object({
  objectType: z.enum(hubspotObjectTypes, { error: 'objectType must be contacts or companies' }),
});

const optionalDescription = z
  .string()
  .trim()
  .max(1000, { error: 'The description must be at most 1000 characters' })
  .optional()
  .transform((value) => value ?? '');

/** POST /api/crm/create-field (spec §5, Salesforce custom field). */
export const createSalesforceFieldSchema = z
  .object({
    objectType: z.enum(salesforceObjects, { error: 'objectType must be Contact or Account' }),
    fieldName: z.string().trim().default(''),
    fieldLabel: z.string().trim().max(40, { error: 'The label must be at most 40 characters' }).default(''),
    fieldType: z.enum(salesforceFieldTypes, { error: 'Choose a field type' }),
    length: z.coerce.number().int().optional(),
    description: optionalDescription,
    required: z.boolean().default(false),
    unique: z.boolean().default(false),
    picklistValues: z.array(z.string().trim()).max(500).default([]),
  })
  .superRefine((input, ctx) => {
    if (!input.fieldLabel || !input.fieldName) {
      ctx.addIssue({ code: 'custom', path: ['fieldLabel'], message: FILL_REQUIRED_FIELDS });
      return;
    }
    if (!isValidSalesforceApiName(input.fieldName)) {
      ctx.addIssue({ code: 'custom', path: ['fieldName'], message: INVALID_SALESFORCE_API_NAME });
    }
    if (input.fieldType === 'Picklist' && !input.picklistValues.some((value) => value !== '')) {
      ctx.addIssue({ code: 'custom', path: ['picklistValues'], message: PICKLIST_VALUE_REQUIRED });
    }
    const max = input.fieldType === 'Text' ? MAX_TEXT_FIELD_LENGTH : MAX_TEXT_AREA_LENGTH;
    if (
      hasLength(input.fieldType) &&
      input.length !== undefined &&
      (input.length < 1 || input.length > max)
    ) {
      ctx.addIssue({ code: 'custom', path: ['length'], message: `The length must be between 1 and ${max}` });
    }
  })
  .transform((input) => ({
    ...input,
    // A length means something only for Text and TextArea (spec §5), default 255.
    length: hasLength(input.fieldType) ? (input.length ?? DEFAULT_TEXT_FIELD_LENGTH) : undefined,
    picklistValues:
      input.fieldType === 'Picklist' ? input.picklistValues.filter((value) => value !== '') : [],
  }));
export type CreateSalesforceFieldInput = z.input<typeof createSalesforceFieldSchema>;
export type CreateSalesforceField = z.output<typeof createSalesforceFieldSchema>;

/** Salesforce's rule: starts with a letter, no double or trailing underscore before the __c suffix. */
export function isValidSalesforceApiName(name: string): boolean {
  if (!name.endsWith('__c') || name.length > 43) return false;
  const base = name.slice(0, -3);
  return /^[A-Za-z][A-Za-z0-9_]*$/.test(base) && !base.includes('__') && !base.endsWith('_');
}

export function hasLength(fieldType: (typeof salesforceFieldTypes)[number]): boolean {
  return fieldType === 'Text' || fieldType === 'TextArea';
}

export const hubspotOptionSchema = z.object({
  label: z.string().trim().default(''),
  value: z.string().trim().default(''),
});

/** POST /api/hubspot/create-property (spec §5, HubSpot property). */
export const createHubspotPropertySchema = z
  .object({
    objectType: z.enum(hubspotObjectTypes, { error: 'objectType must be contacts or companies' }),
    fieldName: z.string().trim().default(''),
    fieldLabel: z.string().trim().max(100, { error: 'The label must be at most 100 characters' }).default(''),
    fieldType: z.enum(hubspotFieldTypes, { error: 'Choose a field type' }),
    description: optionalDescription,
    /** One of the object's own groups; left out: the object's information group (contactinformation, companyinformation). */
    groupName: z.enum(hubspotGroups, { error: HUBSPOT_GROUP_REQUIRED }).optional(),
    options: z.array(hubspotOptionSchema).max(500).default([]),
  })
  .superRefine((input, ctx) => {
    if (!input.fieldName || !input.fieldLabel) {
      ctx.addIssue({ code: 'custom', path: ['fieldName'], message: HUBSPOT_NAME_AND_LABEL_REQUIRED });
      return;
    }
    if (!/^[a-z][a-z0-9_]*$/.test(input.fieldName) || input.fieldName.length > 100) {
      ctx.addIssue({ code: 'custom', path: ['fieldName'], message: INVALID_HUBSPOT_NAME });
    }
    if (
      input.groupName &&
      !(hubspotGroupsOf[input.objectType] as readonly string[]).includes(input.groupName)
    ) {
      ctx.addIssue({ code: 'custom', path: ['groupName'], message: HUBSPOT_GROUP_REQUIRED });
    }
    if (input.fieldType !== 'enumeration') return;
    if (input.options.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: HUBSPOT_OPTION_REQUIRED });
    } else if (input.options.some((option) => !option.label || !option.value)) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: HUBSPOT_OPTIONS_INCOMPLETE });
    }
  })
  .transform((input) => ({
    ...input,
    groupName: input.groupName ?? hubspotGroupsOf[input.objectType][0],
    options: input.fieldType === 'enumeration' ? input.options : [],
  }));
export type CreateHubspotPropertyInput = z.input<typeof createHubspotPropertySchema>;
export type CreateHubspotProperty = z.output<typeof createHubspotPropertySchema>;
