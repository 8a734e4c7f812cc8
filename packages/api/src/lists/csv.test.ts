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
