import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { cn } from '@/lib/cn';

/** One counted series of a chart: its data key, its legend label, and a theme chart colour. */
export interface ChartMeasure {
  key: string;
  label: string;
  color: string;
}

interface MeasureChartProps {
  data: object[];
  /** The key of the category (bars) or date (lines) on the x axis. */
  xKey: string;
  measures: readonly ChartMeasure[];
  /** The id of the heading that names the chart. */
  labelledBy: string;
  className?: string;
  xTickFormatter?: (value: string) => string;
}

const margin = { top: 8, right: 8, bottom: 0, left: -16 };
const axis = { stroke: 'var(--muted-foreground)', fontSize: 12, tickLine: false } as const;
const tooltipStyle = {
  contentStyle: {
    background: 'var(--popover)',
    color: 'var(--popover-foreground)',
    border: '1px solid var(--border)',
    borderRadius: 8,
    fontSize: 12,
  },
  cursor: { fill: 'var(--muted)', opacity: 0.5 },
} as const;

// Drawn without animation: a screenshot or a reader arriving mid-animation sees the real bars.
function Frame({
  labelledBy,
  className,
  children,
}: {
  labelledBy: string;
  className?: string;
  children: React.ReactElement;
}) {
  return (
    <figure aria-labelledby={labelledBy} className={cn('h-56 w-full', className)}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </figure>
  );
}

/** Counts side by side per category, in the measures' order, themed for light and dark. */
export function MeasureBarChart({
  data,
  xKey,
  measures,
  labelledBy,
  className,
  xTickFormatter,
}: MeasureChartProps) {
  return (
    <Frame labelledBy={labelledBy} className={className}>
      <BarChart data={data} margin={margin}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey={xKey} {...axis} tickFormatter={xTickFormatter} />
        <YAxis allowDecimals={false} {...axis} />
        <Tooltip {...tooltipStyle} />
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
        {measures.map((measure) => (
          <Bar
            key={measure.key}
            dataKey={measure.key}
            name={measure.label}
            fill={measure.color}
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </Frame>
  );
}

/** Counts over time, one line per measure, themed for light and dark. */
export function MeasureLineChart({
  data,
  xKey,
  measures,
  labelledBy,
  className,
  xTickFormatter,
}: MeasureChartProps) {
  return (
    <Frame labelledBy={labelledBy} className={className}>
      <LineChart data={data} margin={margin}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey={xKey} {...axis} tickFormatter={xTickFormatter} />
        <YAxis allowDecimals={false} {...axis} />
        <Tooltip {...tooltipStyle} />
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
        {measures.map((measure) => (
          <Line
            key={measure.key}
            type="monotone"
            dataKey={measure.key}
            name={measure.label}
            stroke={measure.color}
            strokeWidth={2}
            dot={data.length <= 31}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </Frame>
  );
}
