import { weekdayTitles } from '@leadpath/core';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

interface WeekdayCheckboxesProps {
  idPrefix: string;
  legend: string;
  /** 0 Sunday ... 6 Saturday. */
  excludedDays: readonly number[];
  onChange: (excludedDays: number[]) => void;
}

/** Seven checkboxes, Monday first; a checked day is a working day, the rest are excluded. */
function WeekdayCheckboxes({ idPrefix, legend, excludedDays, onChange }: WeekdayCheckboxesProps) {
  const order = [1, 2, 3, 4, 5, 6, 0];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-sm">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {order.map((day) => {
          const id = `${idPrefix}-day-${day}`;
          const checked = !excludedDays.includes(day);
          return (
            <div key={day} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={checked}
                onCheckedChange={(value) =>
                  onChange(
                    value === true
                      ? excludedDays.filter((excluded) => excluded !== day)
                      : [...excludedDays, day].sort((a, b) => a - b),
                  )
                }
              />
              <Label htmlFor={id} className="font-normal">
                {weekdayTitles[day]}
              </Label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

export { WeekdayCheckboxes };
