import { LINKEDIN_UPDATE_FAILED } from '@leadpath/core/schemas/linkedin';
import { FeatureSectionBody } from '@/components/feature-section-body';
import { FeatureToggleRow } from '@/components/feature-toggle-row';
import { SectionLoadError, SectionSkeleton } from '@/components/section-load-states';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useOptimisticToggle } from '@/lib/use-optimistic-toggle';
import { LinkedinAccountCard } from './linkedin-account-card';
import { LinkedinSettingsForm } from './linkedin-settings-form';

/** Settings, LinkedIn settings: on/off, activity schedule, timezone, proxy location and warmup (spec §2, §4). */
export function LinkedinSettingsSection() {
  const utils = trpc.useUtils();
  const settings = trpc.linkedin.retrieveSettings.useQuery(undefined, { meta: { globalErrorToast: false } });

  // Applied at once, put back if the server refuses (spec §4).
  const optimistic = useOptimisticToggle({
    cache: utils.linkedin.retrieveSettings,
    apply: (previous, { enabled }: { enabled: boolean }) => ({ ...previous, enabled }),
    onFailure: () => toast.error(LINKEDIN_UPDATE_FAILED),
  });
  const toggle = trpc.linkedin.switch.useMutation({ meta: { globalErrorToast: false }, ...optimistic });

  if (settings.isPending) {
    return <SectionSkeleton label="Loading LinkedIn settings" bodyClassName="h-64" />;
  }
  if (settings.isError) {
    return (
      <SectionLoadError
        title="Could not load your LinkedIn settings"
        onRetry={() => void settings.refetch()}
      />
    );
  }

  const { enabled } = settings.data;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <FeatureToggleRow
        label="LinkedIn outreach"
        hint={
          enabled
            ? 'On: outreach runs within your schedule.'
            : 'Off: no LinkedIn outreach runs. You can still prepare the settings below.'
        }
        checked={enabled}
        onCheckedChange={(checked) => toggle.mutate({ enabled: checked })}
      />
      <LinkedinAccountCard />
      {/* Blurred while off (spec §4), sharp again while the user works in it. */}
      <FeatureSectionBody data-testid="linkedin-settings-body" on={enabled}>
        <LinkedinSettingsForm initial={settings.data} />
      </FeatureSectionBody>
    </div>
  );
}
