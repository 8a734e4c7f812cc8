import {
  csvToUploadRows,
  guessLinkedinMapping,
  nameFromSlug,
  normaliseLinkedinUrl,
  readUploadCsv,
  UPLOAD_CSV_PIECE_CHARS,
  UPLOAD_VALIDATE_PIECE,
  URL_BAD_PROFILE_NAME,
  URL_MISSING,
  URL_NOT_LINKEDIN,
  URL_NOT_PROFILE,
  URL_SALES_NAVIGATOR,
  validateLinkedinRows,
  validateLinkedinRowsInPieces,
} from '@leadpath/core/schemas/linkedin-upload';
import { describe, expect, it } from 'vitest';

const jane = 'https://www.linkedin.com/in/jane-doe';

describe('normaliseLinkedinUrl', () => {
  it.each([
    ['https://www.linkedin.com/in/jane-doe/', jane],
    ['https://www.linkedin.com/in/jane-doe', jane],
    ['http://linkedin.com/in/Jane-Doe', jane],
    ['linkedin.com/in/jane-doe/', jane],
    ['www.linkedin.com/in/jane-doe?utm_source=share&originalSubdomain=uk', jane],
    ['https://uk.linkedin.com/in/jane-doe/de', jane],
    ['https://m.linkedin.com/in/jane-doe/#about', jane],
    ['  https://www.linkedin.com/in/JANE-DOE/details/experience/  ', jane],
    ['https://www.linkedin.com/in/jane-doe/?locale=fr_FR', jane],
    [
      'https://www.linkedin.com/in/j%C3%BCrgen-m%C3%BCller-4b1a2c',
      'https://www.linkedin.com/in/jürgen-müller-4b1a2c',
    ],
  ])('%s → %s', (input, expected) => {
    expect(normaliseLinkedinUrl(input)).toMatchObject({ ok: true, url: expected });
  });

  it.each([
    ['', URL_MISSING],
    ['   ', URL_MISSING],
    ['https://example.com/in/jane-doe', URL_NOT_LINKEDIN],
    ['https://notlinkedin.com/in/jane-doe', URL_NOT_LINKEDIN],
    ['ftp://www.linkedin.com/in/jane-doe', URL_NOT_LINKEDIN],
    ['jane doe', URL_NOT_LINKEDIN],
    ['https://www.linkedin.com/company/acme', URL_NOT_PROFILE],
    ['https://www.linkedin.com/in/', URL_NOT_PROFILE],
    ['https://www.linkedin.com/feed/', URL_NOT_PROFILE],
    ['https://www.linkedin.com/sales/lead/ACwAAA,NAME_SEARCH', URL_SALES_NAVIGATOR],
    ['https://www.linkedin.com/in/ab', URL_BAD_PROFILE_NAME],
    ['https://www.linkedin.com/in/jane.doe!', URL_BAD_PROFILE_NAME],
    ['https://www.linkedin.com/in/%E0%A4%A', URL_BAD_PROFILE_NAME],
  ])('%j is refused: %s', (input, reason) => {
    expect(normaliseLinkedinUrl(input)).toEqual({ ok: false, reason });
  });

  it('makes a name from the slug, leaving out the id parts', () => {
    expect(nameFromSlug('jane-doe-4b1a2c3')).toEqual({ firstName: 'Jane', lastName: 'Doe' });
    expect(nameFromSlug('jean-luc-picard')).toEqual({ firstName: 'Jean', lastName: 'Luc Picard' });
    expect(nameFromSlug('a1b2c3')).toEqual({ firstName: 'a1b2c3', lastName: '' });
  });
});

describe('validateLinkedinRows', () => {
  const mapping = guessLinkedinMapping(['LinkedIn URL', 'First name', 'Last name', 'Company', 'Notes']);

  it('guesses the mapping from the headers', () => {
    expect(mapping).toEqual({
      'LinkedIn URL': 'linkedinUrl',
      'First name': 'firstName',
      'Last name': 'lastName',
      Company: 'company',
      Notes: '',
    });
  });

  it('merges duplicates into the first row, lists invalid rows with their line and reason', () => {
    const row = (line: number, url: string, first = '', company = '') => ({
      line,
      values: { 'LinkedIn URL': url, 'First name': first, 'Last name': '', Company: company, Notes: 'x' },
    });
    const report = validateLinkedinRows(
      [
        row(2, 'https://www.linkedin.com/in/jane-doe-123/'),
        row(3, 'linkedin.com/in/JANE-DOE-123?trk=x', 'Janet', 'Acme'),
        row(4, 'https://www.linkedin.com/company/acme'),
        row(5, ''),
        row(6, 'https://www.linkedin.com/in/bob-smith', 'Bob', 'Initech'),
        row(7, 'https://www.linkedin.com/in/bob-smith/', 'Robert', 'Other'),
      ],
      mapping,
    );
    expect(report.total).toBe(6);
    expect(report.prospects).toEqual([
      expect.objectContaining({
        line: 2,
        linkedinUrl: 'https://www.linkedin.com/in/jane-doe-123',
        firstName: 'Janet',
        company: 'Acme',
        namedInFile: true,
      }),
      expect.objectContaining({ line: 6, firstName: 'Bob', company: 'Initech' }),
    ]);
    expect(report.duplicates).toEqual([
      { line: 3, mergedIntoLine: 2, linkedinUrl: 'https://www.linkedin.com/in/jane-doe-123' },
      { line: 7, mergedIntoLine: 6, linkedinUrl: 'https://www.linkedin.com/in/bob-smith' },
    ]);
    expect(report.invalid).toEqual([
      { line: 4, value: 'https://www.linkedin.com/company/acme', reason: URL_NOT_PROFILE },
      { line: 5, value: '', reason: URL_MISSING },
    ]);
  });

  it('refuses a row with a bad email or a field too long', () => {
    const report = validateLinkedinRows(
      [
        { line: 2, values: { url: 'linkedin.com/in/aaa-bbb', email: 'nope' } },
        { line: 3, values: { url: 'linkedin.com/in/ccc-ddd', company: 'x'.repeat(151) } },
      ],
      { url: 'linkedinUrl', email: 'email', company: 'company' },
    );
    expect(report.invalid.map((row) => row.reason)).toEqual([
      'Email is not valid',
      'Company is longer than 150 characters',
    ]);
  });

  it('in pieces (the server’s way, ADR 078): the same report, with a pause every UPLOAD_VALIDATE_PIECE rows', async () => {
    const rows = Array.from({ length: UPLOAD_VALIDATE_PIECE * 2 + 5 }, (_, i) => ({
      line: i + 2,
      // Every tenth row repeats the one before it (a duplicate), every 97th is not a profile.
      values: {
        url: i % 97 === 0 ? 'not a url' : `linkedin.com/in/p-${i % 10 === 9 ? i - 1 : i}`,
        name: `P ${i}`,
      },
    }));
    const mapping = { url: 'linkedinUrl', name: 'fullName' } as const;
    let pauses = 0;
    const report = await validateLinkedinRowsInPieces(rows, mapping, async () => {
      pauses++;
    });
    expect(pauses).toBe(2);
    expect(report).toEqual(validateLinkedinRows(rows, mapping));
    expect(report.duplicates.length).toBeGreaterThan(0);
  });

  it('a file read in pieces (the server’s way, ADR 091): the same rows as read whole, quoted line breaks across pieces', async () => {
    const lines = ['LinkedIn URL,Name,Note'];
    for (let i = 0; lines.join('\n').length < UPLOAD_CSV_PIECE_CHARS * 3; i++)
      lines.push(`linkedin.com/in/p-${i},"P, ${i}","line one\nline ${i}"`);
    const text = lines.join('\n');
    let pauses = 0;
    const read = await readUploadCsv(text, async () => {
      pauses++;
    });
    expect(pauses).toBeGreaterThanOrEqual(3);
    expect(read).toEqual(csvToUploadRows(text));
    expect(read.rows.at(-1)?.values.Note).toBe(`line one\nline ${lines.length - 2}`);
  });
});
