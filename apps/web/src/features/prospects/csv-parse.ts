export interface CsvRow {
  /** The line of the file the row starts on (1 is the first line). */
  line: number;
  cells: string[];
}

/**
 * A CSV parser fed text as it arrives (RFC 4180: quoted cells, doubled quotes, CRLF or LF); blank lines
 * are dropped. A doubled quote or a CRLF split between two pieces reads as if the text were whole.
 */
export function createCsvParser() {
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let started = false;
  /** A quote inside a quoted cell: a doubled quote if the next character is one too, else the cell's end. */
  let quoteAhead = false;
  /** A CR ended a row: a LF right after it belongs to it. */
  let crAhead = false;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  const push = (text: string) => {
    let start = 0;
    if (!started && text.length) {
      started = true;
      if (text.charCodeAt(0) === 0xfeff) start = 1;
    }
    for (let i = start; i < text.length; i++) {
      const ch = text[i];
      if (quoteAhead) {
        quoteAhead = false;
        if (ch === '"') {
          cell += '"';
          continue;
        }
        quoted = false;
      }
      if (crAhead) {
        crAhead = false;
        if (ch === '\n') continue;
      }
      if (quoted) {
        if (ch === '"') quoteAhead = true;
        else {
          if (ch === '\n') line++;
          cell += ch;
        }
      } else if (ch === '"' && cell === '') quoted = true;
      else if (ch === ',') {
        cells.push(cell);
        cell = '';
      } else if (ch === '\n' || ch === '\r') {
        crAhead = ch === '\r';
        endRow();
        line++;
        rowLine = line;
      } else cell += ch;
    }
  };
  const end = () => {
    if (quoteAhead) quoted = false;
    quoteAhead = false;
    if (cell !== '' || cells.length) endRow();
  };
  return { rows, push, end };
}

/** Parses CSV text (RFC 4180: quoted cells, doubled quotes, CRLF or LF); blank lines are dropped. */
export function parseCsv(text: string): CsvRow[] {
  const parser = createCsvParser();
  parser.push(text);
  parser.end();
  return parser.rows;
}

/**
 * Reads a CSV file as it arrives, parsing each piece. A file with more than `maxRows` rows under its
 * header stops being read there (tooMany): a file of a million rows is refused without being held whole.
 */
export async function readCsvFile(
  file: File,
  maxRows: number,
): Promise<{ rows: CsvRow[]; tooMany: boolean }> {
  const parser = createCsvParser();
  const reader = file.stream().pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(value);
    if (parser.rows.length > maxRows + 1) {
      await reader.cancel();
      return { rows: [], tooMany: true };
    }
  }
  parser.end();
  return { rows: parser.rows, tooMany: parser.rows.length > maxRows + 1 };
}
