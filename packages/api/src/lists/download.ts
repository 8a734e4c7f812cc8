import { z } from 'zod';
import { toCsv } from './csv.ts';

/** A download a procedure returns for a REST route whose answer is 'file' (trpc.ts re-exports it). */
export interface DownloadFile {
  fileName: string;
  contentType: string;
  body: string | Uint8Array;
}

/** The output of a procedure whose REST answer is a file. */
export const downloadFileSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  body: z.union([z.string(), z.custom<Uint8Array>((value) => value instanceof Uint8Array)]),
}) satisfies z.ZodType<DownloadFile>;

/** A CSV download of rows, one column per [header, key], named after the list and today's date. */
export function csvDownload<Row>(
  name: string,
  now: number,
  columns: readonly (readonly [string, keyof Row])[],
  rows: readonly Row[],
): DownloadFile {
  const date = new Date(now).toISOString().slice(0, 10);
  return {
    fileName: `${name}-${date}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: toCsv(
      columns.map(([label]) => label),
      rows.map((row) => columns.map(([, key]) => row[key])),
    ),
  };
}
