/** Prospect columns a found value can be applied to; other values are facts shown beside them. */
export const applicableFields = ['firstName', 'lastName', 'phone', 'linkedinUrl', 'timeZone'] as const;
export type ApplicableField = (typeof applicableFields)[number];

export const factFields = [
  'emailKind',
  'companyDomain',
  'companyName',
  'seniority',
  'department',
  'phoneCountry',
  'phoneLineType',
  'emailPattern',
] as const;

export const enrichmentFields = [...applicableFields, ...factFields] as const;
export type EnrichmentField = (typeof enrichmentFields)[number];

/** One value a rule found, before it is stored: what, where from, how sure (0-100). */
export interface FoundValue {
  field: EnrichmentField;
  value: string;
  /** The rule or provider: "Rules: work email", "Rules: libphonenumber". */
  source: string;
  confidence: number;
}

export const isApplicable = (field: EnrichmentField): field is ApplicableField =>
  (applicableFields as readonly string[]).includes(field);
