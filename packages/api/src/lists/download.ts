import { z } from 'zod';
import { csvLines } from './csv.ts';

/** A download a procedure returns for a REST route whose answer is 'file' (trpc.ts re-exports it). */
export interface DownloadFile {
  fileName: string;
  contentType: string;
  /** The whole file, or its parts in order: a large export is streamed as it is read (csvDownload). */
  body: string | Uint8Array | AsyncIterable<string | Uint8Array>;
}

function isAsyncIterable(value: unknown): value is AsyncIterable<string | Uint8Array> {
  return typeof (value as AsyncIterable<unknown> | null)?.[Symbol.asyncIterator] === 'function';
}

/** The output of a procedure whose REST answer is a file. */
export const downloadFileSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  body: z.union([
    z.string(),
    z.custom<Uint8Array>((value) => value instanceof Uint8Array),
    z.custom<AsyncIterable<string | Uint8Array>>(isAsyncIterable),
  ]),
}) satisfies z.ZodType<DownloadFile>;

/**
 * Rows a CSV export reads per query; between two chunks other requests run. 100, not 500: mapping and
 * formatting a chunk from the read pool stays on the request thread, about 2 ms for 100 rows (ADR 051).
 */
export const CSV_EXPORT_CHUNK_ROWS = 100;

/**
 * The most rows one CSV export writes (ADR 019). A longer list ends with a line that says where it
 * stopped, so nobody takes a cut file for the whole list.
 */
export const CSV_EXPORT_MAX_ROWS = 1_000_000;

export const csvExportStopped = (rows: number) =>
  `The export stopped after ${rows.toLocaleString('en-US')} rows; filter the list to export the rest.`;

type Chunk<Row> = { rows: readonly Row[]; nextCursor: string | null };

/** Up to `limit` rows after `cursor` (null: from the start), in list order, and the cursor after them. */
export type ChunkReader<Row> = (cursor: string | null, limit: number) => Chunk<Row> | Promise<Chunk<Row>>;

/**
 * The lines of a CSV file read chunk by chunk from a keyset cursor. Each chunk is one short query;
 * the generator yields to the event loop between chunks, so a long export never holds up anyone else.
 */
async function* csvChunks<Row>(
  columns: readonly (readonly [string, keyof Row])[],
  readChunk: ChunkReader<Row>,
  maxRows: number,
): AsyncGenerator<string> {
  yield csvLines([columns.map(([label]) => label)]);
  let cursor: string | null = null;
  let written = 0;
  do {
    const chunk = await readChunk(cursor, Math.min(CSV_EXPORT_CHUNK_ROWS, maxRows - written));
    if (chunk.rows.length) yield csvLines(chunk.rows.map((row) => columns.map(([, key]) => row[key])));
    written += chunk.rows.length;
    cursor = chunk.nextCursor;
    if (cursor && written >= maxRows) {
      yield csvLines([[csvExportStopped(written)]]);
      return;
    }
    await new Promise((resolve) => setImmediate(resolve));
  } while (cursor);
}

/**
 * A CSV download of a list, one column per [header, key], named after the list and today's date.
 * The body streams: rows are read CSV_EXPORT_CHUNK_ROWS at a time as the client takes them.
 */
export function csvDownload<Row>(
  name: string,
  now: number,
  columns: readonly (readonly [string, keyof Row])[],
  readChunk: ChunkReader<Row>,
  maxRows = CSV_EXPORT_MAX_ROWS,
): DownloadFile {
  const date = new Date(now).toISOString().slice(0, 10);
  return {
    fileName: `${name}-${date}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: csvChunks(columns, readChunk, maxRows),
  };
}
