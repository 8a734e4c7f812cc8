import { LINKEDIN_UPDATE_FAILED } from '@leadpath/core/schemas/linkedin';
import { useId } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { LinkedinSettingsForm } from './linkedin-settings-form';

/** Settings, LinkedIn settings: on/off, activity schedule, timezone, proxy location and warmup (spec §2, §4). */
export function LinkedinSettingsSection() {
  const id = useId();
  const utils = trpc.useUtils();
  const settings = trpc.linkedin.retrieveSettings.useQuery(undefined, { meta: { globalErrorToast: false } });

  // Applied at once, put back if the server refuses (spec §4).
  const toggle = trpc.linkedin.switch.useMutation({
    meta: { globalErrorToast: false },
    onMutate: async ({ enabled }) => {
      await utils.linkedin.retrieveSettings.cancel();
      const previous = utils.linkedin.retrieveSettings.getData();
      if (previous) utils.linkedin.retrieveSettings.setData(undefined, { ...previous, enabled });
      return { previous };
    },
    onError: (_err, _input, context) => {
      if (context?.previous) utils.linkedin.retrieveSettings.setData(undefined, context.previous);
      toast.error(LINKEDIN_UPDATE_FAILED);
    },
  });

  if (settings.isPending) {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label="Loading LinkedIn settings"
        className="flex flex-col gap-3"
      >
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Could not load your LinkedIn settings</AlertTitle>
        <AlertDescription>
          <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const { enabled } = settings.data;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-enabled`} className="text-base">
            LinkedIn outreach
          </Label>
          <p id={`${id}-enabled-hint`} className="text-muted-foreground text-sm">
            {enabled
              ? 'On: outreach runs within your schedule.'
              : 'Off: no LinkedIn outreach runs. You can still prepare the settings below.'}
          </p>
        </div>
        <Switch
          id={`${id}-enabled`}
          checked={enabled}
          aria-describedby={`${id}-enabled-hint`}
          onCheckedChange={(checked) => toggle.mutate({ enabled: checked })}
        />
      </div>
      {/* Blurred while off (spec §4), sharp again while the user works in it. */}
      <div
        data-testid="linkedin-settings-body"
        data-blurred={enabled ? undefined : ''}
        className={cn(
          'transition-[filter,opacity]',
          !enabled &&
            'opacity-70 blur-[2px] focus-within:opacity-100 focus-within:blur-none hover:opacity-100 hover:blur-none',
        )}
      >
        <LinkedinSettingsForm initial={settings.data} />
      </div>
    </div>
  );
}
