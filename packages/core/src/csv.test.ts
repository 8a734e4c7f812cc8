import { describe, expect, it } from 'vitest';
import {
  CSV_CHUNK_CHARS,
  csvCellTooLong,
  csvQuoteNotClosed,
  csvRowTooLong,
  readCsvStream,
  readCsvText,
} from './csv.ts';

const limits = { maxRows: 100, tooManyRows: 'Too many rows' };

function rowsOf(text: string) {
  const result = readCsvText(text, limits);
  if (!result.ok) throw new Error(result.message);
  return result.rows;
}

describe('reading CSV', () => {
  it('reads quoted cells, doubled quotes and quoted line breaks, and counts lines as the file has them', () => {
    const rows = rowsOf('Name,Note\r\n"Ada","said ""hi""\r\ntwice"\r\n\r\nGrace,plain\r\n');
    expect(rows).toEqual([
      { line: 1, cells: ['Name', 'Note'] },
      { line: 2, cells: ['Ada', 'said "hi"\r\ntwice'] },
      { line: 5, cells: ['Grace', 'plain'] },
    ]);
  });

  it("reads Excel's semicolon files as columns, not one column", () => {
    const rows = rowsOf('\uFEFFFirst name;Last name;Email\nAda;Lovelace;ada@example.com\n');
    expect(rows[0]?.cells).toEqual(['First name', 'Last name', 'Email']);
    expect(rows[1]?.cells).toEqual(['Ada', 'Lovelace', 'ada@example.com']);
  });

  it('keeps a comma file with semicolons inside its cells as commas', () => {
    const rows = rowsOf('Name,Title\nAda,"CTO; founder"\nGrace,Admiral\n');
    expect(rows[1]?.cells).toEqual(['Ada', 'CTO; founder']);
  });

  it('refuses an unterminated quote, naming the line it opens on', () => {
    const result = readCsvText('Name,Note\nAda,"never closed\nGrace,x\n', limits);
    expect(result).toEqual({ ok: false, line: 2, message: csvQuoteNotClosed(2) });
  });

  it('refuses a cell over the limit and a row that never ends, with their lines', () => {
    const long = 'x'.repeat(50);
    expect(readCsvText(`A,B\n1,${long}\n`, { ...limits, maxCellChars: 40 })).toEqual({
      ok: false,
      line: 2,
      message: csvCellTooLong(2, 40),
    });
    const huge = `A,B\n1,"${'y'.repeat(3 * CSV_CHUNK_CHARS)}`;
    expect(readCsvText(huge, { ...limits, maxRowChars: CSV_CHUNK_CHARS })).toEqual({
      ok: false,
      line: 2,
      message: csvRowTooLong(2, CSV_CHUNK_CHARS),
    });
  });

  it('refuses more rows than the limit', () => {
    const text = `A\n${Array.from({ length: 5 }, (_, i) => `r${i}`).join('\n')}\n`;
    expect(readCsvText(text, { maxRows: 5, tooManyRows: 'Too many rows' }).ok).toBe(true);
    expect(readCsvText(text, { maxRows: 4, tooManyRows: 'Too many rows' })).toEqual({
      ok: false,
      line: 6,
      message: 'Too many rows',
    });
  });

  it('reads pieces split anywhere (inside a doubled quote, a CRLF, a quoted cell) as the whole text', async () => {
    const text = 'Name,Note\r\n"A ""b""","x\r\ny"\r\nC,d\r\n';
    const whole = rowsOf(text);
    for (let cut = 1; cut < text.length; cut++) {
      const result = await readCsvStream([text.slice(0, cut), text.slice(cut)], limits, async () => {});
      expect(result).toEqual({ ok: true, rows: whole });
    }
  });

  it('yields to the event loop between pieces of a large text', async () => {
    const text = `Name\n${'a,'.repeat(3 * CSV_CHUNK_CHARS)}\n`;
    let pauses = 0;
    const result = await readCsvStream([text], { ...limits, maxRowChars: 10 * CSV_CHUNK_CHARS }, async () => {
      pauses++;
    });
    expect(result.ok).toBe(true);
    expect(pauses).toBeGreaterThanOrEqual(3);
  });
});
