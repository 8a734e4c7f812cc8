import { type CsvResult, readCsvStream } from '@leadpath/core/csv';

export type { CsvRow } from '@leadpath/core/csv';

/** The refusal of a file with more than `maxRows` rows under its header. */
export const tooManyRowsMessage = (maxRows: number) =>
  `This file has more than ${maxRows.toLocaleString('en-US')} rows; split it into smaller files`;

/** The text of a file as it is read, piece by piece. */
async function* textOf(file: File): AsyncGenerator<string> {
  const reader = file.stream().pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/**
 * Reads a CSV file as it arrives (papaparse, the delimiter guessed, so Excel's semicolon files read
 * as columns). It stops at the first refusal: too many rows, a cell too long, a quote never closed.
 */
export function readCsvFile(file: File, maxRows: number): Promise<CsvResult> {
  return readCsvStream(textOf(file), { maxRows, tooManyRows: tooManyRowsMessage(maxRows) });
}
