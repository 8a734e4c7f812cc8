import { dayHighIsReached, type WarmupSettings, warmupRamp } from '@leadpath/core';
import { useId } from 'react';

/**
 * The daily limit day by day, as bars, with the numbers in a table for screen readers and the curious.
 * LinkedIn counts actions, Custom outreach emails: `unit` names what is counted.
 */
export function WarmupRamp({ settings, unit = 'actions' }: { settings: WarmupSettings; unit?: string }) {
  const id = useId();
  const ramp = warmupRamp(settings);
  const high = settings.startEndLimit.high;
  const fullDay = dayHighIsReached(settings);
  const summary = `Day 1: ${ramp[0]} ${unit}, rising by ${settings.increaseBy} a day; ${high} a day from day ${fullDay}.`;
  return (
    <div className="flex flex-col gap-2 rounded-md border bg-muted/30 p-3" data-testid="warmup-ramp">
      <p id={`${id}-summary`} className="text-sm">
        {summary}
      </p>
      <div
        role="img"
        aria-labelledby={`${id}-summary`}
        className="flex h-16 items-end gap-px overflow-hidden"
      >
        {ramp.map((limit, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the day number is the identity of a bar
            key={index}
            title={`Day ${index + 1}: ${limit}`}
            className="min-w-px flex-1 rounded-t-sm bg-primary/70"
            style={{ height: `${Math.max(4, (limit / Math.max(high, 1)) * 100)}%` }}
          />
        ))}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">Day-by-day limits</summary>
        <ol className="mt-2 grid max-h-40 grid-cols-3 gap-x-4 overflow-y-auto sm:grid-cols-5">
          {ramp.map((limit, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the day number is the identity of a row
            <li key={index} className="tabular-nums">
              Day {index + 1}: {limit}
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
