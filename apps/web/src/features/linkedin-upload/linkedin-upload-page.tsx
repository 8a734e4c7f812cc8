import type { RouterOutputs } from '@leadpath/api';
import {
  CONNECT_NOTE_MAX,
  csvToUploadRows,
  guessLinkedinMapping,
  LINKEDIN_UPLOAD_MAX_ROWS,
  type LinkedinUploadMapping,
  linkedinUploadFieldLabels,
  linkedinUploadFields,
  UPLOAD_NO_ROWS,
  UPLOAD_TOO_MANY_ROWS,
  type UploadRowInput,
  validateLinkedinRows,
} from '@leadpath/core/schemas/linkedin-upload';
import { Link } from '@tanstack/react-router';
import { CircleCheckIcon, EyeIcon, PlayIcon, UploadIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { FeatureGate } from '@/components/feature-gate';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';
import { LinkedinAccountNotice } from './linkedin-account-notice';

type UploadAnswer = RouterOutputs['linkedinUpload']['upload'];

interface ParsedFile {
  name: string;
  text: string;
  headers: string[];
  rows: UploadRowInput[];
}

const stepLabels: Record<string, string> = {
  linkedin_visit: 'Visit profile',
  linkedin_connect: 'Invitation',
  linkedin_message: 'Message',
};
const SHOWN_INVALID = 100;
const SHOWN_PREVIEW = 30;

/** /dashboard/upload-linkedin-sequence: upload, map columns, validation report, sequence, preview, start. */
export function LinkedinUploadPage() {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <div className="flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-lg border bg-card [&_svg]:size-5">
            <UploadIcon aria-hidden />
          </span>
          <h1 className="font-semibold text-2xl tracking-tight">LinkedIn sequence upload</h1>
        </div>
        <p className="text-muted-foreground text-sm">
          Upload a CSV of LinkedIn profile addresses, check it, choose a sequence and start.
        </p>
      </header>
      <FeatureGate feature="linkedin-sequence" name="LinkedIn sequence upload">
        <UploadFlow />
      </FeatureGate>
    </div>
  );
}

function UploadFlow() {
  const ids = { file: useId(), name: useId(), note: useId(), message: useId(), delay: useId(), seq: useId() };
  const [file, setFile] = useState<ParsedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<LinkedinUploadMapping>({});
  const [choice, setChoice] = useState<'new' | 'existing'>('new');
  const [sequenceId, setSequenceId] = useState('');
  const [name, setName] = useState('LinkedIn outreach');
  const [connectNote, setConnectNote] = useState('Hi {{prospect_first_name}}, I would be glad to connect.');
  const [message, setMessage] = useState(
    'Thanks for connecting, {{prospect_first_name}}! Would a short call next week be useful?',
  );
  const [messageDelayDays, setMessageDelayDays] = useState(1);
  const [preview, setPreview] = useState<UploadAnswer['preview']>(null);
  const [result, setResult] = useState<UploadAnswer['result']>(null);
  const sequences = trpc.linkedinUpload.sequences.useQuery(undefined, { meta: { globalErrorToast: false } });
  const utils = trpc.useUtils();
  const upload = trpc.linkedinUpload.upload.useMutation({ meta: { globalErrorToast: false } });

  const report = useMemo(() => (file ? validateLinkedinRows(file.rows, mapping) : null), [file, mapping]);
  const mapsUrl = Object.values(mapping).includes('linkedinUrl');

  const readFile = async (picked: File | undefined) => {
    setFile(null);
    setFileError(null);
    setPreview(null);
    setResult(null);
    upload.reset();
    if (!picked) return;
    const text = await picked.text();
    const { headers, rows } = csvToUploadRows(text);
    if (!rows.length) return setFileError(UPLOAD_NO_ROWS);
    if (rows.length > LINKEDIN_UPLOAD_MAX_ROWS) return setFileError(UPLOAD_TOO_MANY_ROWS);
    setFile({ name: picked.name, text, headers, rows });
    setMapping(guessLinkedinMapping(headers));
  };

  const sequenceChoice =
    choice === 'existing'
      ? { sequenceId }
      : { newSequence: { name, connectNote, message, messageDelayDays } };

  const send = async (action: 'preview' | 'start') => {
    if (!file) return;
    setResult(null);
    const answer = await upload
      .mutateAsync({ csv: file.text, mapping, action, ...sequenceChoice })
      .catch(() => null);
    if (!answer) return;
    if (action === 'preview') setPreview(answer.preview);
    else {
      setResult(answer.result);
      setPreview(null);
      await utils.linkedinUpload.sequences.invalidate();
    }
  };

  const existing = sequences.data?.sequences ?? [];
  const canSend =
    Boolean(file && mapsUrl && report && report.prospects.length > 0) &&
    (choice === 'new' ? name.trim() && message.trim() && connectNote.length <= CONNECT_NOTE_MAX : sequenceId);

  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle>1. File</CardTitle>
          <CardDescription>
            A CSV with a header line and a column of LinkedIn profile addresses; names, companies, titles and
            emails are optional. At most {LINKEDIN_UPLOAD_MAX_ROWS.toLocaleString()} rows.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <Label htmlFor={ids.file}>CSV file</Label>
          <Input
            id={ids.file}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => readFile(event.target.files?.[0])}
          />
          {fileError ? (
            <p role="alert" className="text-destructive text-sm">
              {fileError}
            </p>
          ) : null}
          {file ? (
            <p className="text-muted-foreground text-sm">
              {file.name}: {file.rows.length.toLocaleString()} rows, {file.headers.length} columns
            </p>
          ) : null}
        </CardContent>
      </Card>

      {file ? (
        <Card>
          <CardHeader>
            <CardTitle>2. Columns</CardTitle>
            <CardDescription>What each column holds; the first row is shown as an example.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {file.headers.map((header) => (
              <ColumnChoice
                key={header}
                header={header}
                sample={file.rows[0]?.values[header] ?? ''}
                value={mapping[header] ?? ''}
                onChange={(field) => setMapping((current) => ({ ...current, [header]: field }))}
              />
            ))}
            {!mapsUrl ? (
              <p role="alert" className="text-destructive text-sm sm:col-span-2 lg:col-span-3">
                Map a column to LinkedIn URL
              </p>
            ) : null}
          </CardContent>
        </Card>
      ) : null}

      {file && report && mapsUrl ? (
        <Card>
          <CardHeader>
            <CardTitle>3. Check</CardTitle>
            <CardDescription>
              Addresses are normalised to https://www.linkedin.com/in/…; rows with the same profile are
              merged.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <dl aria-label="Validation report" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Stat label="Rows" value={report.total} testId="report-total" />
              <Stat label="Profiles to upload" value={report.prospects.length} testId="report-valid" />
              <Stat label="Duplicates merged" value={report.duplicates.length} testId="report-duplicates" />
              <Stat label="Invalid rows" value={report.invalid.length} testId="report-invalid" />
            </dl>
            {report.invalid.length ? (
              <div className="max-h-72 overflow-auto rounded-md border">
                <Table aria-label="Invalid rows">
                  <TableHeader>
                    <TableRow>
                      <TableHead className="w-16 pl-3">Line</TableHead>
                      <TableHead>Value</TableHead>
                      <TableHead>Reason</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {report.invalid.slice(0, SHOWN_INVALID).map((row) => (
                      <TableRow key={row.line}>
                        <TableCell className="pl-3 tabular-nums">{row.line}</TableCell>
                        <TableCell className="max-w-32 truncate sm:max-w-64" title={row.value}>
                          {row.value || '(empty)'}
                        </TableCell>
                        <TableCell>{row.reason}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            ) : (
              <p className="text-muted-foreground text-sm">Every row has a valid profile address.</p>
            )}
            {report.invalid.length > SHOWN_INVALID ? (
              <p className="text-muted-foreground text-sm">
                The first {SHOWN_INVALID} invalid rows are shown.
              </p>
            ) : null}
          </CardContent>
        </Card>
      ) : null}

      {file && report && mapsUrl ? (
        <Card>
          <CardHeader>
            <CardTitle>4. Sequence</CardTitle>
            <CardDescription>
              A new LinkedIn sequence visits the profile, sends an invitation with your note, and messages
              once the invitation is accepted.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <fieldset className="flex flex-wrap gap-4">
              <legend className="sr-only">Sequence</legend>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="sequence-choice"
                  checked={choice === 'new'}
                  onChange={() => setChoice('new')}
                />
                Create a LinkedIn sequence
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="sequence-choice"
                  checked={choice === 'existing'}
                  onChange={() => setChoice('existing')}
                />
                Add to an existing LinkedIn sequence
              </label>
            </fieldset>
            {choice === 'existing' ? (
              <div className="flex flex-col gap-2">
                <Label htmlFor={ids.seq}>LinkedIn sequence</Label>
                {sequences.isPending ? (
                  <Skeleton className="h-9 w-full" aria-label="Loading sequences" />
                ) : sequences.error ? (
                  <p role="alert" className="text-destructive text-sm">
                    The sequences could not be loaded: {errorMessage(sequences.error)}{' '}
                    <Button variant="link" size="sm" onClick={() => sequences.refetch()}>
                      Try again
                    </Button>
                  </p>
                ) : existing.length === 0 ? (
                  <p className="text-muted-foreground text-sm">
                    You have no LinkedIn sequence yet: create one here.
                  </p>
                ) : (
                  <NativeSelect
                    id={ids.seq}
                    value={sequenceId}
                    onChange={(e) => setSequenceId(e.target.value)}
                  >
                    <option value="">Choose a sequence</option>
                    {existing.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name} ({s.status}, {s.enrolled} enrolled)
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </div>
            ) : (
              <div className="grid gap-4 md:grid-cols-2">
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.name}>Sequence name</Label>
                  <Input
                    id={ids.name}
                    value={name}
                    maxLength={100}
                    onChange={(e) => setName(e.target.value)}
                  />
                </div>
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.delay}>Days between acceptance and message</Label>
                  <Input
                    id={ids.delay}
                    type="number"
                    min={0}
                    max={30}
                    value={messageDelayDays}
                    onChange={(e) =>
                      setMessageDelayDays(Math.max(0, Math.min(30, Number(e.target.value) || 0)))
                    }
                  />
                </div>
                <div className="flex flex-col gap-2 md:col-span-2">
                  <Label htmlFor={ids.note}>Connection note (optional)</Label>
                  <Textarea
                    id={ids.note}
                    value={connectNote}
                    rows={2}
                    aria-describedby={`${ids.note}-count`}
                    aria-invalid={connectNote.length > CONNECT_NOTE_MAX}
                    onChange={(e) => setConnectNote(e.target.value)}
                  />
                  <p
                    id={`${ids.note}-count`}
                    className={
                      connectNote.length > CONNECT_NOTE_MAX
                        ? 'text-destructive text-xs'
                        : 'text-muted-foreground text-xs'
                    }
                  >
                    {connectNote.length}/{CONNECT_NOTE_MAX} characters
                  </p>
                </div>
                <div className="flex flex-col gap-2 md:col-span-2">
                  <Label htmlFor={ids.message}>Message after acceptance</Label>
                  <Textarea
                    id={ids.message}
                    value={message}
                    rows={3}
                    onChange={(e) => setMessage(e.target.value)}
                  />
                </div>
              </div>
            )}
            <LinkedinAccountNotice />
            {upload.error ? (
              <Alert variant="destructive">
                <AlertTitle>The upload was refused</AlertTitle>
                <AlertDescription>{errorMessage(upload.error)}</AlertDescription>
              </Alert>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                disabled={!canSend || upload.isPending}
                onClick={() => send('preview')}
              >
                <EyeIcon aria-hidden />
                Preview schedule
              </Button>
              <Button disabled={!canSend || upload.isPending} onClick={() => send('start')}>
                <PlayIcon aria-hidden />
                {report ? `Start with ${report.prospects.length.toLocaleString()} profiles` : 'Start'}
              </Button>
            </div>
            {upload.isPending ? (
              <p role="status" className="text-muted-foreground text-sm">
                Working… large files are written in batches.
              </p>
            ) : null}
          </CardContent>
        </Card>
      ) : null}

      {preview ? <PreviewCard preview={preview} /> : null}

      {result ? (
        <Alert>
          <CircleCheckIcon aria-hidden />
          <AlertTitle>The sequence has started</AlertTitle>
          <AlertDescription>
            <p data-testid="upload-result">
              {result.created.toLocaleString()} prospects created, {result.updated.toLocaleString()} updated,{' '}
              {result.enrolled.toLocaleString()} enrolled
              {result.skipped.length ? `, ${result.skipped.length.toLocaleString()} skipped` : ''}.
            </p>
            <p className="flex flex-wrap gap-3">
              <Link className="underline" to="/dashboard/analytics">
                See LinkedIn Analytics
              </Link>
              <Link className="underline" to="/dashboard/linkedin-messaging">
                Open LinkedIn messaging
              </Link>
            </p>
          </AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}

function ColumnChoice({
  header,
  sample,
  value,
  onChange,
}: {
  header: string;
  sample: string;
  value: string;
  onChange: (field: LinkedinUploadMapping[string]) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Label htmlFor={id} className="truncate">
        {header}
      </Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as LinkedinUploadMapping[string])}
      >
        <option value="">Leave out</option>
        {linkedinUploadFields.map((field) => (
          <option key={field} value={field}>
            {linkedinUploadFieldLabels[field]}
          </option>
        ))}
      </NativeSelect>
      <span className="truncate text-muted-foreground text-xs" title={sample}>
        {sample || '(empty)'}
      </span>
    </div>
  );
}

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="rounded-lg border bg-card p-3">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-semibold text-2xl tabular-nums" data-testid={testId}>
        {value.toLocaleString()}
      </dd>
    </div>
  );
}

function PreviewCard({ preview }: { preview: NonNullable<UploadAnswer['preview']> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Schedule preview</CardTitle>
        <CardDescription>
          {preview.truncated
            ? `The first steps of the first 200 of ${preview.prospectCount.toLocaleString()} profiles; nothing is saved yet.`
            : `The first steps of ${preview.prospectCount.toLocaleString()} profiles; nothing is saved yet.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {preview.rows.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nothing would be scheduled.</p>
        ) : (
          <div className="overflow-x-auto rounded-md border">
            <Table aria-label="Schedule preview">
              <TableHeader>
                <TableRow>
                  <TableHead className="pl-3">Prospect</TableHead>
                  <TableHead>Step</TableHead>
                  <TableHead>When</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {preview.rows.slice(0, SHOWN_PREVIEW).map((row) => (
                  <TableRow key={`${row.prospectId}-${row.stepId}`}>
                    <TableCell className="pl-3">{row.prospectName}</TableCell>
                    <TableCell>
                      {row.position}. {stepLabels[row.kind] ?? row.kind}
                    </TableCell>
                    <TableCell className="tabular-nums">
                      {new Date(row.dueAt).toLocaleString(undefined, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                        timeZone: row.timeZone,
                      })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
