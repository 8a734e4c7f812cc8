import { describe, expect, it } from 'vitest';
import {
  defaultFieldMappings,
  hubspotOptionValueOf,
  hubspotPropertyNameOf,
  missingRequiredMappings,
  requiredFieldMappings,
  salesforceApiNameOf,
  withRequiredFlags,
} from './crm-fields.ts';
import {
  createHubspotPropertySchema,
  createSalesforceFieldSchema,
  FILL_REQUIRED_FIELDS,
  HUBSPOT_GROUP_REQUIRED,
  HUBSPOT_NAME_AND_LABEL_REQUIRED,
  HUBSPOT_OPTION_REQUIRED,
  HUBSPOT_OPTIONS_INCOMPLETE,
  INVALID_SALESFORCE_API_NAME,
  PICKLIST_VALUE_REQUIRED,
} from './schemas/crm.ts';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('salesforceApiNameOf (spec §5)', () => {
  it.each([
    ['LinkedIn Profile', 'LinkedIn_Profile__c'],
    ['Deal size ($)', 'Deal_size__c'],
    ['  Lead   source  ', 'Lead_source__c'],
    ['2024 Budget', 'X2024_Budget__c'],
    ['e-mail #2', 'email_2__c'],
    ['Région', 'Rgion__c'],
    ['', ''],
    ['!!!', ''],
  ])('%j becomes %j', (label, apiName) => {
    expect(salesforceApiNameOf(label)).toBe(apiName);
  });
});

describe('hubspotOptionValueOf (spec §5)', () => {
  it.each([
    ['Hot Lead', 'hot_lead'],
    ['B2B / SaaS', 'b2b___saas'],
    ['Tier-1', 'tier_1'],
    ['  Cold  ', 'cold'],
  ])('%j becomes %j', (label, value) => {
    expect(hubspotOptionValueOf(label)).toBe(value);
  });

  it('names a property from its label by the same rule', () => {
    expect(hubspotPropertyNameOf('Lead Temperature')).toBe('lead_temperature');
  });
});

describe('default and required mappings (spec §5, §9)', () => {
  it('each provider has defaults with unique lead fields', () => {
    for (const provider of ['salesforce', 'hubspot'] as const) {
      const mappings = defaultFieldMappings(provider);
      expect(mappings.length).toBeGreaterThan(4);
      expect(new Set(mappings.map((m) => m.sourceField)).size).toBe(mappings.length);
      expect(mappings.every((m) => m.enabled)).toBe(true);
    }
  });

  it('Salesforce requires LastName and the Account Name; HubSpot requires the email', () => {
    expect(requiredFieldMappings('salesforce').map((m) => `${m.sourceField}->${m.targetField}`)).toEqual([
      'lastName->LastName',
      'companyName->Name',
    ]);
    expect(requiredFieldMappings('hubspot').map((m) => m.targetField)).toEqual(['email']);
  });

  it('finds a required mapping that was removed, disabled or retargeted', () => {
    const defaults = defaultFieldMappings('hubspot');
    expect(missingRequiredMappings('hubspot', defaults)).toEqual([]);
    expect(missingRequiredMappings('hubspot', defaults.slice(1))).toHaveLength(1);
    const disabled = defaults.map((m) => (m.sourceField === 'email' ? { ...m, enabled: false } : m));
    expect(missingRequiredMappings('hubspot', disabled)).toHaveLength(1);
    const moved = defaults.map((m) => (m.sourceField === 'email' ? { ...m, targetField: 'work_email' } : m));
    expect(missingRequiredMappings('hubspot', moved)).toHaveLength(1);
  });

  it('sets the required flag from the provider, not from the input', () => {
    const flagged = withRequiredFlags('salesforce', [
      { sourceField: 'lastName' as const, targetField: 'LastName', required: false },
      { sourceField: 'email' as const, targetField: 'Email', required: true },
    ]);
    expect(flagged.map((m) => m.required)).toEqual([true, false]);
  });
});

describe('createSalesforceFieldSchema (spec §5)', () => {
  const base = { objectType: 'Contact', fieldLabel: 'Lead source', fieldName: 'Lead_source__c' } as const;

  it('needs a label and an API name', () => {
    expect(
      firstMessage(createSalesforceFieldSchema.safeParse({ ...base, fieldType: 'Text', fieldLabel: ' ' })),
    ).toBe(FILL_REQUIRED_FIELDS);
    expect(
      firstMessage(createSalesforceFieldSchema.safeParse({ ...base, fieldType: 'Text', fieldName: '' })),
    ).toBe(FILL_REQUIRED_FIELDS);
  });

  it('checks the API name shape', () => {
    for (const fieldName of ['Lead source__c', '1Lead__c', 'Lead__x', 'Lead__source__c', 'Lead___c']) {
      expect(
        firstMessage(createSalesforceFieldSchema.safeParse({ ...base, fieldType: 'Text', fieldName })),
      ).toBe(INVALID_SALESFORCE_API_NAME);
    }
  });

  it('needs a non-empty picklist value for a Picklist', () => {
    const picklist = { ...base, fieldType: 'Picklist' as const };
    expect(firstMessage(createSalesforceFieldSchema.safeParse(picklist))).toBe(PICKLIST_VALUE_REQUIRED);
    expect(
      firstMessage(createSalesforceFieldSchema.safeParse({ ...picklist, picklistValues: ['', ' '] })),
    ).toBe(PICKLIST_VALUE_REQUIRED);
    const parsed = createSalesforceFieldSchema.parse({ ...picklist, picklistValues: ['Web', '', 'Event'] });
    expect(parsed.picklistValues).toEqual(['Web', 'Event']);
  });

  it('keeps a length only for Text and TextArea, default 255', () => {
    expect(createSalesforceFieldSchema.parse({ ...base, fieldType: 'Text' }).length).toBe(255);
    expect(createSalesforceFieldSchema.parse({ ...base, fieldType: 'TextArea', length: 1000 }).length).toBe(
      1000,
    );
    expect(
      createSalesforceFieldSchema.parse({ ...base, fieldType: 'Number', length: 80 }).length,
    ).toBeUndefined();
    expect(createSalesforceFieldSchema.safeParse({ ...base, fieldType: 'Text', length: 256 }).success).toBe(
      false,
    );
  });
});

describe('createHubspotPropertySchema (spec §5)', () => {
  const base = {
    objectType: 'contacts',
    fieldName: 'lead_temperature',
    fieldLabel: 'Lead temperature',
  } as const;

  it('needs a name and a label', () => {
    expect(
      firstMessage(createHubspotPropertySchema.safeParse({ ...base, fieldType: 'string', fieldName: '' })),
    ).toBe(HUBSPOT_NAME_AND_LABEL_REQUIRED);
    expect(
      firstMessage(createHubspotPropertySchema.safeParse({ ...base, fieldType: 'string', fieldLabel: '' })),
    ).toBe(HUBSPOT_NAME_AND_LABEL_REQUIRED);
  });

  it('needs at least one option, each with label and value, for a dropdown', () => {
    const dropdown = { ...base, fieldType: 'enumeration' as const };
    expect(firstMessage(createHubspotPropertySchema.safeParse(dropdown))).toBe(HUBSPOT_OPTION_REQUIRED);
    expect(
      firstMessage(
        createHubspotPropertySchema.safeParse({ ...dropdown, options: [{ label: 'Hot', value: '' }] }),
      ),
    ).toBe(HUBSPOT_OPTIONS_INCOMPLETE);
    const parsed = createHubspotPropertySchema.parse({
      ...dropdown,
      options: [{ label: 'Hot', value: 'hot' }],
    });
    expect(parsed.groupName).toBe('contactinformation');
    expect(parsed.options).toEqual([{ label: 'Hot', value: 'hot' }]);
  });

  it("takes a group of the property's own object; without one, the object's information group", () => {
    const text = { ...base, fieldType: 'string' as const };
    expect(createHubspotPropertySchema.parse(text).groupName).toBe('contactinformation');
    expect(createHubspotPropertySchema.parse({ ...text, objectType: 'companies' }).groupName).toBe(
      'companyinformation',
    );
    expect(
      firstMessage(
        createHubspotPropertySchema.safeParse({
          ...text,
          objectType: 'companies',
          groupName: 'contactinformation',
        }),
      ),
    ).toBe(HUBSPOT_GROUP_REQUIRED);
    expect(
      firstMessage(createHubspotPropertySchema.safeParse({ ...text, groupName: 'companyinformation' })),
    ).toBe(HUBSPOT_GROUP_REQUIRED);
  });

  it('drops options from a property that is not a dropdown', () => {
    const parsed = createHubspotPropertySchema.parse({
      ...base,
      fieldType: 'string',
      options: [{ label: 'x', value: 'x' }],
    });
    expect(parsed.options).toEqual([]);
  });
});
