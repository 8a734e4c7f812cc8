import { FeatureSectionBody } from '@/components/feature-section-body';
import { FeatureToggleRow } from '@/components/feature-toggle-row';
import { SectionLoadError, SectionSkeleton } from '@/components/section-load-states';
import { CrmConnectionCard } from './crm-connection-card';
import { FieldMappingCard } from './field-mapping-card';
import { SyncOptionsCard } from './sync-options-card';
import { SyncStatsCard } from './sync-stats-card';
import { useCrmSettings } from './use-crm-settings';

/** Settings, CRM: on/off, provider and connection, sync options, field mapping, sync stats (spec §2). */
export function CrmSettingsSection() {
  const { settings, update } = useCrmSettings();

  if (settings.isPending) {
    return <SectionSkeleton label="Loading CRM settings" bodyClassName="h-40" />;
  }
  if (settings.isError) {
    return (
      <SectionLoadError
        title="The CRM settings could not be loaded"
        onRetry={() => void settings.refetch()}
      />
    );
  }

  const data = settings.data;
  const { enabled } = data;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <FeatureToggleRow
        label="CRM integration"
        hint={
          enabled
            ? 'Your leads can sync to Salesforce or HubSpot.'
            : 'Off: nothing syncs. Turn it on to pick a CRM, map fields and sync leads.'
        }
        checked={enabled}
        onCheckedChange={(checked) => update.mutate({ enabled: checked })}
      />

      <FeatureSectionBody
        data-testid="crm-settings-body"
        on={enabled}
        interactive={false}
        className="flex flex-col gap-6"
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
      </FeatureSectionBody>
    </div>
  );
}
