import {
  createProspectSchema,
  IMPORT_ROW_EMPTY,
  type ImportField,
  type importProspectsSchema,
  type ProspectStatus,
  prospectStatuses,
  prospectStatusLabels,
  visibleText,
} from '@leadpath/core/schemas/prospects';
import type { z } from 'zod';

export type ImportRow = z.output<typeof importProspectsSchema>['rows'][number];
type RowValues = Partial<Record<ImportField, string>>;

/** A prospect's fields as an import writes them (the company is resolved later, by name). */
export interface ImportFields {
  firstName: string;
  lastName: string;
  title: string;
  email: string;
  phone: string;
  linkedinUrl: string;
  status: ProspectStatus;
  companyId: string | null;
  timeZone: string | null;
}

/** A row that passed validation: its fields, its company's name, and whether it named a status. */
export interface ValidRow {
  line: number;
  fields: ImportFields;
  companyName: string;
  statusGiven: boolean;
}

export type CheckedRow = { ok: true; row: ValidRow } | { ok: false; line: number; message: string };

function statusOf(text: string | undefined): ProspectStatus | 'unknown' {
  const value = (text ?? '').trim().toLowerCase();
  if (!value) return 'new';
  return (
    prospectStatuses.find((s) => s === value || prospectStatusLabels[s].toLowerCase() === value) ?? 'unknown'
  );
}

/** A row of the file as the fields of a prospect; a full name fills first and last name when those are not mapped. */
function fieldsOf(values: RowValues) {
  const [first = '', ...rest] = visibleText(values.fullName).split(/\s+/);
  return {
    firstName: visibleText(values.firstName) || first,
    lastName: visibleText(values.lastName) || rest.join(' '),
    title: visibleText(values.title),
    email: visibleText(values.email),
    phone: visibleText(values.phone),
    linkedinUrl: visibleText(values.linkedinUrl),
    timeZone: visibleText(values.timeZone),
  };
}

/** A row whose every cell is blank or invisible characters only is refused, never imported empty. */
const hasData = (values: RowValues) => Object.values(values).some((value) => visibleText(value) !== '');

/** Validates one row of the file: its fields, or the line and the message the import reports for it. */
export function checkImportRow({ line, values }: ImportRow): CheckedRow {
  if (!hasData(values)) return { ok: false, line, message: IMPORT_ROW_EMPTY };
  const status = statusOf(values.status);
  const parsed = createProspectSchema.safeParse({ ...fieldsOf(values), status: 'new' });
  const messages = parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => issue.message))];
  if (status === 'unknown') messages.push(`Unknown status "${values.status?.trim()}"`);
  if (!parsed.success || status === 'unknown') return { ok: false, line, message: messages.join('. ') };
  return {
    ok: true,
    row: {
      line,
      fields: { ...parsed.data, status, companyId: null },
      companyName: visibleText(values.company),
      statusGiven: Boolean(values.status?.trim()),
    },
  };
}

/**
 * What a duplicate row changes in the prospect it merges into: what the file says wins, but an empty
 * cell never erases what is known, and the status only changes when the row names one.
 */
export function mergePatchOf(fields: ImportFields, statusGiven: boolean): Partial<ImportFields> {
  return Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => value && (key !== 'status' || statusGiven)),
  );
}
