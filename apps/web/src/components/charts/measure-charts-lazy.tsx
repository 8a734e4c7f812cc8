import { type ComponentProps, lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

// The chart library (recharts, ~113 KB gzip) loads when a chart is first shown, not with the page.
const loadCharts = () => import('./measure-charts');
const BarChart = lazy(() => loadCharts().then((module) => ({ default: module.MeasureBarChart })));
const LineChart = lazy(() => loadCharts().then((module) => ({ default: module.MeasureLineChart })));

/** The chart's place while its library loads: the same box, so nothing below it moves. */
function ChartFallback({ className }: { className?: string }) {
  return (
    <div aria-busy className={cn('h-56 w-full', className)}>
      <span className="sr-only">Loading the chart…</span>
      <Skeleton className="size-full" />
    </div>
  );
}

export function MeasureBarChart(props: ComponentProps<typeof BarChart>) {
  return (
    <Suspense fallback={<ChartFallback className={props.className} />}>
      <BarChart {...props} />
    </Suspense>
  );
}

export function MeasureLineChart(props: ComponentProps<typeof LineChart>) {
  return (
    <Suspense fallback={<ChartFallback className={props.className} />}>
      <LineChart {...props} />
    </Suspense>
  );
}
