import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

export interface PhoneFacts {
  e164: string;
  /** ISO 3166-1 alpha-2, e.g. "FR". */
  country: string | null;
  /** mobile, fixed-line, voip, toll-free, … or null when the number does not say. */
  lineType: string | null;
}

/**
 * A typed number to E.164 with its country and line type (libphonenumber's metadata). A number
 * without "+" is read in `defaultCountry` (the company's or sender's) when one is known.
 */
export function phoneFacts(raw: string, defaultCountry?: string): PhoneFacts | null {
  if (!raw.trim()) return null;
  const parsed = parsePhoneNumberFromString(raw, defaultCountry as CountryCode | undefined);
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  return {
    e164: parsed.number,
    country: parsed.country ?? null,
    lineType: type ? type.toLowerCase().replace(/_/g, '-') : null,
  };
}
