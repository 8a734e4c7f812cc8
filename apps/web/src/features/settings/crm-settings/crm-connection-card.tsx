import type { RouterOutputs } from '@leadpath/api';
import { type CrmProviderKey, crmProviderLabels, crmProviders } from '@leadpath/core';
import { CheckCircle2, CircleAlert, PlugZap, Unplug } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { connectionAdviceOf } from './connection-advice';
import { CONNECT_FAILED, DISCONNECT_FAILED, SELECT_PROVIDER_FIRST, toastCrmFailure } from './crm-toasts';
import type { CrmSettingsPatch } from './use-crm-settings';

type CrmSettings = RouterOutputs['crm']['getSettings'];
type ConnectionResult = RouterOutputs['crm']['checkConnection'];

interface CrmConnectionCardProps {
  settings: CrmSettings;
  onChange: (patch: CrmSettingsPatch) => void;
}

/** Provider choice, connection state (spec §4), connection test with advice, and Disconnect. */
export function CrmConnectionCard({ settings, onChange }: CrmConnectionCardProps) {
  const utils = trpc.useUtils();
  const [result, setResult] = useState<ConnectionResult | null>(null);
  const provider = settings.provider;
  const name = provider ? crmProviderLabels[provider] : 'CRM';

  const check = trpc.crm.checkConnection.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: setResult,
    onError: (err) => toastCrmFailure(err, CONNECT_FAILED),
  });
  const disconnect = trpc.crm.disconnect.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (answer) => {
      utils.crm.getSettings.setData(undefined, answer.crmSettings);
      void utils.crm.syncStats.invalidate();
      setResult(null);
      toast.success(answer.message);
    },
    onError: (err) => toastCrmFailure(err, DISCONNECT_FAILED),
  });

  function choose(next: CrmProviderKey) {
    if (next === provider) return;
    setResult(null);
    onChange({ provider: next });
  }

  function testConnection() {
    if (!provider) {
      toast.error(SELECT_PROVIDER_FIRST);
      return;
    }
    check.mutate();
  }

  const advice = result && !result.connected ? connectionAdviceOf(result.errorType) : null;
  return (
    <section aria-labelledby="crm-connection-title" className="flex flex-col gap-4 rounded-lg border p-4">
      <div className="flex flex-col gap-1">
        <h3 id="crm-connection-title" className="font-medium">
          CRM provider
        </h3>
        <p className="text-muted-foreground text-sm">Leads sync to one CRM at a time.</p>
      </div>

      <div role="radiogroup" aria-label="CRM provider" className="grid gap-2 sm:grid-cols-2">
        {crmProviders.map((key) => {
          const selected = key === provider;
          const connected = settings.connectedProviders.includes(key);
          return (
            // biome-ignore lint/a11y/useSemanticElements: a card-sized radio with its own status line
            <button
              key={key}
              type="button"
              role="radio"
              aria-checked={selected}
              onClick={() => choose(key)}
              className={cn(
                'flex items-center gap-3 rounded-md border p-3 text-left outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
                selected && 'border-primary bg-accent/60',
              )}
            >
              <img src={`/integrations/${key}.svg`} alt="" className="size-8 shrink-0" />
              <span className="flex min-w-0 flex-col">
                <span className="font-medium text-sm">{crmProviderLabels[key]}</span>
                <span className="text-muted-foreground text-xs">
                  {connected ? 'Connected' : 'Not connected'}
                </span>
              </span>
            </button>
          );
        })}
      </div>

      {provider ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-2 text-sm">
            <span>Status:</span>
            {settings.connected ? (
              <Badge data-testid="crm-connection-state">Connected</Badge>
            ) : (
              <Badge data-testid="crm-connection-state" variant="outline">
                Not connected
              </Badge>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            {settings.connected ? null : (
              <Button asChild size="sm">
                <a href="/dashboard/integrations">
                  <PlugZap aria-hidden />
                  Connect {name}
                </a>
              </Button>
            )}
            <Button variant="outline" size="sm" onClick={testConnection} disabled={check.isPending}>
              {check.isPending ? <Spinner /> : null}
              Test connection
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => disconnect.mutate()}
              disabled={disconnect.isPending}
            >
              <Unplug aria-hidden />
              Disconnect
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-muted-foreground text-sm">{SELECT_PROVIDER_FIRST}.</p>
      )}

      {result?.connected ? (
        <Alert>
          <CheckCircle2 aria-hidden />
          <AlertTitle>Connected to {name}</AlertTitle>
          <AlertDescription>The connection test succeeded.</AlertDescription>
        </Alert>
      ) : null}
      {result && !result.connected ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden />
          <AlertTitle>Connection test failed</AlertTitle>
          <AlertDescription>
            <p>{result.error}</p>
            {advice ? <p data-testid="crm-connection-advice">{advice}</p> : null}
          </AlertDescription>
        </Alert>
      ) : null}
    </section>
  );
}
