import { type SequenceStepKindInput, sequenceStepKindLabels } from '@leadpath/core/schemas/sequences';
import { TriangleAlertIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** One computed send or task of the schedule (the engine's PreviewRow). */
export interface SchedulePreviewRow {
  prospectId: string;
  prospectName: string;
  email: string;
  stepId: string;
  position: number;
  kind: string;
  variantLabel: string | null;
  dueAt: number;
  timeZone: string;
  missing: string[];
}

const viewerTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function inZone(at: number, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat(undefined, {
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    }).format(new Date(at));
  } catch {
    return timeZone;
  }
}

const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

interface SchedulePreviewTableProps {
  label: string;
  rows: readonly SchedulePreviewRow[] | undefined;
  pending: boolean;
  emptyMessage: string;
  /** Rows drawn at most; a line says how many more there are. */
  limit?: number;
}

/**
 * Who gets which step when: the schedule the engine computed (caps and windows applied), each time
 * in the viewer's zone and, when it differs, the prospect's; the zone used is named. A missing placeholder value is flagged.
 */
export function SchedulePreviewTable({
  label,
  rows,
  pending,
  emptyMessage,
  limit = 200,
}: SchedulePreviewTableProps) {
  if (pending) {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label={`Loading ${label.toLowerCase()}`}
        className="flex flex-col gap-2"
      >
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  }
  if (!rows?.length) {
    return (
      <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
        {emptyMessage}
      </p>
    );
  }
  const shown = rows.slice(0, limit);
  return (
    <div className="flex flex-col gap-2">
      <div className="rounded-md border">
        <Table aria-label={label}>
          <TableHeader>
            <TableRow>
              <TableHead className="pl-3">When</TableHead>
              <TableHead>Prospect</TableHead>
              <TableHead>Step</TableHead>
              <TableHead className="hidden sm:table-cell">Variant</TableHead>
              <TableHead className="hidden md:table-cell">Notes</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={`${row.prospectId}-${row.stepId}`}>
                <TableCell className="min-w-[7.5rem] whitespace-normal pl-3 align-top sm:whitespace-nowrap">
                  <div className="tabular-nums">{viewerTime.format(new Date(row.dueAt))}</div>
                  {/* The zone the engine chose: the prospect's (explicit or from the company location) or the sender's. */}
                  <div className="text-muted-foreground text-xs">
                    {row.timeZone !== viewerZone ? `${inZone(row.dueAt, row.timeZone)} their time · ` : ''}
                    {row.timeZone.replaceAll('_', ' ')}
                  </div>
                </TableCell>
                <TableCell className="max-w-[9rem] align-top sm:max-w-[12rem]">
                  <div className="truncate font-medium">{row.prospectName}</div>
                  <div className="truncate text-muted-foreground text-xs">{row.email || 'No email'}</div>
                </TableCell>
                <TableCell className="min-w-[7rem] whitespace-normal align-top sm:whitespace-nowrap">
                  {row.position}. {sequenceStepKindLabels[row.kind as SequenceStepKindInput] ?? row.kind}
                  {row.missing.length ? (
                    <div className="mt-1 md:hidden">
                      <MissingNote missing={row.missing} />
                    </div>
                  ) : null}
                </TableCell>
                <TableCell className="hidden align-top sm:table-cell">
                  {row.variantLabel ? <Badge variant="outline">{row.variantLabel}</Badge> : '—'}
                </TableCell>
                <TableCell className="hidden align-top md:table-cell">
                  {row.missing.length ? <MissingNote missing={row.missing} /> : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {rows.length > shown.length ? (
        <p className="text-muted-foreground text-sm">
          Showing the first {shown.length} of {rows.length} steps.
        </p>
      ) : null}
    </div>
  );
}

function MissingNote({ missing }: { missing: string[] }) {
  return (
    <span className="flex items-start gap-1 whitespace-normal text-amber-700 text-xs dark:text-amber-300">
      <TriangleAlertIcon aria-hidden className="mt-0.5 size-3.5 shrink-0" />
      <span>No value for {missing.map((name) => `{{${name}}}`).join(', ')}: flagged, not sent</span>
    </span>
  );
}
