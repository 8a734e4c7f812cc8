/**
 * Phone numbers to E.164, once for every area (the dialer, enrichment): libphonenumber-js with its
 * full metadata, Google's numbering plans kept current, instead of rules of our own.
 * A subpath export (`@leadpath/core/phone-number`) so the web bundle does not carry the metadata.
 */
import {
  type CountryCode,
  Metadata,
  type PhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';

export type PhoneNumberResult = { ok: true; number: string } | { ok: false; reason: string };

export const NO_NUMBER = 'No phone number';
export const BAD_NUMBER = (raw: string) =>
  `"${raw}" is not a phone number that can be dialled (check the country code and the digits)`;

/** Where a number written without "+" is read: a country (ISO 3166-1 alpha-2) or a calling code. */
export type NumberHome = { country: string } | { callingCode: string };

/** The main country of a calling code (1 → US, 44 → GB): its trunk and international prefixes apply. */
function mainCountry(callingCode: string): CountryCode | undefined {
  // The method exists on the library's Metadata class (its first country is the main one) but is untyped.
  const metadata = new Metadata() as unknown as {
    getCountryCodesForCallingCode(code: string): string[] | undefined;
  };
  return metadata.getCountryCodesForCallingCode(callingCode)?.[0] as CountryCode | undefined;
}

function parsed(raw: string, home?: NumberHome): PhoneNumber | undefined {
  if (!home) return parsePhoneNumberFromString(raw);
  const country = 'country' in home ? (home.country as CountryCode) : mainCountry(home.callingCode);
  if (country) return parsePhoneNumberFromString(raw, country);
  return parsePhoneNumberFromString(raw, {
    defaultCallingCode: (home as { callingCode: string }).callingCode,
  });
}

/** A dialable number in E.164 (+<country code><number>); an extension is not part of it. */
export function toE164(raw: string, home?: NumberHome): PhoneNumberResult {
  const written = raw.trim();
  if (written === '') return { ok: false, reason: NO_NUMBER };
  const number = parsed(written, home);
  if (!number?.isValid()) return { ok: false, reason: BAD_NUMBER(written) };
  return { ok: true, number: number.number };
}

export interface PhoneFacts {
  e164: string;
  /** ISO 3166-1 alpha-2, e.g. "FR". */
  country: string | null;
  /** mobile, fixed-line, voip, toll-free, … or null when the number does not say. */
  lineType: string | null;
}

/** A typed number with its country and line type, or null when it is not a valid number. */
export function phoneFacts(raw: string, home?: NumberHome): PhoneFacts | null {
  if (!raw.trim()) return null;
  const number = parsed(raw, home);
  if (!number?.isValid()) return null;
  const type = number.getType();
  return {
    e164: number.number,
    country: number.country ?? null,
    lineType: type ? type.toLowerCase().replace(/_/g, '-') : null,
  };
}
