import {
  type FieldMapping,
  type LeadSourceField,
  LINKEDIN_SOURCE_FIELD,
  leadSourceFieldOf,
} from '@leadpath/core';
import type { CompanyRow, ProspectRow } from '@leadpath/db';
import type { CrmFieldValue } from '@leadpath/integrations';

/** The value of one lead field for a prospect and its company. */
function leadValueOf(
  source: LeadSourceField,
  prospect: ProspectRow | null,
  company: CompanyRow | null,
): string {
  switch (source) {
    case 'companyName':
      return company?.name ?? '';
    case 'companyDomain':
      return company?.domain ?? '';
    case 'companyIndustry':
      return company?.industry ?? '';
    case 'companySize':
      return company?.size ?? '';
    case 'companyLocation':
      return company?.location ?? '';
    default:
      return prospect ? String(prospect[source] ?? '') : '';
  }
}

/** The enabled mappings, split by the object they fill; the LinkedIn field only when the option says so. */
export function activeMappingsOf(mappings: readonly FieldMapping[], includeLinkedInProfile: boolean) {
  const active = mappings.filter(
    (mapping) => mapping.enabled && (includeLinkedInProfile || mapping.sourceField !== LINKEDIN_SOURCE_FIELD),
  );
  return {
    contact: active.filter((mapping) => leadSourceFieldOf(mapping.sourceField).object === 'contact'),
    account: active.filter((mapping) => leadSourceFieldOf(mapping.sourceField).object === 'account'),
  };
}

/**
 * The CRM fields of one record. An empty lead value is null for a record updated (`clear`: it was
 * synced before, so a field emptied here clears the CRM's value) and left out of a record created.
 */
export function crmFieldsOf(
  mappings: readonly FieldMapping[],
  prospect: ProspectRow | null,
  company: CompanyRow | null,
  options: { clear?: boolean } = {},
): Record<string, CrmFieldValue> {
  const fields: Record<string, CrmFieldValue> = {};
  for (const mapping of mappings) {
    const value = leadValueOf(mapping.sourceField, prospect, company).trim();
    if (value !== '') fields[mapping.targetField] = value;
    else if (options.clear) fields[mapping.targetField] = null;
  }
  return fields;
}
