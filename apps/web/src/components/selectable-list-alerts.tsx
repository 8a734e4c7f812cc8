import { Link } from '@tanstack/react-router';
import { LockIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-errors';

/**
 * A list's alert in place of its table (selectable-list-table.tsx): the upgrade prompt without a plan, or
 * the failed load with its retry. Loaded when first needed: no first page shows it (issue 28's budget).
 */
export function SelectableListAlert({
  label,
  error,
  upgrade,
  onRetry,
}: {
  label: string;
  error: unknown;
  /** Without a plan the server refuses the list: the prompt says why and links to the plans. */
  upgrade: boolean;
  onRetry: () => void;
}) {
  return upgrade ? (
    <Alert data-slot="upgrade-prompt">
      <LockIcon aria-hidden />
      <AlertTitle>Pick a plan to keep using your {label.toLowerCase()}</AlertTitle>
      <AlertDescription>
        <p>Your trial or plan has ended. Your data is kept: choose a plan to see and change it again.</p>
        <Button asChild size="sm" className="mt-2">
          <Link to="/pricing">See plans</Link>
        </Button>
      </AlertDescription>
    </Alert>
  ) : (
    <Alert variant="destructive">
      <AlertTitle>Your {label.toLowerCase()} could not be loaded</AlertTitle>
      <AlertDescription>
        <p>{errorMessage(error)}</p>
        <Button variant="outline" size="sm" className="mt-2 text-foreground" onClick={onRetry}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
