import { type ReactNode, useId } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

interface FeatureToggleRowProps {
  label: string;
  /** Says what on or off means; read with the switch (aria-describedby). */
  hint: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A section's on/off row (spec §4): the label and hint on the left, the switch on the right. */
export function FeatureToggleRow({ label, hint, checked, onCheckedChange }: FeatureToggleRowProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-enabled`} className="text-base">
          {label}
        </Label>
        <p id={`${id}-enabled-hint`} className="text-muted-foreground text-sm">
          {hint}
        </p>
      </div>
      <Switch
        id={`${id}-enabled`}
        checked={checked}
        aria-describedby={`${id}-enabled-hint`}
        onCheckedChange={onCheckedChange}
      />
    </div>
  );
}
