import { useEffect } from 'react';
import { FeatureSectionBody } from '@/components/feature-section-body';
import { FeatureToggleRow } from '@/components/feature-toggle-row';
import { SectionLoadError, SectionSkeleton } from '@/components/section-load-states';
import { trpc } from '@/lib/trpc';
import { useOptimisticToggle } from '@/lib/use-optimistic-toggle';
import { FETCH_FAILED, toastFailure, UPDATE_SETTINGS_FAILED } from './api-access-toasts';
import { ApiKeysPanel } from './api-keys-panel';
import { ApiLimitsForm } from './api-limits-form';
import { WebhooksCard } from './webhooks-card';

/** Settings, API Access: the on/off switch, the limits, and the keys (spec §2, §4, DECISIONS §4). */
export function ApiAccessSection() {
  const utils = trpc.useUtils();
  const settings = trpc.apiAccess.settings.useQuery(undefined, { meta: { globalErrorToast: false } });
  useEffect(() => {
    if (settings.error) toastFailure(settings.error, FETCH_FAILED);
  }, [settings.error]);

  // Applied at once, put back if the server refuses (spec §4).
  const optimistic = useOptimisticToggle({
    cache: utils.apiAccess.settings,
    apply: (previous, { enabled }: { enabled?: boolean }) =>
      enabled === undefined ? undefined : { ...previous, enabled },
    onFailure: (err) => toastFailure(err, UPDATE_SETTINGS_FAILED),
  });
  const toggle = trpc.apiAccess.updateSettings.useMutation({
    meta: { globalErrorToast: false },
    ...optimistic,
    onSuccess: (saved) => utils.apiAccess.settings.setData(undefined, saved),
  });

  if (settings.isPending) {
    return <SectionSkeleton label="Loading API settings" bodyClassName="h-40" />;
  }
  if (settings.isError) {
    return <SectionLoadError title={FETCH_FAILED} onRetry={() => void settings.refetch()} />;
  }

  const { enabled } = settings.data;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <FeatureToggleRow
        label="API access"
        hint={
          <>
            {enabled
              ? 'Your keys can call the Leadpath REST API with Authorization: Bearer <key>.'
              : 'Off: no key works. Turn it on to create keys and call the REST API from your own code.'}{' '}
            <a
              className="underline underline-offset-4 hover:text-foreground"
              href="/api/docs"
              target="_blank"
              rel="noreferrer"
            >
              API reference
            </a>
          </>
        }
        checked={enabled}
        onCheckedChange={(checked) => toggle.mutate({ enabled: checked })}
      />

      <FeatureSectionBody
        data-testid="api-access-body"
        on={enabled}
        interactive={false}
        className="flex flex-col gap-6"
      >
        <ApiKeysPanel settings={settings.data} />
        <ApiLimitsForm
          key={JSON.stringify([
            settings.data.maxKeys,
            settings.data.defaultExpiration,
            settings.data.allowedOrigins,
            settings.data.rateLimit,
          ])}
          settings={settings.data}
        />
      </FeatureSectionBody>
      <WebhooksCard />
    </div>
  );
}
