/**
 * LinkedIn sequence upload (issue 21): reading a file of LinkedIn profiles, pure and shared by the
 * upload page (its validation report before anything is sent) and the server (which checks again).
 * Profile addresses are normalised, rows with the same profile merged, bad rows listed with reasons.
 */
import { type CsvResult, type CsvRow, readCsvStream, readCsvText } from './csv.ts';

/** The most data rows one upload takes (a longer file is refused before anything is written). */
export const LINKEDIN_UPLOAD_MAX_ROWS = 10_000;
export const UPLOAD_TOO_MANY_ROWS = `Upload at most ${LINKEDIN_UPLOAD_MAX_ROWS.toLocaleString('en-US')} rows at a time; split the file`;

/** What a column of the file can be mapped to; '' leaves the column out. */
export const linkedinUploadFields = [
  'linkedinUrl',
  'fullName',
  'firstName',
  'lastName',
  'company',
  'title',
  'email',
] as const;
export type LinkedinUploadField = (typeof linkedinUploadFields)[number];

export const linkedinUploadFieldLabels: Record<LinkedinUploadField, string> = {
  linkedinUrl: 'LinkedIn URL',
  fullName: 'Full name',
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company',
  title: 'Title',
  email: 'Email',
};

const headerAliases: Record<LinkedinUploadField, string[]> = {
  linkedinUrl: [
    'linkedin',
    'linkedinurl',
    'linkedinprofile',
    'linkedinprofileurl',
    'profileurl',
    'profile',
    'url',
    'publicprofileurl',
  ],
  fullName: ['name', 'fullname', 'contact', 'contactname'],
  firstName: ['firstname', 'first', 'givenname'],
  lastName: ['lastname', 'last', 'surname', 'familyname'],
  company: ['company', 'companyname', 'organization', 'organisation', 'account', 'accountname'],
  title: ['title', 'jobtitle', 'position', 'role', 'headline'],
  email: ['email', 'emailaddress', 'mail', 'workemail'],
};

export type LinkedinUploadMapping = Record<string, LinkedinUploadField | ''>;

/** A first guess at what each column holds, from its header; each field is taken once. */
export function guessLinkedinMapping(headers: readonly string[]): LinkedinUploadMapping {
  const taken = new Set<LinkedinUploadField>();
  const mapping: LinkedinUploadMapping = {};
  for (const header of headers) {
    const key = header.toLowerCase().replace(/[^a-z]/g, '');
    const field = linkedinUploadFields.find((f) => !taken.has(f) && headerAliases[f].includes(key));
    mapping[header] = field ?? '';
    if (field) taken.add(field);
  }
  return mapping;
}

/** Exact reasons a row is left out: contracts the report and the REST answer show. */
export const URL_MISSING = 'No LinkedIn URL';
export const URL_NOT_LINKEDIN = 'Not a LinkedIn address';
export const URL_NOT_PROFILE = "Not a person's profile address (linkedin.com/in/…)";
export const URL_SALES_NAVIGATOR = "A Sales Navigator address: use the profile's linkedin.com/in/… address";
export const URL_BAD_PROFILE_NAME = 'The profile name in the address is not valid';
export const UPLOAD_INVALID_EMAIL = 'Email is not valid';
export const fieldTooLong = (label: string, max: number) => `${label} is longer than ${max} characters`;

export type NormalisedUrl = { ok: true; url: string; slug: string } | { ok: false; reason: string };

/**
 * A LinkedIn profile address in one form: https://www.linkedin.com/in/<slug>, the slug lower-cased
 * and percent-decoded; scheme, country or mobile subdomain, query, fragment, locale suffix and any
 * sub-page (/details/…, /recent-activity/…) dropped. Stored without a trailing slash, as every
 * prospect's LinkedIn URL is, so duplicates match.
 */
export function normaliseLinkedinUrl(input: string): NormalisedUrl {
  const raw = input.trim();
  if (!raw) return { ok: false, reason: URL_MISSING };
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw.replace(/^\/+/, '')}`;
  let parsed: URL;
  try {
    parsed = new URL(withScheme);
  } catch {
    return { ok: false, reason: URL_NOT_LINKEDIN };
  }
  const host = parsed.hostname.toLowerCase();
  if (!/^http(s)?:$/.test(parsed.protocol) || !(host === 'linkedin.com' || host.endsWith('.linkedin.com')))
    return { ok: false, reason: URL_NOT_LINKEDIN };
  const parts = parsed.pathname.split('/').filter(Boolean);
  const head = parts[0]?.toLowerCase();
  if (head === 'sales' || head === 'talent' || head === 'recruiter')
    return { ok: false, reason: URL_SALES_NAVIGATOR };
  if (head !== 'in' || !parts[1]) return { ok: false, reason: URL_NOT_PROFILE };
  let slug: string;
  try {
    slug = decodeURIComponent(parts[1]).toLowerCase();
  } catch {
    return { ok: false, reason: URL_BAD_PROFILE_NAME };
  }
  if (!/^[\p{L}\p{N}_-]{3,100}$/u.test(slug)) return { ok: false, reason: URL_BAD_PROFILE_NAME };
  return { ok: true, url: `https://www.linkedin.com/in/${slug}`, slug };
}

/** A readable name from a profile slug: "jane-doe-4b1a2c3" → Jane Doe (parts with digits are ids). */
export function nameFromSlug(slug: string): { firstName: string; lastName: string } {
  const words = slug
    .split(/[-_]+/)
    .filter((word) => word && !/\d/.test(word))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  const [first = slug, ...rest] = words;
  return { firstName: first.slice(0, 100), lastName: rest.join(' ').slice(0, 100) };
}

/** One profile to upload: the file's first line of it, and what the file says about it. */
export interface UploadProspect {
  line: number;
  linkedinUrl: string;
  firstName: string;
  lastName: string;
  /** Whether the name came from the file (else from the address; never overwrites a known name). */
  namedInFile: boolean;
  company: string;
  title: string;
  email: string;
}

export interface UploadReport {
  /** Data rows read (the header line excluded, blank lines dropped). */
  total: number;
  /** Distinct profiles to upload. */
  prospects: UploadProspect[];
  /** Rows with a profile an earlier row already has: merged into that row (its empty fields filled). */
  duplicates: { line: number; mergedIntoLine: number; linkedinUrl: string }[];
  invalid: { line: number; value: string; reason: string }[];
}

export interface UploadRowInput {
  line: number;
  values: Record<string, string>;
}

const limits = { firstName: 100, lastName: 100, company: 150, title: 150, email: 254 } as const;
const limitLabels = {
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company',
  title: 'Title',
  email: 'Email',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks and merges the rows of a file under a column mapping. */
export function validateLinkedinRows(
  rows: readonly UploadRowInput[],
  mapping: LinkedinUploadMapping,
): UploadReport {
  const checker = linkedinRowChecker(rows.length, mapping);
  for (const row of rows) checker.check(row);
  return checker.report;
}

/**
 * Rows validateLinkedinRowsInPieces checks between two pauses: 10,000 rows took about 80 ms in one
 * go on the request thread (ADR 078). 1,000 a piece still held it 30-60 ms on a loaded machine
 * (with the garbage collector's share), the upload's longest hold after its answer (ADR 091): 250 keeps
 * a piece about 2 ms on a quiet one.
 */
export const UPLOAD_VALIDATE_PIECE = 250;

/** validateLinkedinRows with `pause` every UPLOAD_VALIDATE_PIECE rows (the server: no request waits behind it). */
export async function validateLinkedinRowsInPieces(
  rows: readonly UploadRowInput[],
  mapping: LinkedinUploadMapping,
  pause: () => Promise<unknown>,
): Promise<UploadReport> {
  const checker = linkedinRowChecker(rows.length, mapping);
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % UPLOAD_VALIDATE_PIECE === 0) await pause();
    checker.check(row);
  }
  return checker.report;
}

/** The report of a file under a mapping, filled one row at a time (in the file's order). */
function linkedinRowChecker(total: number, mapping: LinkedinUploadMapping) {
  const columnOf = (field: LinkedinUploadField) =>
    Object.entries(mapping)
      .filter(([, f]) => f === field)
      .map(([column]) => column);
  const columns = Object.fromEntries(linkedinUploadFields.map((field) => [field, columnOf(field)])) as Record<
    LinkedinUploadField,
    string[]
  >;
  const read = (values: Record<string, string>, field: LinkedinUploadField) => {
    for (const column of columns[field]) {
      const value = values[column]?.trim();
      if (value) return value;
    }
    return '';
  };
  const report: UploadReport = { total, prospects: [], duplicates: [], invalid: [] };
  const byUrl = new Map<string, UploadProspect>();
  const check = ({ line, values }: UploadRowInput): void => {
    const rawUrl = read(values, 'linkedinUrl');
    const url = normaliseLinkedinUrl(rawUrl);
    if (!url.ok) {
      report.invalid.push({ line, value: rawUrl, reason: url.reason });
      return;
    }
    const [fullFirst = '', ...fullRest] = read(values, 'fullName').split(/\s+/);
    const given = {
      firstName: read(values, 'firstName') || fullFirst,
      lastName: read(values, 'lastName') || fullRest.join(' '),
      company: read(values, 'company'),
      title: read(values, 'title'),
      email: read(values, 'email').toLowerCase(),
    };
    const tooLong = (Object.keys(limits) as (keyof typeof limits)[]).find(
      (key) => given[key].length > limits[key],
    );
    if (tooLong) {
      report.invalid.push({
        line,
        value: rawUrl,
        reason: fieldTooLong(limitLabels[tooLong], limits[tooLong]),
      });
      return;
    }
    if (given.email && !EMAIL.test(given.email)) {
      report.invalid.push({ line, value: rawUrl, reason: UPLOAD_INVALID_EMAIL });
      return;
    }
    const earlier = byUrl.get(url.url);
    if (earlier) {
      report.duplicates.push({ line, mergedIntoLine: earlier.line, linkedinUrl: url.url });
      if (!earlier.namedInFile && given.firstName) {
        earlier.firstName = given.firstName;
        earlier.lastName = given.lastName;
        earlier.namedInFile = true;
      }
      for (const key of ['company', 'title', 'email'] as const) if (!earlier[key]) earlier[key] = given[key];
      return;
    }
    const named = Boolean(given.firstName);
    const fromSlug = nameFromSlug(url.slug);
    const prospect: UploadProspect = {
      line,
      linkedinUrl: url.url,
      firstName: named ? given.firstName : fromSlug.firstName,
      lastName: named ? given.lastName : fromSlug.lastName,
      namedInFile: named,
      company: given.company,
      title: given.title,
      email: given.email,
    };
    byUrl.set(url.url, prospect);
    report.prospects.push(prospect);
  };
  return { report, check };
}

/** The file's header names and its rows keyed by them, or why the file cannot be read. */
export interface UploadRows {
  headers: string[];
  rows: UploadRowInput[];
  error?: { line: number; message: string };
}

const uploadCsvLimits = { maxRows: LINKEDIN_UPLOAD_MAX_ROWS, tooManyRows: UPLOAD_TOO_MANY_ROWS };

/** The header line's names (an empty one is "Column n") and how a data line becomes a row keyed by them. */
function keyedRows(rows: CsvRow[]) {
  const [header, ...data] = rows;
  const headers = header ? header.cells.map((cell, index) => cell.trim() || `Column ${index + 1}`) : [];
  const keyed = ({ line, cells }: CsvRow): UploadRowInput => ({
    line,
    values: Object.fromEntries(headers.map((h, index) => [h, cells[index] ?? ''])),
  });
  return { headers, data: header ? data : [], keyed };
}

const unreadable = (result: { line: number; message: string }): UploadRows => ({
  headers: [],
  rows: [],
  error: { line: result.line, message: result.message },
});

function uploadRowsOfSync(result: CsvResult): UploadRows {
  if (!result.ok) return unreadable(result);
  const { headers, data, keyed } = keyedRows(result.rows);
  return { headers, rows: data.map(keyed) };
}

/** uploadRowsOfSync with `pause` every UPLOAD_ROWS_PIECE rows (the server). */
async function uploadRowsOf(result: CsvResult, pause: () => Promise<unknown>): Promise<UploadRows> {
  if (!result.ok) return unreadable(result);
  const { headers, data, keyed } = keyedRows(result.rows);
  const rows: UploadRowInput[] = [];
  for (const [index, row] of data.entries()) {
    if (index > 0 && index % UPLOAD_ROWS_PIECE === 0) await pause();
    rows.push(keyed(row));
  }
  return { headers, rows };
}

/**
 * Characters of an uploaded CSV the server reads between two pauses: about 250 rows of a LinkedIn
 * export, 1-2 ms on a quiet machine (ADR 091; the reader's own 64 K pieces were about 1,000 rows).
 */
export const UPLOAD_CSV_PIECE_CHARS = 16 * 1024;
/** Rows keyed by header between two pauses (about 1 ms). */
const UPLOAD_ROWS_PIECE = 500;

/** The text in pieces of UPLOAD_CSV_PIECE_CHARS (readCsvStream pauses before each piece). */
function* piecesOf(text: string): Generator<string> {
  for (let at = 0; at < text.length; at += UPLOAD_CSV_PIECE_CHARS)
    yield text.slice(at, at + UPLOAD_CSV_PIECE_CHARS);
}

/** A CSV file held whole (the upload page's own copy of the file). */
export function csvToUploadRows(text: string): UploadRows {
  return uploadRowsOfSync(readCsvText(text, uploadCsvLimits));
}

/** A CSV file read piece by piece, `pause` between pieces (the server, so no request waits behind it). */
export async function readUploadCsv(text: string, pause?: () => Promise<unknown>): Promise<UploadRows> {
  const waitTurn = pause ?? (() => new Promise((resolve) => setTimeout(resolve, 0)));
  return uploadRowsOf(await readCsvStream(piecesOf(text), uploadCsvLimits, waitTurn), waitTurn);
}
