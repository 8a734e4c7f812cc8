import { z } from 'zod';

export const DOMAIN_REQUIRED = 'Please enter a domain';
export const DOMAIN_INVALID = 'Enter a domain name such as acme.com (no http://, no @, no path)';
export const DOMAIN_MAX_LENGTH = 253;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** Lower-case, trimmed, one trailing dot dropped: `Acme.COM.` is `acme.com`. */
export const normalizeDomainInput = (value: string) => value.trim().toLowerCase().replace(/\.$/, '');

/** A registrable-looking host name: two labels or more, letters/digits/hyphens, a top level of letters. */
export function isDomainName(value: string): boolean {
  if (value.length === 0 || value.length > DOMAIN_MAX_LENGTH) return false;
  const labels = value.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((label) => LABEL.test(label))) return false;
  const top = labels[labels.length - 1] ?? '';
  return /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(top);
}

export const domainNameSchema = z
  .string({ error: DOMAIN_REQUIRED })
  .transform(normalizeDomainInput)
  .refine((value) => value.length > 0, { error: DOMAIN_REQUIRED })
  .refine((value) => value.length === 0 || isDomainName(value), { error: DOMAIN_INVALID });

/** Add a sending domain (Domains page, POST /api/domains). */
export const addDomainSchema = z.object({ domain: domainNameSchema });
export type AddDomainInput = z.input<typeof addDomainSchema>;

export const domainIdSchema = z.object({ id: z.string().min(1).max(100) });

/** The record kinds, in the order the page shows them. */
export const domainRecordKinds = ['spf', 'dkim', 'dmarc', 'mx'] as const;
export type DomainRecordKindName = (typeof domainRecordKinds)[number];

/** Publish a domain's records in the built-in demo zone (DNS_RESOLVER=demo only). */
export const publishDemoRecordsSchema = z.object({
  id: z.string().min(1).max(100),
  /** Which records; absent: all four. */
  kinds: z.array(z.enum(domainRecordKinds)).min(1).max(4).optional(),
});

export const DEMO_RECORD_VALUE_REQUIRED = 'Please enter the record value';
export const DEMO_RECORD_VALUE_MAX_LENGTH = 4096;

/** Set one record of the demo zone to any value (to try out a wrong record); DNS_RESOLVER=demo only. */
export const setDemoRecordSchema = z.object({
  id: z.string().min(1).max(100),
  kind: z.enum(domainRecordKinds),
  value: z
    .string({ error: DEMO_RECORD_VALUE_REQUIRED })
    .trim()
    .min(1, { error: DEMO_RECORD_VALUE_REQUIRED })
    .max(DEMO_RECORD_VALUE_MAX_LENGTH, {
      error: `The value can be at most ${DEMO_RECORD_VALUE_MAX_LENGTH} characters`,
    }),
});

/** The most characters one string of a TXT record holds (RFC 1035 character-string: a length byte). */
export const TXT_STRING_MAX_LENGTH = 255;

/** A TXT value cut into strings of at most 255 characters, in order; DNS joins them back into one value. */
export function txtRecordStrings(value: string): string[] {
  const strings: string[] = [];
  for (let start = 0; start < value.length; start += TXT_STRING_MAX_LENGTH)
    strings.push(value.slice(start, start + TXT_STRING_MAX_LENGTH));
  return strings.length ? strings : [''];
}

/** A TXT value as zone-file quoted strings: `"first 255" "rest"` (quotes and backslashes escaped). */
export const quotedTxtStrings = (value: string): string =>
  txtRecordStrings(value)
    .map((part) => `"${part.replace(/[\\"]/g, (ch) => `\\${ch}`)}"`)
    .join(' ');
