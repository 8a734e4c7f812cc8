import type { CrmObject, CrmProviderKey } from '@leadpath/core';
import type { CrmField } from '@leadpath/integrations';

type StandardField = [id: string, label: string, type: string, required?: boolean];

function standard(fields: StandardField[]): CrmField[] {
  return fields.map(([id, label, type, required = false]) => ({
    id,
    label,
    type,
    required,
    createable: true,
    updateable: true,
    custom: false,
  }));
}

/** The standard fields of the sandbox CRM, named as the real Salesforce and HubSpot name them. */
export const sandboxStandardFields: Record<CrmProviderKey, Record<CrmObject, CrmField[]>> = {
  salesforce: {
    contact: standard([
      ['FirstName', 'First Name', 'string'],
      ['LastName', 'Last Name', 'string', true],
      ['Email', 'Email', 'email'],
      ['Phone', 'Business Phone', 'phone'],
      ['MobilePhone', 'Mobile Phone', 'phone'],
      ['Title', 'Title', 'string'],
      ['Department', 'Department', 'string'],
      ['LeadSource', 'Lead Source', 'picklist'],
      ['Description', 'Contact Description', 'textarea'],
      ['AccountId', 'Account ID', 'reference'],
    ]),
    account: standard([
      ['Name', 'Account Name', 'string', true],
      ['Website', 'Website', 'url'],
      ['Industry', 'Industry', 'picklist'],
      ['NumberOfEmployees', 'Employees', 'int'],
      ['BillingCity', 'Billing City', 'string'],
      ['Description', 'Account Description', 'textarea'],
    ]),
  },
  hubspot: {
    contact: standard([
      ['email', 'Email', 'string'],
      ['firstname', 'First Name', 'string'],
      ['lastname', 'Last Name', 'string'],
      ['phone', 'Phone Number', 'string'],
      ['mobilephone', 'Mobile Phone Number', 'string'],
      ['jobtitle', 'Job Title', 'string'],
      ['company', 'Company Name', 'string'],
      ['website', 'Website URL', 'string'],
      ['lifecyclestage', 'Lifecycle Stage', 'enumeration'],
    ]),
    account: standard([
      ['name', 'Company name', 'string'],
      ['domain', 'Company Domain Name', 'string'],
      ['industry', 'Industry', 'enumeration'],
      ['numberofemployees', 'Number of Employees', 'number'],
      ['city', 'City', 'string'],
      ['description', 'Description', 'string'],
    ]),
  },
};

/** Record id prefixes as the real CRMs shape them (Salesforce 003/001 keys, HubSpot numbers). */
export function sandboxRecordIdOf(provider: CrmProviderKey, object: CrmObject, sequence: string): string {
  if (provider === 'hubspot') return String(Number.parseInt(sequence.replace(/-/g, '').slice(0, 10), 16));
  return `${object === 'contact' ? '003' : '001'}SBX${sequence.replace(/-/g, '').slice(0, 12).toUpperCase()}`;
}
