import type { RouterOutputs } from '@leadpath/api';
import { Link } from '@tanstack/react-router';
import { ChartColumnIcon, DownloadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { MeasureBarChart, MeasureLineChart } from '@/components/charts/measure-charts-lazy';
import { FeatureGate } from '@/components/feature-gate';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-errors';
import { downloadCsv } from '@/lib/download-csv';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

type Analytics = RouterOutputs['linkedinAnalytics']['get'];
type Counts = Analytics['totals'];

const measures = [
  { key: 'visits', label: 'Profile visits', color: 'var(--chart-1)' },
  { key: 'invitations', label: 'Invitations sent', color: 'var(--chart-2)' },
  { key: 'accepted', label: 'Accepted', color: 'var(--chart-3)' },
  { key: 'messages', label: 'Messages', color: 'var(--chart-4)' },
  { key: 'replies', label: 'Replies', color: 'var(--chart-5)' },
] as const satisfies readonly { key: keyof Counts; label: string; color: string }[];

const ranges = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
] as const;

const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 1000) / 10}%`);

/** /dashboard/analytics: LinkedIn results per day and per sequence, today against its limit, CSV. */
export function LinkedinAnalyticsPage() {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <div className="flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-lg border bg-card [&_svg]:size-5">
            <ChartColumnIcon aria-hidden />
          </span>
          <h1 className="font-semibold text-2xl tracking-tight">LinkedIn Analytics</h1>
        </div>
        <p className="text-muted-foreground text-sm">
          Profile visits, invitations, acceptances, messages and replies, per day and per sequence.
        </p>
      </header>
      <FeatureGate feature="linkedin-analytics" name="LinkedIn Analytics">
        <AnalyticsView />
      </FeatureGate>
    </div>
  );
}

function AnalyticsView() {
  const id = useId();
  const [days, setDays] = useState<number>(30);
  const [sequenceId, setSequenceId] = useState('');
  const [downloading, setDownloading] = useState(false);
  // The range ends on the server's today (its clock, the LinkedIn timezone), read again at each refresh.
  const input = { days, ...(sequenceId ? { sequenceId } : {}) };
  const analytics = trpc.linkedinAnalytics.get.useQuery(input, {
    meta: { globalErrorToast: false },
    refetchInterval: 5_000,
    placeholderData: (previous) => previous,
  });
  // The sequence choice lists every sequence, whichever one is shown.
  const all = trpc.linkedinAnalytics.get.useQuery({ days }, { meta: { globalErrorToast: false } });
  const error = analytics.error;
  if (error)
    return (
      <Alert variant="destructive" className="max-w-3xl">
        <AlertTitle>The analytics could not be loaded</AlertTitle>
        <AlertDescription>
          <p>{errorMessage(error)}</p>
          <Button variant="outline" size="sm" className="text-foreground" onClick={() => analytics.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  const data = analytics.data;
  if (!data)
    return (
      <div role="status" aria-busy="true" aria-label="Loading analytics" className="flex flex-col gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );

  const download = async () => {
    setDownloading(true);
    try {
      const params = new URLSearchParams({
        from: data.from,
        to: data.to,
        ...(sequenceId ? { sequenceId } : {}),
      });
      await downloadCsv(`/api/linkedin/analytics.csv?${params}`, 'linkedin-analytics.csv');
    } catch (err) {
      toast.error(`The CSV could not be downloaded: ${errorMessage(err)}`);
    } finally {
      setDownloading(false);
    }
  };

  const totals = data.totals;
  const nothingYet = measures.every((measure) => totals[measure.key] === 0);
  const usedShare = data.today.limit ? Math.min(1, data.today.used / data.today.limit) : 0;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-range`}>Period</Label>
          <NativeSelect id={`${id}-range`} value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {ranges.map((range) => (
              <option key={range.days} value={range.days}>
                {range.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-48 flex-col gap-1">
          <Label htmlFor={`${id}-sequence`}>Sequence</Label>
          <NativeSelect
            id={`${id}-sequence`}
            value={sequenceId}
            onChange={(e) => setSequenceId(e.target.value)}
          >
            <option value="">All sequences</option>
            {((sequenceId ? all.data : data)?.sequences ?? []).map((s) => (
              <option key={s.sequenceId} value={s.sequenceId}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button variant="outline" onClick={download} disabled={downloading} className="ml-auto">
          <DownloadIcon aria-hidden />
          Download CSV
        </Button>
      </div>

      <Card className="gap-3">
        <CardHeader>
          <CardTitle>Today</CardTitle>
          <CardDescription>
            {data.today.date} ({data.timeZone}): actions against today's limit
            {data.today.warmupDay !== null ? `, warmup day ${data.today.warmupDay}` : ''}.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <p className="font-semibold text-2xl tabular-nums" data-testid="today-used">
            {data.today.used} of {data.today.limit}
          </p>
          <div
            role="progressbar"
            aria-label="Actions today against the daily limit"
            aria-valuemin={0}
            aria-valuemax={data.today.limit}
            aria-valuenow={data.today.used}
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary" style={{ width: `${usedShare * 100}%` }} />
          </div>
        </CardContent>
      </Card>

      <dl aria-label="Totals" className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {measures.map((measure) => (
          <Total
            key={measure.key}
            label={measure.label}
            value={String(totals[measure.key])}
            testId={measure.key}
          />
        ))}
        <Total label="Acceptance rate" value={percent(totals.acceptanceRate)} testId="acceptanceRate" />
        <Total label="Reply rate" value={percent(totals.replyRate)} testId="replyRate" />
      </dl>

      {nothingYet ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
          No LinkedIn activity in this period yet. Upload a LinkedIn sequence and start it: visits,
          invitations and messages appear here as they go out.{' '}
          <Link className="underline" to="/dashboard/upload-linkedin-sequence">
            Upload a LinkedIn sequence
          </Link>
        </p>
      ) : null}

      <Card className="gap-4">
        <CardHeader>
          <CardTitle id={`${id}-daily`}>By day</CardTitle>
          <CardDescription>What went out and came back each day.</CardDescription>
        </CardHeader>
        <CardContent>
          <MeasureLineChart
            data={data.days}
            xKey="date"
            measures={measures}
            labelledBy={`${id}-daily`}
            className="h-64"
            xTickFormatter={(date) => date.slice(5)}
          />
        </CardContent>
      </Card>

      <Card className="gap-4">
        <CardHeader>
          <CardTitle id={`${id}-sequences`}>By sequence</CardTitle>
          <CardDescription>
            Acceptance rate: of the invitations sent, the share accepted. Reply rate: of the prospects invited
            or messaged, the share who replied (to a connection note too).
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {data.sequences.length === 0 ? (
            <p className="text-muted-foreground text-sm">No LinkedIn sequences yet.</p>
          ) : (
            <>
              <MeasureBarChart
                data={data.sequences}
                xKey="name"
                measures={measures}
                labelledBy={`${id}-sequences`}
              />
              <div className="overflow-x-auto rounded-md border">
                <Table aria-label="Results per sequence">
                  <TableHeader>
                    <TableRow>
                      <TableHead className="pl-3">Sequence</TableHead>
                      {measures.map((measure) => (
                        <TableHead key={measure.key} className="text-right">
                          {measure.label}
                        </TableHead>
                      ))}
                      <TableHead className="text-right">Acceptance rate</TableHead>
                      <TableHead className="text-right">Reply rate</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {data.sequences.map((row) => (
                      <TableRow key={row.sequenceId}>
                        <TableCell className="pl-3 font-medium">{row.name}</TableCell>
                        {measures.map((measure) => (
                          <TableCell key={measure.key} className="text-right tabular-nums">
                            {row[measure.key]}
                          </TableCell>
                        ))}
                        <TableCell className="text-right tabular-nums">
                          {percent(row.acceptanceRate)}
                        </TableCell>
                        <TableCell className="text-right tabular-nums">{percent(row.replyRate)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Total({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg border bg-card p-3">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-semibold text-2xl tabular-nums" data-testid={`total-${testId}`}>
        {value}
      </dd>
    </div>
  );
}
