import { csvShortRow } from '@leadpath/core/csv';
import { importFieldLabels, importFields, MAX_IMPORT_CHUNK } from '@leadpath/core/schemas/prospects';
import { CircleCheckIcon, DownloadIcon, TriangleAlertIcon, UploadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Modal } from '@/components/ui/modal';
import { NativeSelect } from '@/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';
import { useLeadsInvalidation } from '@/lib/use-leads-invalidation';
import { type CsvRow, readCsvFile } from './csv-parse';
import { type ColumnMapping, guessMapping, valuesOf } from './import-mapping';

const CHUNK_SIZE = Math.min(200, MAX_IMPORT_CHUNK);
/** The most rows one file may have: a longer file is refused before anything is imported. */
const MAX_ROWS = 100_000;
const PREVIEW_ROWS = 5;

interface ParsedFile {
  name: string;
  headers: string[];
  rows: CsvRow[];
}

interface Outcome {
  created: number;
  merged: number;
  errors: { line: number; message: string }[];
  stopped?: string;
}

/** CSV import: pick a file, map its columns, preview, then send it in chunks with a progress bar. */
export function ProspectImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const fileId = useId();
  const [file, setFile] = useState<ParsedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [progress, setProgress] = useState<{
    done: number;
    total: number;
    created: number;
    merged: number;
    failed: number;
  } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const invalidate = useLeadsInvalidation();
  const importRows = trpc.prospects.import.useMutation({ meta: { globalErrorToast: false } });

  const reset = () => {
    setFile(null);
    setFileError(null);
    setMapping([]);
    setProgress(null);
    setOutcome(null);
  };
  const close = (next: boolean) => {
    if (progress && !outcome) return; // an import in flight finishes first
    if (!next) reset();
    onOpenChange(next);
  };

  const readFile = async (picked: File | undefined) => {
    reset();
    if (!picked) return;
    // Parsed as it is read; a file past a limit (rows, a cell, a quote never closed) stops there.
    const read = await readCsvFile(picked, MAX_ROWS);
    if (!read.ok) return setFileError(read.message);
    const [header, ...data] = read.rows;
    if (!header || !data.length) return setFileError('This file has no rows under its header line');
    const headers = header.cells.map((cell, index) => cell.trim() || `Column ${index + 1}`);
    setFile({ name: picked.name, headers, rows: data });
    setMapping(guessMapping(headers));
  };

  const mapsAName = mapping.includes('firstName') || mapping.includes('fullName');
  const shortRows = file ? splitShortRows(file.rows, file.headers).short.length : 0;

  const start = async () => {
    if (!file) return;
    const total = file.rows.length;
    const result: Outcome = { created: 0, merged: 0, errors: [] };
    setProgress({ done: 0, total, created: 0, merged: 0, failed: 0 });
    for (let offset = 0; offset < total; offset += CHUNK_SIZE) {
      const { whole: chunk, short } = splitShortRows(
        file.rows.slice(offset, offset + CHUNK_SIZE),
        file.headers,
      );
      result.errors.push(...short);
      if (chunk.length)
        try {
          const answer = await importRows.mutateAsync({
            rows: chunk.map((row) => ({ line: row.line, values: valuesOf(row.cells, mapping) })),
          });
          result.created += answer.created;
          result.merged += answer.merged;
          result.errors.push(...answer.errors);
        } catch (error) {
          result.stopped = `Stopped at line ${chunk[0]?.line}: ${errorMessage(error)}`;
          break;
        }
      setProgress({
        done: Math.min(offset + CHUNK_SIZE, total),
        total,
        created: result.created,
        merged: result.merged,
        failed: result.errors.length,
      });
    }
    result.errors.sort((a, b) => a.line - b.line);
    setOutcome(result);
    await invalidate();
  };

  const percent = progress ? Math.round((progress.done / progress.total) * 100) : 0;

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Import prospects"
      description="Upload a CSV file with a header line. Rows with the email or LinkedIn URL of a prospect you already have update that prospect."
      size="xl"
      footer={
        outcome ? (
          <Button onClick={() => close(false)}>Done</Button>
        ) : (
          <>
            <Button variant="outline" disabled={Boolean(progress)} onClick={() => close(false)}>
              Cancel
            </Button>
            <Button disabled={!file || !mapsAName || Boolean(progress)} onClick={start}>
              <UploadIcon aria-hidden />
              {file ? `Import ${file.rows.length.toLocaleString()} rows` : 'Import'}
            </Button>
          </>
        )
      }
    >
      <div className="flex flex-col gap-5 p-6">
        {!progress ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor={fileId}>CSV file</Label>
            <Input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => readFile(event.target.files?.[0])}
            />
            {fileError ? (
              <p role="alert" className="text-destructive text-sm">
                {fileError}
              </p>
            ) : null}
          </div>
        ) : null}

        {file && !progress ? (
          <>
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 font-medium text-sm">Match the columns of {file.name}</legend>
              <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {file.headers.map((header, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a column of the file is identified by its position
                  <div key={`${header}-${index}`} className="flex flex-col gap-1.5">
                    <Label htmlFor={`${fileId}-col-${index}`} className="truncate">
                      {header}
                    </Label>
                    <NativeSelect
                      id={`${fileId}-col-${index}`}
                      value={mapping[index] ?? ''}
                      onChange={(event) => {
                        const next = [...mapping];
                        next[index] = event.target.value as ColumnMapping[number];
                        setMapping(next);
                      }}
                    >
                      <option value="">Skip this column</option>
                      {importFields.map((field) => (
                        <option key={field} value={field}>
                          {importFieldLabels[field]}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                ))}
              </div>
              {!mapsAName ? (
                <p className="text-destructive text-sm">Match a column to First name or Full name.</p>
              ) : null}
              {shortRows ? (
                <p className="text-muted-foreground text-sm">
                  {shortRows.toLocaleString()} {shortRows === 1 ? 'row has' : 'rows have'} fewer columns than
                  the header line: {shortRows === 1 ? 'it is' : 'they are'} skipped and listed with{' '}
                  {shortRows === 1 ? 'its' : 'their'} line.
                </p>
              ) : null}
            </fieldset>
            <section aria-label="Preview" className="flex flex-col gap-2">
              <h3 className="font-medium text-sm">
                Preview of the first {Math.min(PREVIEW_ROWS, file.rows.length)} of{' '}
                {file.rows.length.toLocaleString()} rows
              </h3>
              <div className="rounded-md border">
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>Line</TableHead>
                      {mapping.map((field, index) =>
                        field ? (
                          // biome-ignore lint/suspicious/noArrayIndexKey: a column of the file is identified by its position
                          <TableHead key={`${field}-${index}`}>{importFieldLabels[field]}</TableHead>
                        ) : null,
                      )}
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {file.rows.slice(0, PREVIEW_ROWS).map((row) => (
                      <TableRow key={row.line}>
                        <TableCell className="text-muted-foreground">{row.line}</TableCell>
                        {mapping.map((field, index) =>
                          field ? (
                            // biome-ignore lint/suspicious/noArrayIndexKey: a column of the file is identified by its position
                            <TableCell key={`${field}-${index}`}>{row.cells[index] ?? ''}</TableCell>
                          ) : null,
                        )}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            </section>
          </>
        ) : null}

        {progress ? (
          <div className="flex flex-col gap-2">
            <div className="flex justify-between text-sm">
              <span>{outcome ? 'Import finished' : 'Importing…'}</span>
              <span className="tabular-nums">
                {progress.done.toLocaleString()} of {progress.total.toLocaleString()} rows
              </span>
            </div>
            <div
              role="progressbar"
              aria-label="Import progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
            </div>
            <p className="text-muted-foreground text-sm tabular-nums" aria-live="polite">
              {progress.created.toLocaleString()} added · {progress.merged.toLocaleString()} merged ·{' '}
              {progress.failed.toLocaleString()} failed
            </p>
          </div>
        ) : null}

        {outcome ? <ImportOutcome outcome={outcome} fileName={file?.name ?? 'import'} /> : null}
      </div>
    </Modal>
  );
}

/** Rows with fewer cells than the header are not sent: their values would land in the wrong fields. */
function splitShortRows(rows: readonly CsvRow[], headers: readonly string[]) {
  const whole: CsvRow[] = [];
  const short: Outcome['errors'] = [];
  for (const row of rows) {
    if (row.cells.length < headers.length)
      short.push({ line: row.line, message: csvShortRow(row.cells.length, headers.length) });
    else whole.push(row);
  }
  return { whole, short };
}

/** One cell of the error report (RFC 4180 quoting); a cell a spreadsheet would run as a formula gets a leading quote. */
function reportCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Saves the rows that were not imported, with their reasons, as a CSV file. */
function downloadErrorReport(fileName: string, errors: Outcome['errors']) {
  const lines = [['Line', 'Reason'], ...errors.map((error) => [error.line, error.message])];
  const csv = lines.map((line) => `${line.map(reportCell).join(',')}\r\n`).join('');
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName.replace(/\.csv$/i, '')}-errors.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

function ImportOutcome({ outcome, fileName }: { outcome: Outcome; fileName: string }) {
  return (
    <div className="flex flex-col gap-3">
      <Alert role="status">
        <CircleCheckIcon aria-hidden />
        <AlertTitle>
          {outcome.created.toLocaleString()} added, {outcome.merged.toLocaleString()} merged into existing
          prospects, {outcome.errors.length.toLocaleString()} skipped
        </AlertTitle>
        {outcome.stopped ? <AlertDescription>{outcome.stopped}</AlertDescription> : null}
      </Alert>
      {outcome.errors.length ? (
        <Alert variant="destructive">
          <TriangleAlertIcon aria-hidden />
          <AlertTitle>Rows that were not imported</AlertTitle>
          <AlertDescription>
            <ul aria-label="Import errors" className="mt-1 max-h-48 list-none overflow-y-auto">
              {outcome.errors.slice(0, 200).map((error) => (
                <li key={error.line}>
                  Line {error.line}: {error.message}
                </li>
              ))}
            </ul>
            {outcome.errors.length > 200 ? <p>…and {outcome.errors.length - 200} more</p> : null}
            <Button
              variant="outline"
              size="sm"
              className="mt-2 w-fit"
              onClick={() => downloadErrorReport(fileName, outcome.errors)}
            >
              <DownloadIcon aria-hidden />
              Download error report
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}
