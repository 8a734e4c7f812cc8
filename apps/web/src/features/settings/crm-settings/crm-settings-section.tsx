import { useId } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { CrmConnectionCard } from './crm-connection-card';
import { FieldMappingCard } from './field-mapping-card';
import { SyncOptionsCard } from './sync-options-card';
import { SyncStatsCard } from './sync-stats-card';
import { useCrmSettings } from './use-crm-settings';

/** Settings, CRM: on/off, provider and connection, sync options, field mapping, sync stats (spec §2). */
export function CrmSettingsSection() {
  const id = useId();
  const { settings, update } = useCrmSettings();

  if (settings.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading CRM settings" className="flex flex-col gap-3">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>The CRM settings could not be loaded</AlertTitle>
        <AlertDescription>
          <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const data = settings.data;
  const { enabled } = data;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-enabled`} className="text-base">
            CRM integration
          </Label>
          <p id={`${id}-enabled-hint`} className="text-muted-foreground text-sm">
            {enabled
              ? 'Your leads can sync to Salesforce or HubSpot.'
              : 'Off: nothing syncs. Turn it on to pick a CRM, map fields and sync leads.'}
          </p>
        </div>
        <Switch
          id={`${id}-enabled`}
          checked={enabled}
          aria-describedby={`${id}-enabled-hint`}
          onCheckedChange={(checked) => update.mutate({ enabled: checked })}
        />
      </div>

      <div
        data-testid="crm-settings-body"
        data-disabled={enabled ? undefined : ''}
        inert={!enabled}
        aria-disabled={!enabled}
        className={cn(
          'flex flex-col gap-6 transition-[filter,opacity]',
          !enabled && 'pointer-events-none select-none opacity-60 blur-[2px]',
        )}
      >
        <CrmConnectionCard settings={data} onChange={(patch) => update.mutate(patch)} />
        {data.provider ? (
          <>
            <SyncOptionsCard settings={data} onChange={(patch) => update.mutate(patch)} />
            <FieldMappingCard
              key={data.provider}
              provider={data.provider}
              mappings={data.fieldMappings}
              saving={update.isPending}
              onSave={(fieldMappings) => update.mutate({ fieldMappings })}
            />
          </>
        ) : null}
        <SyncStatsCard hasProvider={data.provider !== null} />
      </div>
    </div>
  );
}
