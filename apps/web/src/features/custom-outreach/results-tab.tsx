import type { RouterOutputs } from '@leadpath/api';
import { useId } from 'react';
import { MeasureBarChart, MeasureLineChart } from '@/components/charts/measure-charts-lazy';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';
import { CallStepsCard } from './call-steps-card';
import { ReplyClassesCard } from './reply-classes-card';
import { stepKindLabel } from './step-kinds';

type Sequence = RouterOutputs['sequences']['get'];
type Stats = RouterOutputs['sequences']['stats'];
type Counts = Stats['totals'];

const measures = [
  { key: 'sent', label: 'Sent', color: 'var(--chart-1)' },
  { key: 'replied', label: 'Replied', color: 'var(--chart-2)' },
  { key: 'bounced', label: 'Bounced', color: 'var(--chart-3)' },
  { key: 'unsubscribed', label: 'Unsubscribed', color: 'var(--chart-4)' },
  { key: 'meetings', label: 'Meetings', color: 'var(--chart-5)' },
] as const satisfies readonly { key: keyof Counts; label: string; color: string }[];

const dailyMeasures = measures.filter((measure) => measure.key === 'sent' || measure.key === 'replied');

interface ResultRow extends Counts {
  /** "Step 1 A": a step, or one variant of an A/B step. */
  name: string;
  kind: string;
}

function countsOf(counts: Counts): Counts {
  const { enrolled, sent, replied, bounced, unsubscribed, meetings } = counts;
  return { enrolled, sent, replied, bounced, unsubscribed, meetings };
}

function rowsOf(stats: Stats): ResultRow[] {
  return stats.steps.flatMap((step): ResultRow[] =>
    step.variants.length > 1
      ? step.variants.map((variant) => ({
          ...countsOf(variant),
          name: `Step ${step.position} ${variant.label}`,
          kind: step.kind,
        }))
      : [{ ...countsOf(step), name: `Step ${step.position}`, kind: step.kind }],
  );
}

/** Sent, replied, bounced, unsubscribed and meetings: in total, per step and variant, and by day. */
export function ResultsTab({ sequence }: { sequence: Sequence }) {
  const id = useId();
  const stats = trpc.sequences.stats.useQuery(
    { id: sequence.id },
    { meta: { globalErrorToast: false }, refetchInterval: sequence.status === 'active' ? 15_000 : false },
  );
  if (stats.error) {
    return (
      <Alert variant="destructive">
        <AlertTitle>The results could not be loaded</AlertTitle>
        <AlertDescription>
          <p>{errorMessage(stats.error)}</p>
          <Button variant="outline" size="sm" className="text-foreground" onClick={() => stats.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (stats.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading results" className="flex flex-col gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  const data = stats.data;
  const rows = rowsOf(data);
  const totals = data.totals;
  const nothingYet = totals.enrolled === 0 && totals.sent === 0;

  return (
    <div className="flex flex-col gap-4">
      <dl aria-label="Totals" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {[{ key: 'enrolled', label: 'Enrolled' } as const, ...measures].map((measure) => (
          <div key={measure.key} className="rounded-lg border bg-card p-3">
            <dt className="text-muted-foreground text-xs">{measure.label}</dt>
            <dd className="font-semibold text-2xl tabular-nums" data-testid={`total-${measure.key}`}>
              {totals[measure.key]}
            </dd>
          </div>
        ))}
      </dl>
      {nothingYet ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
          No results yet: numbers appear once the first steps go out.
        </p>
      ) : null}

      <Card className="gap-4">
        <CardHeader>
          <CardTitle id={`${id}-steps`}>Per step and variant</CardTitle>
          <CardDescription>
            A/B steps show each variant on its own. A variant's replies and meetings count everyone who got
            it, also when they answered a later step.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <MeasureBarChart
            data={rows}
            xKey="name"
            measures={measures}
            labelledBy={`${id}-steps`}
            className="h-64"
          />
          <div className="rounded-md border">
            <Table aria-label="Results per step and variant">
              <TableHeader>
                <TableRow>
                  <TableHead className="pl-3">Step</TableHead>
                  <TableHead className="text-right">Enrolled</TableHead>
                  {measures.map((measure) => (
                    <TableHead key={measure.key} className="text-right">
                      {measure.label}
                    </TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.name}>
                    <TableCell className="pl-3">
                      <span className="font-medium">{row.name}</span>{' '}
                      <span className="text-muted-foreground">{stepKindLabel(row.kind)}</span>
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{row.enrolled}</TableCell>
                    {measures.map((measure) => (
                      <TableCell key={measure.key} className="text-right tabular-nums">
                        {row[measure.key]}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </CardContent>
      </Card>

      <ReplyClassesCard counts={data.replyClasses} />
      {(data.calls.done > 0 || data.steps.some((step) => step.kind === 'call')) && (
        <CallStepsCard calls={data.calls} />
      )}

      <Card className="gap-4">
        <CardHeader>
          <CardTitle id={`${id}-daily`}>By day</CardTitle>
          <CardDescription>Emails sent and replies received each day.</CardDescription>
        </CardHeader>
        <CardContent>
          {data.daily.length ? (
            <MeasureLineChart
              data={data.daily}
              xKey="date"
              measures={dailyMeasures}
              labelledBy={`${id}-daily`}
            />
          ) : (
            <p className="text-muted-foreground text-sm">Nothing sent yet.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
