import { resetWarmupSettings, type WarmupSettings, warmupLimits } from '@leadpath/core';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { WarmupRamp } from '@/components/schedule/warmup-ramp';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';

export interface WarmupValue extends WarmupSettings {
  warmupEnabled: boolean;
}

interface WarmupFieldsProps {
  value: WarmupValue;
  onChange: (value: WarmupValue) => void;
  errors: Partial<Record<'startEndLimit' | 'increaseBy' | 'warmupPeriod', string>>;
}

/** An empty box is NaN: the schema refuses it with the range message, and nothing is saved. */
function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

function shown(value: number): string | number {
  return Number.isNaN(value) ? '' : value;
}

export function WarmupFields({ value, onChange, errors }: WarmupFieldsProps) {
  const id = useId();
  const limits = warmupLimits;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-enabled`}>Warmup</Label>
          <p className="text-muted-foreground text-sm">Raise the daily LinkedIn action limit gradually.</p>
        </div>
        <Switch
          id={`${id}-enabled`}
          checked={value.warmupEnabled}
          onCheckedChange={(warmupEnabled) => onChange({ ...value, warmupEnabled })}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field>
          <Label htmlFor={`${id}-low`}>Start limit</Label>
          <Input
            id={`${id}-low`}
            type="number"
            inputMode="numeric"
            min={limits.startEndLimit.min}
            max={limits.startEndLimit.max}
            value={shown(value.startEndLimit.low)}
            aria-invalid={errors.startEndLimit ? true : undefined}
            onChange={(event) =>
              onChange({
                ...value,
                startEndLimit: { ...value.startEndLimit, low: numberOf(event.target.value) },
              })
            }
          />
        </Field>
        <Field>
          <Label htmlFor={`${id}-high`}>End limit</Label>
          <Input
            id={`${id}-high`}
            type="number"
            inputMode="numeric"
            min={limits.startEndLimit.min}
            max={limits.startEndLimit.max}
            value={shown(value.startEndLimit.high)}
            aria-invalid={errors.startEndLimit ? true : undefined}
            onChange={(event) =>
              onChange({
                ...value,
                startEndLimit: { ...value.startEndLimit, high: numberOf(event.target.value) },
              })
            }
          />
        </Field>
        <FieldError className="sm:col-span-2">{errors.startEndLimit}</FieldError>
        <Field>
          <Label htmlFor={`${id}-increase`}>Increase by</Label>
          <NativeSelect
            id={`${id}-increase`}
            value={value.increaseBy}
            onChange={(event) => onChange({ ...value, increaseBy: Number(event.target.value) })}
          >
            {[1, 2, 3].map((step) => (
              <option key={step} value={step}>
                {step} per day
              </option>
            ))}
          </NativeSelect>
          <FieldError>{errors.increaseBy}</FieldError>
        </Field>
        <Field>
          <Label htmlFor={`${id}-period`}>Warmup period (days)</Label>
          <Input
            id={`${id}-period`}
            type="number"
            inputMode="numeric"
            min={limits.warmupPeriodDays.min}
            max={limits.warmupPeriodDays.max}
            value={shown(value.warmupPeriod)}
            aria-invalid={errors.warmupPeriod ? true : undefined}
            aria-describedby={`${id}-period-hint`}
            onChange={(event) => onChange({ ...value, warmupPeriod: numberOf(event.target.value) })}
          />
          <FieldDescription id={`${id}-period-hint`}>
            Days to reach the end limit, {limits.hint}.
          </FieldDescription>
          <FieldError>{errors.warmupPeriod}</FieldError>
        </Field>
      </div>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onChange({ ...value, ...resetWarmupSettings })}
        >
          <RotateCcw aria-hidden />
          Reset
        </Button>
      </div>
      {!errors.startEndLimit && !errors.increaseBy && !errors.warmupPeriod && <WarmupRamp settings={value} />}
    </div>
  );
}
