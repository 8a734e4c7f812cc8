import type { RouterOutputs } from '@leadpath/api';
import { ArrowRightIcon } from 'lucide-react';
import { formatBillingDate } from '@/lib/billing';

type PlanChange = RouterOutputs['billing']['subscription']['history'][number];

const sourceLabels: Record<PlanChange['source'], string> = {
  provider: 'by the payment provider',
  admin: 'set by Leadpath staff',
  'grace-ended': 'payment grace period ended',
};

/** The plan's changes, newest first: when, from which plan to which, and who or what changed it. */
export function PlanHistory({ history }: { history: readonly PlanChange[] }) {
  return (
    <section aria-labelledby="plan-history-heading" className="flex flex-col gap-3">
      <h4 id="plan-history-heading" className="font-semibold text-base">
        Plan history
      </h4>
      {history.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-muted-foreground text-sm">
          No plan changes yet.
        </p>
      ) : (
        <ol aria-label="Plan history" className="divide-y rounded-lg border">
          {history.map((change) => (
            <li
              key={`${change.at}-${change.fromPlan}-${change.toPlan}-${change.source}`}
              className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-center sm:gap-4"
            >
              <time
                dateTime={new Date(change.at).toISOString()}
                className="shrink-0 text-muted-foreground tabular-nums sm:w-28"
              >
                {formatBillingDate(change.at)}
              </time>
              <span className="flex flex-wrap items-center gap-1.5 font-medium">
                {change.fromPlan}
                <span className="sr-only"> to </span>
                <ArrowRightIcon aria-hidden className="size-3.5 text-muted-foreground" />
                {change.toPlan}
                {change.period ? (
                  <span className="font-normal text-muted-foreground">({change.period})</span>
                ) : null}
              </span>
              <span className="text-muted-foreground sm:ml-auto">{sourceLabels[change.source]}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
