import { phoneFacts } from '@leadpath/core/phone-number';
import { timeZoneOfLocation } from '@leadpath/integrations';
import { companyNameFromDomain, emailDomainOf } from './email-domain.ts';
import { applyPattern, type EmailPattern } from './email-pattern.ts';
import type { FoundValue } from './found-value.ts';
import { normaliseLinkedinUrl } from './linkedin-url.ts';
import { splitFullName } from './name-split.ts';
import { titleFacts } from './title-rules.ts';

/** What the rules read: the prospect's own fields and its company's. */
export interface EnrichmentInput {
  firstName: string;
  lastName: string;
  title: string;
  email: string;
  phone: string;
  linkedinUrl: string;
  timeZone: string | null;
  companyName: string | null;
  companyLocation: string | null;
  /** The pattern known addresses at the email's domain follow (email-pattern.ts), when known. */
  domainPattern?: EmailPattern | null;
}

const RULES = 'Rules (offline)';

function emailValues(input: EnrichmentInput): FoundValue[] {
  const found = emailDomainOf(input.email);
  if (!found) return [];
  const values: FoundValue[] = [
    { field: 'emailKind', value: found.kind, source: `${RULES}: email domain lists`, confidence: 95 },
  ];
  if (found.kind !== 'work') return values;
  values.push({
    field: 'companyDomain',
    value: found.domain,
    source: `${RULES}: work email`,
    confidence: 90,
  });
  if (!input.companyName)
    values.push({
      field: 'companyName',
      value: companyNameFromDomain(found.domain),
      source: `${RULES}: guessed from the domain`,
      confidence: 50,
    });
  return values;
}

function nameValues(input: EnrichmentInput): FoundValue[] {
  if (input.lastName || !input.firstName.includes(' ')) return [];
  const split = splitFullName(input.firstName);
  if (!split?.lastName) return [];
  const source = `${RULES}: name split`;
  return [
    { field: 'firstName', value: split.firstName, source, confidence: 80 },
    { field: 'lastName', value: split.lastName, source, confidence: 80 },
  ];
}

function phoneValues(input: EnrichmentInput, locationZone: string | null): FoundValue[] {
  const facts = phoneFacts(input.phone);
  if (!facts) return [];
  const source = `${RULES}: libphonenumber`;
  const values: FoundValue[] = [];
  if (facts.e164 !== input.phone) values.push({ field: 'phone', value: facts.e164, source, confidence: 95 });
  if (facts.country) values.push({ field: 'phoneCountry', value: facts.country, source, confidence: 95 });
  if (facts.lineType) values.push({ field: 'phoneLineType', value: facts.lineType, source, confidence: 70 });
  const zone = facts.country ? timeZoneOfLocation(facts.country) : null;
  if (!input.timeZone && !locationZone && zone)
    values.push({ field: 'timeZone', value: zone, source: `${RULES}: the phone's country`, confidence: 70 });
  return values;
}

function otherValues(input: EnrichmentInput, locationZone: string | null): FoundValue[] {
  const values: FoundValue[] = [];
  const { seniority, department } = titleFacts(input.title);
  if (seniority)
    values.push({ field: 'seniority', value: seniority, source: `${RULES}: title`, confidence: 75 });
  if (department)
    values.push({ field: 'department', value: department, source: `${RULES}: title`, confidence: 70 });
  const linkedin = normaliseLinkedinUrl(input.linkedinUrl);
  if (linkedin && linkedin !== input.linkedinUrl)
    values.push({ field: 'linkedinUrl', value: linkedin, source: `${RULES}: LinkedIn URL`, confidence: 95 });
  if (!input.timeZone && locationZone)
    values.push({
      field: 'timeZone',
      value: locationZone,
      source: `${RULES}: company location`,
      confidence: 80,
    });
  return values;
}

function patternValue(input: EnrichmentInput): FoundValue[] {
  if (!input.domainPattern || input.email) return [];
  const local = applyPattern(input.domainPattern, input.firstName, input.lastName);
  return [
    {
      field: 'emailPattern',
      value: `${input.domainPattern} → ${local}@… (unverified)`,
      source: `${RULES}: addresses at the domain`,
      confidence: 40,
    },
  ];
}

/** Every value the embedded rules find for one prospect; pure, so bulk runs need no I/O per row. */
export function findValues(input: EnrichmentInput): FoundValue[] {
  const locationZone = input.companyLocation ? timeZoneOfLocation(input.companyLocation) : null;
  return [
    ...emailValues(input),
    ...nameValues(input),
    ...phoneValues(input, locationZone),
    ...otherValues(input, locationZone),
    ...patternValue(input),
  ];
}
