import type { RouterOutputs } from '@leadpath/api';
import { Link } from '@tanstack/react-router';
import { CircleCheckIcon, CircleIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { gettingStartedSteps } from './getting-started-steps';

type Checklist = RouterOutputs['home']['checklist'];
const steps = gettingStartedSteps;

export const isChecklistDone = (checklist: Checklist) => steps.every((step) => checklist[step.key]);

/** A new account's first steps (issue 28), each ticked from the account's own data. */
export function GettingStarted({
  checklist,
  error,
  onRetry,
}: {
  checklist: Checklist | undefined;
  error: unknown;
  onRetry: () => void;
}) {
  if (error) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Your first steps could not be loaded</AlertTitle>
        <AlertDescription>
          <p>{errorMessage(error)}</p>
          <Button variant="outline" size="sm" className="mt-2 text-foreground" onClick={onRetry}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const done = checklist ? steps.filter((step) => checklist[step.key]).length : 0;
  return (
    <Card className="max-w-2xl" data-slot="getting-started" aria-busy={!checklist}>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Get started</h2>
        </CardTitle>
        <CardDescription>
          {checklist ? `${done} of ${steps.length} done` : <Skeleton className="h-4 w-24" />}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col divide-y" aria-label="Get started">
          {steps.map((step) => {
            const ticked = checklist?.[step.key] === true;
            const Icon = ticked ? CircleCheckIcon : CircleIcon;
            return (
              <li
                key={step.key}
                data-step={step.key}
                data-done={checklist ? ticked : undefined}
                className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3 first:pt-0 last:pb-0"
              >
                <Icon
                  aria-hidden
                  className={cn('size-5 shrink-0', ticked ? 'text-success' : 'text-muted-foreground')}
                />
                <div className="min-w-0 flex-1">
                  <p className={cn('font-medium text-sm', ticked && 'text-muted-foreground line-through')}>
                    {step.title}
                    <span className="sr-only">{ticked ? ' (done)' : ' (to do)'}</span>
                  </p>
                  {ticked ? null : <p className="text-muted-foreground text-sm">{step.hint}</p>}
                </div>
                {checklist && !ticked ? (
                  <Button asChild size="sm" variant="outline">
                    <Link to={step.to}>{step.action}</Link>
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
