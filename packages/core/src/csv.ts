/**
 * Reading CSV files (issue 27): one reader on papaparse's parser for the server and the web app, fed
 * piece by piece so a large file never blocks anyone for long. The delimiter is guessed from the first
 * piece (Excel writes semicolons in many locales), lines are counted as the file has them (a quoted
 * cell may span several), and a file past the limits is refused with a message naming its line.
 */
import Papa from 'papaparse';

export interface CsvRow {
  /** The line of the file the row starts on (1 is the first line). */
  line: number;
  cells: string[];
}

export interface CsvLimits {
  /** The most data rows under the header line. */
  maxRows: number;
  /** The message when the file has more rows than that. */
  tooManyRows: string;
  /** The longest cell, in characters. */
  maxCellChars?: number;
  /** The longest row (all its cells with their quotes and delimiters), in characters. */
  maxRowChars?: number;
}

export type CsvResult = { ok: true; rows: CsvRow[] } | { ok: false; line: number; message: string };

export const CSV_MAX_CELL_CHARS = 10_000;
export const CSV_MAX_ROW_CHARS = 100_000;
/** Characters parsed between two yields to the event loop. */
export const CSV_CHUNK_CHARS = 64 * 1024;
/** How much of the file the delimiter and line break are guessed from. */
const SAMPLE_CHARS = 64 * 1024;
const DELIMITERS = [',', ';', '\t', '|'];

export const csvCellTooLong = (line: number, max: number) =>
  `Line ${line} has a cell longer than ${max.toLocaleString('en-US')} characters`;
export const csvRowTooLong = (line: number, max: number) =>
  `Line ${line} is longer than ${max.toLocaleString('en-US')} characters: check that its quotes are closed`;
export const csvQuoteNotClosed = (line: number) =>
  `Line ${line} opens a quoted cell that is never closed: add the closing quote (")`;
/** A row with fewer cells than the header line: its values would land in the wrong columns. */
export const csvShortRow = (cells: number, columns: number) =>
  `This row has ${cells} of the file's ${columns} columns: check for a missing delimiter or an unquoted line break`;

interface CsvFormat {
  delimiter: string;
  linebreak: '\n' | '\r\n' | '\r';
}

class CsvStop extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** Line breaks in a piece of the file, as the file writes them. */
function lineBreaksIn(text: string, linebreak: string): number {
  const mark = linebreak === '\r' ? '\r' : '\n';
  let count = 0;
  for (let at = text.indexOf(mark); at !== -1; at = text.indexOf(mark, at + 1)) count++;
  return count;
}

/**
 * A CSV reader fed text as it arrives: push each piece, then end. A doubled quote, a quoted line
 * break or a CRLF split between two pieces reads as if the text were whole; blank rows are dropped.
 * push and end return a refusal (line and message) as soon as the file breaks a limit.
 */
export function createCsvReader(limits: CsvLimits) {
  const maxCell = limits.maxCellChars ?? CSV_MAX_CELL_CHARS;
  const maxRow = limits.maxRowChars ?? CSV_MAX_ROW_CHARS;
  const rows: CsvRow[] = [];
  let sample = '';
  let format: CsvFormat | null = null;
  /** Text not yet read as a whole row, and where it starts in the file. */
  let pending = '';
  let pendingAt = 0;
  let pendingLine = 1;
  let stopped: CsvStop | null = null;

  const guessFormat = (text: string): CsvFormat => {
    const guess = Papa.parse<string[]>(text.slice(0, SAMPLE_CHARS), {
      preview: 20,
      delimitersToGuess: DELIMITERS,
    });
    const found = guess.meta.linebreak;
    const linebreak = found === '\r\n' || found === '\r' ? found : '\n';
    return { delimiter: guess.meta.delimiter || ',', linebreak };
  };

  /** Reads the whole rows of `pending` (all of it at the end) into `rows`. */
  const readRows = (atEnd: boolean) => {
    if (!format) return;
    const { delimiter, linebreak } = format;
    const text = pending;
    const base = pendingAt;
    let rowStart = base;
    const parser = new Papa.Parser({
      delimiter,
      newline: linebreak,
      quoteChar: '"',
      step: (result: Papa.ParseStepResult<string[]>) => {
        const cells = (result.data as unknown as string[][])[0] ?? [];
        const end = result.meta.cursor;
        const line = pendingLine;
        pendingLine += lineBreaksIn(text.slice(rowStart - base, end - base), linebreak);
        rowStart = end;
        if (result.errors.some((error) => error.code === 'MissingQuotes'))
          throw new CsvStop(line, csvQuoteNotClosed(line));
        if (cells.some((cell) => cell.length > maxCell))
          throw new CsvStop(line, csvCellTooLong(line, maxCell));
        if (!cells.some((cell) => cell.trim() !== '')) return;
        if (rows.length > limits.maxRows) throw new CsvStop(line, limits.tooManyRows);
        rows.push({ line, cells });
      },
    });
    parser.parse(text, base, !atEnd);
    pending = text.slice(rowStart - base);
    pendingAt = rowStart;
    if (pending.length > maxRow) throw new CsvStop(pendingLine, csvRowTooLong(pendingLine, maxRow));
  };

  const guard = (step: () => void): CsvResult | null => {
    if (stopped) return { ok: false, line: stopped.line, message: stopped.message };
    try {
      step();
      return null;
    } catch (error) {
      if (!(error instanceof CsvStop)) throw error;
      stopped = error;
      return { ok: false, line: error.line, message: error.message };
    }
  };

  const push = (piece: string): CsvResult | null =>
    guard(() => {
      if (!format) {
        // The format is guessed once enough of the file is in (or at its end).
        sample += piece;
        if (sample.length < SAMPLE_CHARS) return;
        piece = sample;
        sample = '';
        format = guessFormat(piece);
      }
      pending += piece;
      readRows(false);
    });

  const end = (): CsvResult =>
    guard(() => {
      if (!format) {
        format = guessFormat(sample);
        pending = sample;
        sample = '';
      }
      readRows(true);
    }) ?? { ok: true, rows };

  return { push, end };
}

function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** A whole CSV text read at once (a file the user's own tab holds). */
export function readCsvText(text: string, limits: CsvLimits): CsvResult {
  const reader = createCsvReader(limits);
  const source = withoutBom(text);
  for (let at = 0; at < source.length; at += CSV_CHUNK_CHARS) {
    const refused = reader.push(source.slice(at, at + CSV_CHUNK_CHARS));
    if (refused) return refused;
  }
  return reader.end();
}

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A CSV read piece by piece, with a turn of the event loop between pieces (`pause`) so other work
 * runs; it stops reading at the first refusal. Long pieces are cut to CSV_CHUNK_CHARS.
 */
export async function readCsvStream(
  source: AsyncIterable<string> | Iterable<string>,
  limits: CsvLimits,
  pause: () => Promise<unknown> = nextTurn,
): Promise<CsvResult> {
  const reader = createCsvReader(limits);
  let first = true;
  for await (const piece of source) {
    const text = first ? withoutBom(piece) : piece;
    for (let at = 0; at < text.length; at += CSV_CHUNK_CHARS) {
      if (!first) await pause();
      first = false;
      const refused = reader.push(text.slice(at, at + CSV_CHUNK_CHARS));
      if (refused) return refused;
    }
  }
  return reader.end();
}
