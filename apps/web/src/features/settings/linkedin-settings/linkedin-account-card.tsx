import { UNIPILE_ACCOUNT_REQUIRED } from '@leadpath/core/schemas/linkedin-messaging';
import { PauseCircleIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const kindLabel = { sandbox: 'Sandbox network', unipile: 'Unipile', manual: 'Manual mode' } as const;
const kindHint = {
  sandbox:
    'A built-in LinkedIn network for trying things out: invitations are accepted or ignored after a few hours and some people reply.',
  unipile: 'Your LinkedIn account through Unipile: visits, invitations and messages run for real.',
  manual:
    'Each LinkedIn step becomes a task with the profile link and the prepared text; you do it on LinkedIn.',
} as const;

/** LinkedIn settings: which account runs LinkedIn steps (sandbox, Unipile, manual), its pause state and reason. */
export function LinkedinAccountCard() {
  const id = useId();
  const utils = trpc.useUtils();
  const account = trpc.linkedinMessaging.account.useQuery(undefined, {
    meta: { globalErrorToast: false },
    refetchInterval: 15_000,
  });
  const connect = trpc.linkedinMessaging.connect.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (data) => {
      utils.linkedinMessaging.account.setData(undefined, data);
      toast.success(`LinkedIn: ${kindLabel[data.kind ?? 'manual']}`);
      setUnipileError(null);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const simulate = trpc.linkedinMessaging.simulateSignal.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: () => toast.info('The next LinkedIn action will meet a limit: the account pauses then'),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const [unipileId, setUnipileId] = useState('');
  const [unipileError, setUnipileError] = useState<string | null>(null);

  if (account.isPending)
    return <Skeleton className="h-40 w-full" aria-busy aria-label="Loading the LinkedIn account" />;
  if (account.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle>Could not load your LinkedIn account</AlertTitle>
        <AlertDescription>
          <Button variant="outline" size="sm" className="text-foreground" onClick={() => account.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  const data = account.data;
  const submitUnipile = (event: FormEvent) => {
    event.preventDefault();
    if (!unipileId.trim()) {
      setUnipileError(UNIPILE_ACCOUNT_REQUIRED);
      return;
    }
    connect.mutate({ kind: 'unipile', externalAccountId: unipileId.trim() });
  };

  return (
    <Card data-testid="linkedin-account-card">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          LinkedIn account
          {data.connected && data.kind && <Badge variant="secondary">{kindLabel[data.kind]}</Badge>}
          {data.status === 'paused' && <Badge variant="destructive">Paused</Badge>}
          {data.status === 'active' && data.kind !== 'manual' && <Badge variant="outline">Active</Badge>}
        </CardTitle>
        <CardDescription>
          {data.connected && data.kind
            ? kindHint[data.kind]
            : 'Choose how your sequences’ LinkedIn steps run. Until then they become tasks.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {data.status === 'paused' && (
          <Alert variant="destructive" data-testid="linkedin-pause">
            <PauseCircleIcon aria-hidden />
            <AlertTitle>Paused automatically</AlertTitle>
            <AlertDescription>
              <p>{data.pauseReason}</p>
              {data.pausedUntil && <p>Resumes by itself at {timeFormat.format(data.pausedUntil)}.</p>}
            </AlertDescription>
          </Alert>
        )}
        {data.connected && data.kind !== 'manual' && (
          <p className="text-sm" data-testid="linkedin-today">
            Today: {data.today.count} of {data.today.limit} actions
            {data.warmupStartedOn ? ` · warmup from ${data.warmupStartedOn}` : ''}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant={data.kind === 'sandbox' ? 'secondary' : 'outline'}
            disabled={connect.isPending || data.kind === 'sandbox'}
            onClick={() => connect.mutate({ kind: 'sandbox' })}
          >
            Use the sandbox network
          </Button>
          <Button
            variant={data.kind === 'manual' ? 'secondary' : 'outline'}
            disabled={connect.isPending || data.kind === 'manual'}
            onClick={() => connect.mutate({ kind: 'manual' })}
          >
            Use manual mode
          </Button>
          {data.kind === 'sandbox' && (
            <Button
              variant="ghost"
              disabled={simulate.isPending}
              onClick={() => simulate.mutate({ signal: 'limit' })}
            >
              Simulate a LinkedIn limit
            </Button>
          )}
        </div>
        {data.unipileAvailable ? (
          <form onSubmit={submitUnipile} className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
            <div className="flex flex-1 flex-col gap-1">
              <Label htmlFor={`${id}-unipile`}>Unipile account id</Label>
              <Input
                id={`${id}-unipile`}
                value={unipileId}
                onChange={(event) => setUnipileId(event.target.value)}
                aria-invalid={unipileError ? true : undefined}
                aria-describedby={unipileError ? `${id}-unipile-error` : undefined}
              />
              {unipileError && (
                <p id={`${id}-unipile-error`} role="alert" className="text-destructive text-sm">
                  {unipileError}
                </p>
              )}
            </div>
            <Button type="submit" disabled={connect.isPending}>
              Connect Unipile
            </Button>
          </form>
        ) : (
          <p className="text-muted-foreground text-xs">
            A real LinkedIn account connects through Unipile once the server has UNIPILE_DSN and
            UNIPILE_API_KEY.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
