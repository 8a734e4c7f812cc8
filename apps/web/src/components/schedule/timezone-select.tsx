import { describeTimeZone, listTimeZones, type TimezoneOption } from '@leadpath/core';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';

/** The browser's own zone, to offer as a one-click choice. */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

interface TimezoneSelectProps {
  id: string;
  value: TimezoneOption;
  onChange: (value: TimezoneOption) => void;
}

/** Every IANA zone, labelled with its current offset from the platform's time zone data. */
function TimezoneSelect({ id, value, onChange }: TimezoneSelectProps) {
  const zones = useMemo(() => listTimeZones(), []);
  const mine = browserTimeZone();
  const known = zones.some((zone) => zone.value === value.value);
  return (
    <div className="flex flex-col gap-1.5">
      <NativeSelect
        id={id}
        value={value.value}
        onChange={(event) => onChange(describeTimeZone(event.target.value))}
      >
        {!known && <option value={value.value}>{value.label || value.value}</option>}
        {zones.map((zone) => (
          <option key={zone.value} value={zone.value}>
            {zone.label}
            {zone.abbrev && !zone.abbrev.startsWith('GMT') ? ` (${zone.abbrev})` : ''}
          </option>
        ))}
      </NativeSelect>
      {mine && mine !== value.value && (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto self-start p-0"
          onClick={() => onChange(describeTimeZone(mine))}
        >
          Use my timezone ({mine.replaceAll('_', ' ')})
        </Button>
      )}
    </div>
  );
}

export { TimezoneSelect };
