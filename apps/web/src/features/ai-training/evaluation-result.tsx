import type { EvaluationRun } from '@leadpath/core/schemas/ai-training';
import { CheckCircle2Icon, XCircleIcon } from 'lucide-react';

/** One evaluation: passed or how many failed, then each case with why it failed. */
export function EvaluationResult({ run }: { run: EvaluationRun }) {
  const failed = run.results.filter((result) => !result.passed).length;
  return (
    <div role="status" className="flex flex-col gap-2 rounded-md border p-3 text-sm">
      <p className="font-medium">
        {run.results.length === 0
          ? `No cases to run (${run.runtimeLabel}).`
          : failed === 0
            ? `Evaluation passed: ${run.results.length} of ${run.results.length} cases`
            : `Evaluation failed: ${failed} of ${run.results.length} cases`}
      </p>
      <p className="text-muted-foreground text-xs">Ran on {run.runtimeLabel}</p>
      <ul className="flex flex-col gap-2">
        {run.results.map((result) => (
          <li key={result.caseId} className="flex gap-2">
            {result.passed ? (
              <CheckCircle2Icon
                aria-label="Passed"
                className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
              />
            ) : (
              <XCircleIcon aria-label="Failed" className="mt-0.5 size-4 shrink-0 text-destructive" />
            )}
            <div className="min-w-0">
              <p>{result.name}</p>
              {result.failures.map((failure) => (
                <p key={failure} className="text-destructive">
                  {failure}
                </p>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
