import { useEffect, useId } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { trpc } from '@/lib/trpc';
import { FETCH_FAILED, toastFailure, UPDATE_SETTINGS_FAILED } from './api-access-toasts';
import { ApiKeysPanel } from './api-keys-panel';
import { ApiLimitsForm } from './api-limits-form';

/** Settings, API Access: the on/off switch, the limits, and the keys (spec §2, §4, DECISIONS §4). */
export function ApiAccessSection() {
  const id = useId();
  const utils = trpc.useUtils();
  const settings = trpc.apiAccess.settings.useQuery(undefined, { meta: { globalErrorToast: false } });
  useEffect(() => {
    if (settings.error) toastFailure(settings.error, FETCH_FAILED);
  }, [settings.error]);

  // Applied at once, put back if the server refuses (spec §4).
  const toggle = trpc.apiAccess.updateSettings.useMutation({
    meta: { globalErrorToast: false },
    onMutate: async ({ enabled }) => {
      await utils.apiAccess.settings.cancel();
      const previous = utils.apiAccess.settings.getData();
      if (previous && enabled !== undefined)
        utils.apiAccess.settings.setData(undefined, { ...previous, enabled });
      return { previous };
    },
    onError: (err, _input, context) => {
      if (context?.previous) utils.apiAccess.settings.setData(undefined, context.previous);
      toastFailure(err, UPDATE_SETTINGS_FAILED);
    },
    onSuccess: (saved) => utils.apiAccess.settings.setData(undefined, saved),
  });

  if (settings.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading API settings" className="flex flex-col gap-3">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{FETCH_FAILED}</AlertTitle>
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
    <div className="flex max-w-4xl flex-col gap-6">
      <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-enabled`} className="text-base">
            API access
          </Label>
          <p id={`${id}-enabled-hint`} className="text-muted-foreground text-sm">
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
          </p>
        </div>
        <Switch
          id={`${id}-enabled`}
          checked={enabled}
          aria-describedby={`${id}-enabled-hint`}
          onCheckedChange={(checked) => toggle.mutate({ enabled: checked })}
        />
      </div>

      <div
        data-testid="api-access-body"
        data-disabled={enabled ? undefined : ''}
        inert={!enabled}
        aria-disabled={!enabled}
        className={cn(
          'flex flex-col gap-6 transition-[filter,opacity]',
          !enabled && 'pointer-events-none select-none opacity-60 blur-[2px]',
        )}
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
      </div>
    </div>
  );
}
