import type { PersonalityType } from '@leadpath/core';
import { personalityTypeNames, personalityTypes } from '@leadpath/core';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';

interface ProspectPersonalitySelectProps {
  id: string;
  value: PersonalityType | null;
  pending: boolean;
  onChange: (type: PersonalityType | null) => void;
}

/** D, I, S, C or None; choosing a type writes the guide when the prospect has none. */
export function ProspectPersonalitySelect({ id, value, pending, onChange }: ProspectPersonalitySelectProps) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Personality</Label>
      <div className="flex items-center gap-2">
        <NativeSelect
          id={id}
          value={value ?? ''}
          disabled={pending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange((event.target.value || null) as PersonalityType | null)}
        >
          <option value="">None</option>
          {personalityTypes.map((type) => (
            <option key={type} value={type}>
              {type}: {personalityTypeNames[type]}
            </option>
          ))}
        </NativeSelect>
        {pending ? <Spinner aria-label="Saving the personality type" /> : null}
      </div>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        The DISC style; choosing one writes an engagement guide when there is none yet.
      </p>
    </div>
  );
}
