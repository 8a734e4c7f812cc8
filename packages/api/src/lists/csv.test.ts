import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csvCell', () => {
  it('neutralises every cell a spreadsheet could run as a formula, whatever follows the sign', () => {
    for (const formula of [
      '=HYPERLINK("http://evil.example","x")',
      '-1+HYPERLINK("http://evil.example","x")',
      "+1+cmd|' /C calc'!A0",
      "@SUM(1+1)*cmd|' /C calc'!A0",
      '-2+3',
      '+5',
      '\t=1+1',
      '\r=1+1',
    ])
      expect(csvCell(formula).replace(/^"/, '')).toMatch(/^'/);
  });

  it('writes plain phone numbers as they are, and still quotes formulas written around digits', () => {
    for (const phone of ['+44 20 7946 0393', '-44 (0)20 7946-0393', '+1 (415) 555.0100', '+33612345678'])
      expect(csvCell(phone)).toBe(phone);
    for (const formula of ['+44 20 7946 0393+A1', '+1234567-HYPERLINK(1)', '-1234567\t', '=4420794603'])
      expect(csvCell(formula).replace(/^"/, '')).toMatch(/^'/);
  });

  it('leaves ordinary text alone and quotes what RFC 4180 needs quoted', () => {
    expect(csvCell('Acme')).toBe('Acme');
    expect(csvCell('Doe, Jr.')).toBe('"Doe, Jr."');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('builds the file with CRLF rows', () => {
    expect(toCsv(['name', 'note'], [['Ann', '-1+HYPERLINK("x")']])).toBe(
      'name,note\r\nAnn,"\'-1+HYPERLINK(""x"")"\r\n',
    );
  });
});
