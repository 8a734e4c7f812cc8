/** The CRM rules of spec §5 and §9: providers, lead fields, default and required mappings, name derivations. */

export const crmProviders = ['salesforce', 'hubspot'] as const;
export type CrmProviderKey = (typeof crmProviders)[number];

export const crmProviderLabels: Record<CrmProviderKey, string> = {
  salesforce: 'Salesforce',
  hubspot: 'HubSpot',
};

/** A CRM record kind, named the provider-neutral way; each provider spells it its own way. */
export const crmObjects = ['contact', 'account'] as const;
export type CrmObject = (typeof crmObjects)[number];

export const salesforceObjects = ['Contact', 'Account'] as const;
export type SalesforceObject = (typeof salesforceObjects)[number];
export const hubspotObjectTypes = ['contacts', 'companies'] as const;
export type HubspotObjectType = (typeof hubspotObjectTypes)[number];

export const salesforceObjectOf: Record<CrmObject, SalesforceObject> = {
  contact: 'Contact',
  account: 'Account',
};
export const hubspotObjectTypeOf: Record<CrmObject, HubspotObjectType> = {
  contact: 'contacts',
  account: 'companies',
};

export function crmObjectOfSalesforce(object: SalesforceObject): CrmObject {
  return object === 'Contact' ? 'contact' : 'account';
}
export function crmObjectOfHubspot(objectType: HubspotObjectType): CrmObject {
  return objectType === 'contacts' ? 'contact' : 'account';
}

/** The lead data a mapping can send: prospect fields go to contacts, company fields to accounts. */
export const leadSourceFields = [
  { key: 'firstName', label: 'First name', object: 'contact' },
  { key: 'lastName', label: 'Last name', object: 'contact' },
  { key: 'email', label: 'Email', object: 'contact' },
  { key: 'phone', label: 'Phone', object: 'contact' },
  { key: 'title', label: 'Job title', object: 'contact' },
  { key: 'linkedinUrl', label: 'LinkedIn profile', object: 'contact' },
  { key: 'status', label: 'Lead status', object: 'contact' },
  { key: 'companyName', label: 'Company name', object: 'account' },
  { key: 'companyDomain', label: 'Company domain', object: 'account' },
  { key: 'companyIndustry', label: 'Company industry', object: 'account' },
  { key: 'companySize', label: 'Company size', object: 'account' },
  { key: 'companyLocation', label: 'Company location', object: 'account' },
] as const satisfies readonly { key: string; label: string; object: CrmObject }[];

export type LeadSourceField = (typeof leadSourceFields)[number]['key'];
export const leadSourceFieldKeys = leadSourceFields.map((field) => field.key) as [
  LeadSourceField,
  ...LeadSourceField[],
];

export function leadSourceFieldOf(key: LeadSourceField) {
  return leadSourceFields.find((field) => field.key === key) ?? leadSourceFields[0];
}

/** The one lead field that includeLinkedInProfile switches on and off. */
export const LINKEDIN_SOURCE_FIELD: LeadSourceField = 'linkedinUrl';

export interface FieldMapping {
  id: string;
  sourceField: LeadSourceField;
  targetField: string;
  enabled: boolean;
  required: boolean;
}

type MappingSeed = [LeadSourceField, string, boolean];

// [lead field, CRM field, required]: the CRM refuses a contact or account without the required ones.
const defaultMappingSeeds: Record<CrmProviderKey, MappingSeed[]> = {
  salesforce: [
    ['firstName', 'FirstName', false],
    ['lastName', 'LastName', true],
    ['email', 'Email', false],
    ['phone', 'Phone', false],
    ['title', 'Title', false],
    ['companyName', 'Name', true],
    ['companyDomain', 'Website', false],
    ['companyIndustry', 'Industry', false],
  ],
  hubspot: [
    ['email', 'email', true],
    ['firstName', 'firstname', false],
    ['lastName', 'lastname', false],
    ['phone', 'phone', false],
    ['title', 'jobtitle', false],
    ['companyName', 'name', false],
    ['companyDomain', 'domain', false],
  ],
};

/** The mappings a provider starts with (spec §9), also used when the CRM fields cannot be fetched. */
export function defaultFieldMappings(provider: CrmProviderKey): FieldMapping[] {
  return defaultMappingSeeds[provider].map(([sourceField, targetField, required]) => ({
    id: `${provider}-${sourceField}`,
    sourceField,
    targetField,
    enabled: true,
    required,
  }));
}

export function requiredFieldMappings(provider: CrmProviderKey): FieldMapping[] {
  return defaultFieldMappings(provider).filter((mapping) => mapping.required);
}

/** The required mappings that the given list removed, disabled or pointed elsewhere. */
export function missingRequiredMappings(
  provider: CrmProviderKey,
  mappings: readonly Pick<FieldMapping, 'sourceField' | 'targetField' | 'enabled'>[],
): FieldMapping[] {
  return requiredFieldMappings(provider).filter(
    (required) =>
      !mappings.some(
        (mapping) =>
          mapping.enabled &&
          mapping.sourceField === required.sourceField &&
          mapping.targetField === required.targetField,
      ),
  );
}

/** Marks each mapping required exactly when the provider requires it; the client's flag is not trusted. */
export function withRequiredFlags<T extends Pick<FieldMapping, 'sourceField' | 'targetField'>>(
  provider: CrmProviderKey,
  mappings: readonly T[],
): (T & { required: boolean })[] {
  const required = requiredFieldMappings(provider);
  return mappings.map((mapping) => ({
    ...mapping,
    required: required.some(
      (item) => item.sourceField === mapping.sourceField && item.targetField === mapping.targetField,
    ),
  }));
}

/**
 * Salesforce custom field API name (spec §5): non-alphanumerics removed, spaces become underscores,
 * a leading digit gets an X prefix, and it ends with __c.
 */
export function salesforceApiNameOf(label: string): string {
  const words = label
    .replace(/[^A-Za-z0-9\s]/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return '';
  const base = words.join('_');
  return `${/^[0-9]/.test(base) ? `X${base}` : base}__c`;
}

/** HubSpot option value (spec §5): lowercase, non-alphanumerics become underscores. */
export function hubspotOptionValueOf(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '_');
}

/** HubSpot internal property name from its label, by the same rule as option values. */
export function hubspotPropertyNameOf(label: string): string {
  return hubspotOptionValueOf(label);
}
