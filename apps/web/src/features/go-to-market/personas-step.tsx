import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { Draft, DraftPersona } from './draft';
import { ListField } from './list-field';

const blankPersona = (): DraftPersona => ({
  name: 'New persona',
  titles: [],
  pains: [],
  priorities: [],
  objections: [],
  sequenceId: null,
});

/** The personas in the profile: their titles, pains and priorities. */
export function PersonasStep({ draft, onChange }: { draft: Draft; onChange: (draft: Draft) => void }) {
  const setPersona = (index: number, persona: DraftPersona) =>
    onChange({ ...draft, personas: draft.personas.map((p, i) => (i === index ? persona : p)) });
  return (
    <div className="flex flex-col gap-4">
      {draft.personas.map((persona, index) => (
        <PersonaFields
          // biome-ignore lint/suspicious/noArrayIndexKey: personas have no id; position is their identity here
          key={index}
          persona={persona}
          onChange={(next) => setPersona(index, next)}
          onRemove={() => onChange({ ...draft, personas: draft.personas.filter((_, i) => i !== index) })}
        />
      ))}
      <Button
        variant="outline"
        className="w-fit"
        onClick={() => onChange({ ...draft, personas: [...draft.personas, blankPersona()] })}
      >
        <PlusIcon aria-hidden />
        Add a persona
      </Button>
    </div>
  );
}

function PersonaFields({
  persona,
  onChange,
  onRemove,
}: {
  persona: DraftPersona;
  onChange: (persona: DraftPersona) => void;
  onRemove: () => void;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border p-4">
      <legend className="px-1 font-medium text-sm">{persona.name || 'Persona'}</legend>
      <div className="flex items-end gap-2">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor={`${id}-name`}>Persona name</Label>
          <Input
            id={`${id}-name`}
            value={persona.name}
            onChange={(e) => onChange({ ...persona, name: e.target.value })}
          />
        </div>
        <Button variant="ghost" size="icon" aria-label={`Remove ${persona.name}`} onClick={onRemove}>
          <Trash2Icon aria-hidden />
        </Button>
      </div>
      <ListField
        label="Titles"
        value={persona.titles}
        onChange={(titles) => onChange({ ...persona, titles })}
      />
      <ListField label="Pains" value={persona.pains} onChange={(pains) => onChange({ ...persona, pains })} />
      <ListField
        label="Priorities"
        value={persona.priorities}
        onChange={(priorities) => onChange({ ...persona, priorities })}
      />
      {persona.objections.length ? (
        <div className="text-sm">
          <p className="font-medium">Objections</p>
          <ul className="list-disc pl-5 text-muted-foreground">
            {persona.objections.map((o) => (
              <li key={o.objection}>
                {o.objection}: {o.answer}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </fieldset>
  );
}
