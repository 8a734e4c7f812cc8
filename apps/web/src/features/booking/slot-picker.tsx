import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatSlotTime, type Slot, slotsByDay } from './slots-by-day';

interface SlotPickerProps {
  slots: readonly Slot[];
  timeZone: string;
  selected: string | null;
  onSelect: (start: string) => void;
}

/** Days that have free slots, then the times of the chosen day, all in the visitor's zone. */
export function SlotPicker({ slots, timeZone, selected, onSelect }: SlotPickerProps) {
  const days = slotsByDay(slots, timeZone);
  const [dayKey, setDayKey] = useState<string | null>(null);
  const day = days.find((candidate) => candidate.key === dayKey) ?? days[0];
  if (!day)
    return (
      <p className="text-muted-foreground text-sm">
        No free slots in the next weeks. Please check back later.
      </p>
    );
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="m-0 flex min-w-0 gap-2 overflow-x-auto border-0 p-0 pb-1">
        <legend className="sr-only">Days</legend>
        {days.map((candidate) => (
          <Button
            key={candidate.key}
            type="button"
            size="sm"
            variant={candidate.key === day.key ? 'default' : 'outline'}
            aria-pressed={candidate.key === day.key}
            className="shrink-0"
            onClick={() => setDayKey(candidate.key)}
          >
            {candidate.label}
          </Button>
        ))}
      </fieldset>
      <fieldset className="m-0 grid min-w-0 grid-cols-2 gap-2 border-0 p-0 sm:grid-cols-4">
        <legend className="sr-only">Times on {day.label}</legend>
        {day.slots.map((slot) => (
          <Button
            key={slot.start}
            type="button"
            variant="outline"
            aria-pressed={slot.start === selected}
            data-start={slot.start}
            className={cn(slot.start === selected && 'border-primary bg-primary/10')}
            onClick={() => onSelect(slot.start)}
          >
            {formatSlotTime(slot.start, timeZone)}
          </Button>
        ))}
      </fieldset>
    </div>
  );
}
