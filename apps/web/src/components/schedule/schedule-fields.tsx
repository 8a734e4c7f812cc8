import {
  applySchedulePreset,
  detectSchedulePreset,
  type ScheduleChoice,
  type SchedulePresetId,
  schedulePresets,
  type TimezoneOption,
} from '@leadpath/core';
import { useId, useState } from 'react';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { TimezoneSelect } from './timezone-select';
import { WeekdayCheckboxes } from './weekday-checkboxes';

export interface ScheduleValue {
  startTime: string;
  endTime: string;
  timezone: TimezoneOption;
  excludedDays: number[];
}

interface ScheduleFieldsProps {
  value: ScheduleValue;
  onChange: (value: ScheduleValue) => void;
  daysLegend: string;
  errors?: Partial<Record<'startTime' | 'endTime' | 'timezone' | 'excludedDays', string>>;
}

/** Preset (business, extended or custom), hours, timezone and days; a manual time edit makes it custom. */
function ScheduleFields({ value, onChange, daysLegend, errors = {} }: ScheduleFieldsProps) {
  const id = useId();
  const [choice, setChoice] = useState<ScheduleChoice>(() => detectSchedulePreset(value, value.excludedDays));

  function pickPreset(next: ScheduleChoice) {
    setChoice(next);
    if (next === 'custom') return;
    const preset = applySchedulePreset(next);
    onChange({
      ...value,
      startTime: preset.startTime,
      endTime: preset.endTime,
      excludedDays: preset.excludedDays,
    });
  }

  function editTime(field: 'startTime' | 'endTime', time: string) {
    setChoice('custom');
    onChange({ ...value, [field]: time });
  }

  return (
    <div className="flex flex-col gap-4">
      <Field>
        <Label htmlFor={`${id}-preset`}>Schedule</Label>
        <NativeSelect
          id={`${id}-preset`}
          value={choice}
          onChange={(event) => pickPreset(event.target.value as ScheduleChoice)}
        >
          {(Object.keys(schedulePresets) as SchedulePresetId[]).map((preset) => (
            <option key={preset} value={preset}>
              {schedulePresets[preset].label} ({schedulePresets[preset].startTime}-
              {schedulePresets[preset].endTime}, Mon-Fri)
            </option>
          ))}
          <option value="custom">Custom</option>
        </NativeSelect>
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field>
          <Label htmlFor={`${id}-start`}>Start time</Label>
          <Input
            id={`${id}-start`}
            type="time"
            value={value.startTime}
            aria-invalid={errors.startTime ? true : undefined}
            onChange={(event) => editTime('startTime', event.target.value)}
          />
          <FieldError>{errors.startTime}</FieldError>
        </Field>
        <Field>
          <Label htmlFor={`${id}-end`}>End time</Label>
          <Input
            id={`${id}-end`}
            type="time"
            value={value.endTime}
            aria-invalid={errors.endTime ? true : undefined}
            aria-describedby={errors.endTime ? `${id}-end-error` : undefined}
            onChange={(event) => editTime('endTime', event.target.value)}
          />
          <FieldError id={`${id}-end-error`}>{errors.endTime}</FieldError>
        </Field>
      </div>
      <Field>
        <Label htmlFor={`${id}-timezone`}>Timezone</Label>
        <TimezoneSelect
          id={`${id}-timezone`}
          value={value.timezone}
          onChange={(timezone) => onChange({ ...value, timezone })}
        />
        <FieldError>{errors.timezone}</FieldError>
      </Field>
      <WeekdayCheckboxes
        idPrefix={id}
        legend={daysLegend}
        excludedDays={value.excludedDays}
        onChange={(excludedDays) => {
          setChoice(detectSchedulePreset(value, excludedDays));
          onChange({ ...value, excludedDays });
        }}
      />
      <FieldError>{errors.excludedDays}</FieldError>
    </div>
  );
}

export { ScheduleFields };
