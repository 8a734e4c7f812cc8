import type { RouterOutputs } from '@leadpath/api';
import { LINKEDIN_SAVE_DELAY_MS, operatingDaysFromExcluded } from '@leadpath/core';
import {
  LINKEDIN_UPDATE_FAILED,
  type LinkedinSettingsValues,
  linkedinSettingsSchema,
} from '@leadpath/core/schemas/linkedin';
import { useState } from 'react';
import { ScheduleFields, type ScheduleValue } from '@/components/schedule/schedule-fields';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldErrorsOf } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { ProxyLocationField } from './proxy-location-field';
import { useDebouncedSave } from './use-debounced-save';
import { WarmupFields, type WarmupValue } from './warmup-fields';

type LinkedinSettings = RouterOutputs['linkedin']['retrieveSettings'];
type Draft = Omit<LinkedinSettings, 'enabled'>;
type Errors = Partial<Record<string, string>>;

/** The first message per top-level field. */
function errorsOf(draft: Draft): { errors: Errors; valid: LinkedinSettingsValues | null } {
  const parsed = linkedinSettingsSchema.safeParse(draft);
  if (parsed.success) return { errors: {}, valid: parsed.data };
  return { errors: fieldErrorsOf(parsed.error), valid: null };
}

/** Schedule, timezone, proxy location and warmup; every change is saved 2 s after the last edit (spec §4). */
export function LinkedinSettingsForm({ initial }: { initial: LinkedinSettings }) {
  const utils = trpc.useUtils();
  const { enabled: _enabled, ...initialDraft } = initial;
  const [draft, setDraft] = useState<Draft>(initialDraft);
  const [errors, setErrors] = useState<Errors>({});
  const update = trpc.linkedin.updateIntegration.useMutation({
    meta: { globalErrorToast: false },
    onError: () => toast.error(LINKEDIN_UPDATE_FAILED),
    onSuccess: (saved) => utils.linkedin.retrieveSettings.setData(undefined, saved),
  });
  const saver = useDebouncedSave(
    (value: LinkedinSettingsValues) => update.mutate(value),
    LINKEDIN_SAVE_DELAY_MS,
  );

  function change(next: Draft) {
    setDraft(next);
    const { errors: found, valid } = errorsOf(next);
    setErrors(found);
    // An invalid draft is shown with its messages and never sent.
    if (valid) saver.schedule(valid);
    else saver.cancel();
  }

  const schedule: ScheduleValue = {
    startTime: draft.startTime,
    endTime: draft.endTime,
    timezone: draft.timezone,
    excludedDays: draft.excludedDays,
  };
  const warmup: WarmupValue = {
    warmupEnabled: draft.warmupEnabled,
    startEndLimit: draft.startEndLimit,
    increaseBy: draft.increaseBy,
    warmupPeriod: draft.warmupPeriod,
  };
  const status = saver.isWaiting
    ? 'Unsaved changes: saving shortly…'
    : update.isPending
      ? 'Saving…'
      : update.isError
        ? LINKEDIN_UPDATE_FAILED
        : update.isSuccess
          ? 'All changes saved'
          : '';

  return (
    <div className="flex flex-col gap-6">
      <p
        role="status"
        aria-live="polite"
        className="min-h-5 text-muted-foreground text-sm"
        data-testid="linkedin-save-status"
      >
        {status}
      </p>
      <Card>
        <CardHeader>
          <CardTitle>Activity schedule</CardTitle>
          <CardDescription>When outreach runs, in your chosen timezone.</CardDescription>
        </CardHeader>
        <CardContent>
          <ScheduleFields
            value={schedule}
            daysLegend="Operating days"
            errors={{
              startTime: errors.startTime,
              endTime: errors.endTime,
              timezone: errors.timezone,
              excludedDays: errors.excludedDays,
            }}
            onChange={(next) =>
              change({
                ...draft,
                ...next,
                operatingDays: operatingDaysFromExcluded(next.excludedDays),
              })
            }
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Proxy location</CardTitle>
          <CardDescription>The city your LinkedIn activity appears to come from.</CardDescription>
        </CardHeader>
        <CardContent>
          <ProxyLocationField
            value={draft.contactInfo}
            onChange={(contactInfo) => change({ ...draft, contactInfo })}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Warmup</CardTitle>
          <CardDescription>New accounts stay safe by starting slow.</CardDescription>
        </CardHeader>
        <CardContent>
          <WarmupFields
            value={warmup}
            errors={{
              startEndLimit: errors.startEndLimit,
              increaseBy: errors.increaseBy,
              warmupPeriod: errors.warmupPeriod,
            }}
            onChange={(next) => change({ ...draft, ...next })}
          />
        </CardContent>
      </Card>
    </div>
  );
}
