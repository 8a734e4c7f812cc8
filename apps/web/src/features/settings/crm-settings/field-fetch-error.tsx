import { CircleAlert, RefreshCw, RotateCcw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

interface FieldFetchErrorProps {
  message: string;
  onTryAgain: () => void;
  retrying: boolean;
}

/** Spec §2 "Field mapping panel": the fetch failed; the default mappings stay in use meanwhile. */
export function FieldFetchError({ message, onTryAgain, retrying }: FieldFetchErrorProps) {
  const authentication = /expired|credentials|session|inactive/i.test(message);
  return (
    <Alert variant="destructive" data-testid="crm-field-error">
      <CircleAlert aria-hidden />
      <AlertTitle>{authentication ? 'CRM authentication error' : 'CRM configuration error'}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        <p>The default field mappings are used until the CRM fields can be loaded.</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onTryAgain} disabled={retrying}>
            <RotateCcw aria-hidden />
            Try Again
          </Button>
          <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden />
            Refresh Page
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
