/**
 * E.164 normalisation for the dialer. A deliberately small rule instead of libphonenumber: the
 * carrier only needs "+" and 8 to 15 digits with a country code; a number the carrier then refuses
 * is counted as a failure and skipped after repeated failures.
 */

export type PhoneNumberResult = { ok: true; number: string } | { ok: false; reason: string };

export const NO_NUMBER = 'No phone number';
export const BAD_NUMBER = (raw: string) =>
  `"${raw}" is not a phone number that can be dialled (E.164 needs a country code and 8 to 15 digits)`;

/** Letters people write for extensions: the extension is not part of the number dialled. */
const EXTENSION = /\s*(?:ext\.?|x|#)\s*\d+\s*$/i;

/**
 * The number in E.164 (+<country code><number>). A number written without "+" or "00" is national:
 * its trunk 0 is dropped and defaultCountryCode put in front (North American numbers given as
 * 1 + ten digits keep their 1).
 */
export function toE164(raw: string, defaultCountryCode: string): PhoneNumberResult {
  const written = raw.trim().replace(EXTENSION, '');
  if (written === '') return { ok: false, reason: NO_NUMBER };
  if (/[^\d\s().\-+/]/.test(written)) return { ok: false, reason: BAD_NUMBER(raw.trim()) };
  const digits = written.replace(/\D/g, '');
  let international: string;
  if (written.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else if (defaultCountryCode === '1' && digits.length === 11 && digits.startsWith('1'))
    international = digits;
  else international = `${defaultCountryCode}${digits.replace(/^0/, '')}`;
  if (international.length < 8 || international.length > 15 || international.startsWith('0'))
    return { ok: false, reason: BAD_NUMBER(raw.trim()) };
  return { ok: true, number: `+${international}` };
}
