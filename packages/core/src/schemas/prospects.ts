import { z } from 'zod';
import { prospectStatuses } from '../prospect-statuses.ts';
import { canonicalTimeZone, isSupportedTimeZone } from '../timezones.ts';
import { clearableField } from './merge-patch.ts';
import { TIMEZONE_INVALID } from './schedule.ts';

// Zod-free, so the first script can read them (ADR 075); re-exported for forms and procedures.
export { type ProspectStatus, prospectStatuses, prospectStatusLabels } from '../prospect-statuses.ts';

export const crmSyncStates = ['pending', 'synced', 'failed'] as const;
export type CrmSyncState = (typeof crmSyncStates)[number];

export const PROSPECT_NOT_FOUND = 'Prospect not found';
export const FIRST_NAME_REQUIRED = 'Please enter a first name';
export const INVALID_EMAIL = 'Please enter a valid email';
export const INVALID_LINKEDIN_URL = 'Please enter a valid LinkedIn URL';
export const DUPLICATE_PROSPECT = 'A prospect with this email or LinkedIn URL already exists';

/** A text field that may be empty: trimmed. */
const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

/** An optional text field: trimmed, empty allowed. */
const optionalText = (max: number, label: string) =>
  text(max, label)
    .optional()
    .transform((value) => value ?? '');

/** Built once: a CSV import checks every row's email, and building the schema cost more than the check. */
const emailFormat = z.email();

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, INVALID_EMAIL)
  .refine((value) => value === '' || emailFormat.safeParse(value).success, INVALID_EMAIL);

export const optionalEmail = email.optional().transform((value) => value ?? '');

/** A LinkedIn address, or empty; stored without a trailing slash so duplicates match. */
export function linkedinUrl(message: string) {
  return z
    .string()
    .trim()
    .max(300, message)
    .refine((value) => value === '' || /^https?:\/\/([a-z0-9-]+\.)*linkedin\.com\/\S+$/i.test(value), message)
    .transform((value) => value.replace(/\/+$/, ''));
}

export function optionalLinkedinUrl(message: string) {
  return linkedinUrl(message)
    .optional()
    .transform((value) => value ?? '');
}

const firstName = z
  .string({ error: FIRST_NAME_REQUIRED })
  .trim()
  .min(1, FIRST_NAME_REQUIRED)
  .max(100, 'First name must be at most 100 characters');
const status = z.enum(prospectStatuses, { error: 'Choose a status' });

/**
 * The prospect's IANA time zone ('Europe/Paris'), or empty for unknown (stored as null): sequences
 * then use the zone of the company's location, else the sender's.
 */
const timeZone = z
  .string({ error: TIMEZONE_INVALID })
  .trim()
  .max(64, { error: TIMEZONE_INVALID, abort: true })
  .refine((value) => value === '' || isSupportedTimeZone(value), TIMEZONE_INVALID)
  .transform((value) => (value === '' ? null : canonicalTimeZone(value)));

const prospectFields = {
  firstName,
  lastName: optionalText(100, 'Last name'),
  title: optionalText(150, 'Title'),
  email: optionalEmail,
  phone: optionalText(50, 'Phone'),
  linkedinUrl: optionalLinkedinUrl(INVALID_LINKEDIN_URL),
  status: status.default('new'),
  companyId: z
    .string()
    .trim()
    .max(64)
    .nullish()
    .transform((value) => value || null),
  timeZone: timeZone.nullish().transform((value) => value ?? null),
};

export const createProspectSchema = z.object(prospectFields);
export type CreateProspectInput = z.input<typeof createProspectSchema>;

export const prospectIdSchema = z.object({ id: z.string().min(1) });

/**
 * PATCH /api/prospects/{id} as a JSON merge patch (RFC 7396): only the fields sent change; null
 * clears a field that may be empty (and unlinks the company); firstName and status cannot be cleared.
 */
export const prospectPatchSchema = z.object({
  firstName: firstName.optional(),
  lastName: clearableField(text(100, 'Last name'), ''),
  title: clearableField(text(150, 'Title'), ''),
  email: clearableField(email, ''),
  phone: clearableField(text(50, 'Phone'), ''),
  linkedinUrl: clearableField(linkedinUrl(INVALID_LINKEDIN_URL), ''),
  status: status.optional(),
  companyId: clearableField(z.string().trim().max(64), '').transform((value) =>
    value === undefined ? undefined : value || null,
  ),
  timeZone: clearableField(timeZone, null),
});
export type ProspectPatch = z.output<typeof prospectPatchSchema>;

export const updateProspectSchema = prospectIdSchema.extend(prospectPatchSchema.shape);
export type UpdateProspectInput = z.input<typeof updateProspectSchema>;

export const bulkDeleteSchema = z.object({
  ids: z.array(z.string().min(1)).min(1, 'Select at least one row').max(500, 'Select at most 500 rows'),
});

/**
 * A list filter: an array over tRPC and from a repeated REST query parameter (`status=new&status=won`,
 * the documented form), one text from a single parameter. Enum lists also take the older comma form
 * (`status=new,won`); free text does not, as a job title may hold a comma.
 */
const listParam = <T extends z.ZodType>(item: T, { commaSeparated = false } = {}) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    if (!commaSeparated) return value.trim() ? [value] : [];
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  }, z.array(item).max(50).optional());

/** score: the kept best score under the owner's active GTM playbooks (ADR 074). */
export const prospectSorts = ['createdAt', 'lastName', 'email', 'status', 'score'] as const;
export type ProspectSort = (typeof prospectSorts)[number];
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

export const prospectFilterSchema = z.object({
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  status: listParam(z.enum(prospectStatuses, { error: 'Unknown status' }), { commaSeparated: true }),
  titles: listParam(z.string().trim().min(1).max(150)),
  companyId: z.string().trim().max(64).optional(),
  sort: z.enum(prospectSorts, { error: 'Unknown sort' }).default('createdAt'),
  direction: z.enum(sortDirections, { error: 'Unknown direction' }).default('desc'),
});
export type ProspectFilter = z.input<typeof prospectFilterSchema>;

export const listProspectsSchema = prospectFilterSchema.extend({
  cursor: z.string().max(500).optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be between 1 and 100')
    .max(100, 'Limit must be between 1 and 100')
    .default(25),
});
export type ListProspectsInput = z.input<typeof listProspectsSchema>;

/** The fields a CSV column can be mapped to. */
export const importFields = [
  'fullName',
  'firstName',
  'lastName',
  'email',
  'title',
  'phone',
  'linkedinUrl',
  'company',
  'status',
  'timeZone',
] as const;
export type ImportField = (typeof importFields)[number];

export const importFieldLabels: Record<ImportField, string> = {
  fullName: 'Full name',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  title: 'Title',
  phone: 'Phone',
  linkedinUrl: 'LinkedIn URL',
  company: 'Company',
  status: 'Status',
  timeZone: 'Time zone',
};

export const MAX_IMPORT_CHUNK = 500;
export const IMPORT_ROW_EMPTY = 'This row has no data';

/** A cell's text without the spaces and invisible characters (zero-width, BOM) around it. */
export function visibleText(value: string | undefined): string {
  return (value ?? '').replace(/^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu, '');
}

export const importProspectsSchema = z.object({
  rows: z
    .array(
      z.object({
        /** The row's line in the file (the header is line 1), used in error messages. */
        line: z.number().int().min(1),
        values: z.partialRecord(z.enum(importFields), z.string().max(1000)),
      }),
    )
    .min(1, 'The file has no rows to import')
    .max(MAX_IMPORT_CHUNK, `Send at most ${MAX_IMPORT_CHUNK} rows at a time`),
});
export type ImportProspectsInput = z.input<typeof importProspectsSchema>;
