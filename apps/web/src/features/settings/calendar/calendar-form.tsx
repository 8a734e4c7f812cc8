import type { RouterOutputs } from '@leadpath/api';
import { calendarIntegrations, meetingLocations, TEXT_LIMIT_800 } from '@leadpath/core';
import {
  type AvailabilityValues,
  type UpdateAvailabilityInput,
  updateAvailabilitySchema,
} from '@leadpath/core/schemas/calendar';
import { useId, useState } from 'react';
import { ScheduleFields } from '@/components/schedule/schedule-fields';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, FieldDescription, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorsOf } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { MeetingTitleField } from './meeting-title-field';

type CalendarSettings = RouterOutputs['calendar']['retrieveAvailability'];
type Draft = Omit<UpdateAvailabilityInput, 'meetingDuration'> & { meetingDuration: number | null };

function draftOf(settings: CalendarSettings): Draft {
  return {
    startTime: settings.startTime,
    endTime: settings.endTime,
    timezone: settings.timezone,
    conferenceLinkSettings: settings.conferenceLink,
    eventDescription: settings.eventDescription,
    excludedMeetingDays: settings.excludedMeetingDays,
    calendarIntegrationSelected: settings.calendarIntegrationSelected,
    meetingLocation: settings.meetingLocation,
    meetingTitle: settings.meetingTitle,
    meetingDuration: settings.meetingDuration,
  };
}

/** Availability and meeting details, saved with the Save button after the shared schema accepts them. */
export function CalendarForm({ initial }: { initial: CalendarSettings }) {
  const id = useId();
  const utils = trpc.useUtils();
  const me = trpc.user.fetch.useQuery();
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const save = trpc.calendar.updateAvailability.useMutation({
    meta: { globalErrorToast: false },
    onError: (err) => toast.error(err.message || 'Failed to update calendar'),
    onSuccess: (saved) => {
      utils.calendar.retrieveAvailability.setData(undefined, saved);
      toast.success('Calendar settings saved');
    },
  });

  function set<K extends keyof Draft>(key: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = updateAvailabilitySchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    save.mutate(parsed.data satisfies AvailabilityValues);
  }

  const descriptionLength = draft.eventDescription.length;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label="Calendar settings">
      <Card>
        <CardHeader>
          <CardTitle>Availability</CardTitle>
          <CardDescription>The hours people can book, read in your timezone.</CardDescription>
        </CardHeader>
        <CardContent>
          <ScheduleFields
            value={{ ...draft, excludedDays: draft.excludedMeetingDays }}
            daysLegend="Meeting days"
            errors={{
              startTime: errors.startTime,
              endTime: errors.endTime,
              timezone: errors.timezone,
              excludedDays: errors.excludedMeetingDays,
            }}
            onChange={(next) => {
              setDraft((current) => ({
                ...current,
                startTime: next.startTime,
                endTime: next.endTime,
                timezone: next.timezone,
                excludedMeetingDays: next.excludedDays,
              }));
              setErrors((current) => ({
                ...current,
                startTime: undefined,
                endTime: undefined,
                excludedMeetingDays: undefined,
              }));
            }}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Meetings</CardTitle>
          <CardDescription>What a booked meeting looks like.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field>
              <Label htmlFor={`${id}-integration`}>Calendar integration</Label>
              <NativeSelect
                id={`${id}-integration`}
                value={draft.calendarIntegrationSelected ?? ''}
                onChange={(event) =>
                  set(
                    'calendarIntegrationSelected',
                    (event.target.value || null) as Draft['calendarIntegrationSelected'],
                  )
                }
              >
                <option value="">None</option>
                {calendarIntegrations.map((integration) => (
                  <option key={integration} value={integration}>
                    {integration}
                  </option>
                ))}
              </NativeSelect>
              <FieldError>{errors.calendarIntegrationSelected}</FieldError>
            </Field>
            <Field>
              <Label htmlFor={`${id}-location`}>Meeting location</Label>
              <NativeSelect
                id={`${id}-location`}
                value={draft.meetingLocation}
                onChange={(event) => set('meetingLocation', event.target.value as Draft['meetingLocation'])}
              >
                {meetingLocations.map((location) => (
                  <option key={location} value={location}>
                    {location}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field>
              <Label htmlFor={`${id}-link`}>Conference link</Label>
              <Input
                id={`${id}-link`}
                placeholder="https://zoom.us/j/… or an address"
                value={draft.conferenceLinkSettings.location}
                onChange={(event) =>
                  set('conferenceLinkSettings', {
                    ...draft.conferenceLinkSettings,
                    location: event.target.value,
                  })
                }
              />
              <FieldError>{errors.conferenceLinkSettings}</FieldError>
            </Field>
            <Field>
              <Label htmlFor={`${id}-duration`}>Meeting duration (minutes)</Label>
              <Input
                id={`${id}-duration`}
                type="number"
                inputMode="numeric"
                min={5}
                max={480}
                step={5}
                required
                value={draft.meetingDuration ?? ''}
                aria-invalid={errors.meetingDuration ? true : undefined}
                onChange={(event) =>
                  set('meetingDuration', event.target.value === '' ? null : Number(event.target.value))
                }
              />
              <FieldError>{errors.meetingDuration}</FieldError>
            </Field>
          </div>
          <Field>
            <Label htmlFor={`${id}-link-note`}>Conference link description</Label>
            <Input
              id={`${id}-link-note`}
              placeholder="Dial-in details, passcode, how to find the room"
              value={draft.conferenceLinkSettings.description}
              onChange={(event) =>
                set('conferenceLinkSettings', {
                  ...draft.conferenceLinkSettings,
                  description: event.target.value,
                })
              }
            />
          </Field>
          <MeetingTitleField
            value={draft.meetingTitle}
            error={errors.meetingTitle}
            me={{ name: me.data?.name ?? '', companyName: me.data?.companyName ?? '' }}
            onChange={(value) => set('meetingTitle', value)}
          />
          <Field>
            <Label htmlFor={`${id}-description`}>Event description</Label>
            <Textarea
              id={`${id}-description`}
              rows={4}
              value={draft.eventDescription}
              aria-invalid={errors.eventDescription ? true : undefined}
              aria-describedby={`${id}-description-count`}
              onChange={(event) => set('eventDescription', event.target.value)}
            />
            <FieldDescription
              id={`${id}-description-count`}
              className={descriptionLength > TEXT_LIMIT_800 ? 'text-destructive' : undefined}
            >
              {descriptionLength}/{TEXT_LIMIT_800}
            </FieldDescription>
            <FieldError>{errors.eventDescription}</FieldError>
          </Field>
        </CardContent>
      </Card>

      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner aria-hidden />}
          Save calendar settings
        </Button>
      </div>
    </form>
  );
}
