import type { RouterOutputs } from '@leadpath/api';
import {
  operatingDaysFromExcluded,
  UNSUBSCRIBE_LINE_MAX,
  UNSUBSCRIBE_LINK_PLACEHOLDER,
} from '@leadpath/core';
import {
  OUTREACH_LIMITS,
  type OutreachSettingsInput,
  outreachSettingsSchema,
} from '@leadpath/core/schemas/sequences';
import { PlusIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { UpgradePrompt } from '@/components/feature-gate';
import { ScheduleFields } from '@/components/schedule/schedule-fields';
import { WarmupRamp } from '@/components/schedule/warmup-ramp';
import { SectionLoadError } from '@/components/section-load-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, FieldDescription, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { errorMessage, errorStatus } from '@/lib/api-errors';
import { fieldErrorsOf } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

type Settings = RouterOutputs['outreach']['settings'];

const numberFields = [
  'dailyCap',
  'minGapSeconds',
  'jitterSeconds',
  'warmupStartLimit',
  'warmupIncreaseBy',
  'warmupPeriod',
] as const;
type NumberField = (typeof numberFields)[number];

/** The form's state: numbers as typed, so an empty box shows its range message instead of a 0. */
type Draft = Omit<Settings, NumberField | 'warmupStartedOn'> & Record<NumberField, string>;
type Errors = Partial<Record<string, string>>;

function draftOf(settings: Settings): Draft {
  const { warmupStartedOn: _started, ...rest } = settings;
  return {
    ...rest,
    ...(Object.fromEntries(numberFields.map((field) => [field, String(settings[field])])) as Record<
      NumberField,
      string
    >),
  };
}

function inputOf(draft: Draft): OutreachSettingsInput {
  const numbers = Object.fromEntries(
    numberFields.map((field) => [field, draft[field].trim() === '' ? Number.NaN : Number(draft[field])]),
  ) as Record<NumberField, number>;
  return { ...draft, ...numbers, operatingDays: operatingDaysFromExcluded(draft.excludedDays) };
}

/** /dashboard/custom-outreach/settings: the sending window, holidays, caps and warmup every sequence shares. */
export function SendingSettingsPage() {
  const settings = trpc.outreach.settings.useQuery(undefined, { meta: { globalErrorToast: false } });
  return (
    <section aria-labelledby="sending-settings-heading" className="flex max-w-3xl flex-col gap-4">
      <div>
        <h2 id="sending-settings-heading" className="font-semibold text-lg">
          Sending settings
        </h2>
        <p className="text-muted-foreground text-sm">
          When your sequences send, and how many emails a day. Every sequence shares them.
        </p>
      </div>
      {errorStatus(settings.error) === 403 ? (
        <UpgradePrompt title="Custom outreach" />
      ) : settings.error ? (
        <SectionLoadError
          title="Your sending settings could not be loaded"
          onRetry={() => void settings.refetch()}
        />
      ) : settings.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading sending settings"
          className="flex flex-col gap-3"
        >
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : (
        <SendingSettingsForm key={JSON.stringify(settings.data)} initial={settings.data} />
      )}
    </section>
  );
}

function SendingSettingsForm({ initial }: { initial: Settings }) {
  const id = useId();
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [errors, setErrors] = useState<Errors>({});
  const [holiday, setHoliday] = useState('');
  const save = trpc.outreach.updateSettings.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (saved) => {
      toast.success('Sending settings saved');
      utils.outreach.settings.setData(undefined, saved);
      void utils.sequences.schedule.invalidate();
    },
    onError: (error) => {
      const issues = (error.data as { issues?: { path: string; message: string }[] } | undefined)?.issues;
      if (issues?.length) setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
      else toast.error(errorMessage(error));
    },
  });

  function change(next: Partial<Draft>, ...fields: string[]) {
    setDraft((previous) => ({ ...previous, ...next }));
    if (fields.some((field) => errors[field]))
      setErrors((previous) =>
        Object.fromEntries(Object.entries(previous).filter(([key]) => !fields.includes(key))),
      );
  }
  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = outreachSettingsSchema.safeParse(inputOf(draft));
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error);
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }
  function addHoliday() {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(holiday)) {
      setErrors((previous) => ({ ...previous, excludedDates: 'Enter dates as YYYY-MM-DD' }));
      return;
    }
    change({ excludedDates: [...new Set([...draft.excludedDates, holiday])].sort() }, 'excludedDates');
    setHoliday('');
  }

  const number = (field: NumberField, label: string, hint?: string) => (
    <Field>
      <Label htmlFor={`${id}-${field}`}>{label}</Label>
      <Input
        id={`${id}-${field}`}
        type="number"
        inputMode="numeric"
        min={OUTREACH_LIMITS[field].min}
        max={OUTREACH_LIMITS[field].max}
        value={draft[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={
          [hint ? `${id}-${field}-hint` : '', errors[field] ? `${id}-${field}-error` : '']
            .filter(Boolean)
            .join(' ') || undefined
        }
        onChange={(event) => change({ [field]: event.target.value } as Partial<Draft>, field)}
      />
      {hint ? <FieldDescription id={`${id}-${field}-hint`}>{hint}</FieldDescription> : null}
      <FieldError id={`${id}-${field}-error`}>{errors[field]}</FieldError>
    </Field>
  );

  const cap = Number(draft.dailyCap);
  const ramp = {
    startEndLimit: { low: Number(draft.warmupStartLimit), high: cap },
    increaseBy: Number(draft.warmupIncreaseBy),
    warmupPeriod: Number(draft.warmupPeriod),
  };
  const rampDrawable =
    !errors.dailyCap &&
    !errors.warmupStartLimit &&
    !errors.warmupIncreaseBy &&
    !errors.warmupPeriod &&
    [ramp.startEndLimit.low, ramp.startEndLimit.high, ramp.increaseBy, ramp.warmupPeriod].every(
      (value) => Number.isInteger(value) && value > 0,
    ) &&
    ramp.warmupPeriod <= OUTREACH_LIMITS.warmupPeriod.max &&
    ramp.startEndLimit.low <= ramp.startEndLimit.high;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label="Sending settings">
      <Card>
        <CardHeader>
          <CardTitle>Sending window</CardTitle>
          <CardDescription>Emails go out only between these hours, on these days.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <ScheduleFields
            value={{
              startTime: draft.startTime,
              endTime: draft.endTime,
              timezone: draft.timezone,
              excludedDays: draft.excludedDays,
            }}
            daysLegend="Sending days"
            errors={{
              startTime: errors.startTime,
              endTime: errors.endTime,
              timezone: errors.timezone,
              excludedDays: errors.excludedDays ?? errors.operatingDays,
            }}
            onChange={(next) =>
              change(next, 'startTime', 'endTime', 'timezone', 'excludedDays', 'operatingDays')
            }
          />
          <div className="flex items-start justify-between gap-4">
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-prospect-zone`}>Send in the prospect's timezone</Label>
              <p className="text-muted-foreground text-sm">
                When a prospect's timezone is known, the window applies in their time; otherwise in yours.
              </p>
            </div>
            <Switch
              id={`${id}-prospect-zone`}
              checked={draft.useProspectTimeZone}
              onCheckedChange={(useProspectTimeZone) => change({ useProspectTimeZone })}
            />
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-medium text-sm">Holidays</legend>
            <p className="text-muted-foreground text-sm">Nothing is sent on these dates.</p>
            <div className="flex flex-wrap items-end gap-2">
              <Field className="gap-1">
                <Label htmlFor={`${id}-excludedDates`} className="sr-only">
                  Holiday date
                </Label>
                <Input
                  id={`${id}-excludedDates`}
                  type="date"
                  className="w-44"
                  value={holiday}
                  aria-invalid={errors.excludedDates ? true : undefined}
                  aria-describedby={errors.excludedDates ? `${id}-excludedDates-error` : undefined}
                  onChange={(event) => setHoliday(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      addHoliday();
                    }
                  }}
                />
              </Field>
              <Button type="button" variant="outline" onClick={addHoliday}>
                <PlusIcon aria-hidden />
                Add holiday
              </Button>
            </div>
            <FieldError id={`${id}-excludedDates-error`}>{errors.excludedDates}</FieldError>
            {draft.excludedDates.length ? (
              <ul aria-label="Holidays" className="flex flex-wrap gap-2">
                {draft.excludedDates.map((date) => (
                  <li
                    key={date}
                    className="flex items-center gap-1 rounded-md border bg-muted/40 py-0.5 pr-0.5 pl-2 text-sm tabular-nums"
                  >
                    {date}
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-6"
                      aria-label={`Remove ${date}`}
                      onClick={() =>
                        change(
                          { excludedDates: draft.excludedDates.filter((entry) => entry !== date) },
                          'excludedDates',
                        )
                      }
                    >
                      <XIcon aria-hidden />
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground text-sm">No holidays.</p>
            )}
          </fieldset>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Caps</CardTitle>
          <CardDescription>
            What exceeds a day's cap waits for the next window, and that prospect's later steps move with it.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {number('dailyCap', 'Daily cap', 'Emails a day at most.')}
          {number('minGapSeconds', 'Minimum gap (seconds)', 'Between two sends.')}
          {number('jitterSeconds', 'Random jitter (seconds)', 'Added at random to each gap.')}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Warmup</CardTitle>
          <CardDescription>
            A new mailbox stays safe by starting slow and rising to the daily cap.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor={`${id}-warmup`}>Warm up the daily cap</Label>
            <Switch
              id={`${id}-warmup`}
              checked={draft.warmupEnabled}
              onCheckedChange={(warmupEnabled) => change({ warmupEnabled })}
            />
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            {number('warmupStartLimit', 'Start limit', 'Emails on day 1.')}
            {number('warmupIncreaseBy', 'Increase by', 'More emails each day.')}
            {number('warmupPeriod', 'Warmup period (days)', 'Then the daily cap applies.')}
          </div>
          {draft.warmupEnabled && rampDrawable ? <WarmupRamp settings={ramp} unit="emails" /> : null}
          {draft.warmupEnabled && initial.warmupStartedOn ? (
            <p className="text-muted-foreground text-sm">The warmup started on {initial.warmupStartedOn}.</p>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Unsubscribe line</CardTitle>
          <CardDescription>
            Ends every sequence email, beside the one-click unsubscribe headers, as the law asks in several
            markets.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Field>
            <Label htmlFor={`${id}-unsubscribeLine`}>Wording</Label>
            <Input
              id={`${id}-unsubscribeLine`}
              maxLength={UNSUBSCRIBE_LINE_MAX}
              value={draft.unsubscribeLine}
              aria-invalid={errors.unsubscribeLine ? true : undefined}
              aria-describedby={[
                `${id}-unsubscribeLine-hint`,
                errors.unsubscribeLine ? `${id}-unsubscribeLine-error` : '',
              ]
                .filter(Boolean)
                .join(' ')}
              onChange={(event) => change({ unsubscribeLine: event.target.value }, 'unsubscribeLine')}
            />
            <FieldDescription id={`${id}-unsubscribeLine-hint`}>
              {UNSUBSCRIBE_LINK_PLACEHOLDER} becomes the recipient's own unsubscribe link.
            </FieldDescription>
            <FieldError id={`${id}-unsubscribeLine-error`}>{errors.unsubscribeLine}</FieldError>
          </Field>
        </CardContent>
      </Card>

      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner aria-hidden /> : null}
          Save settings
        </Button>
      </div>
    </form>
  );
}
