import { lockedEscalations } from '@leadpath/core/schemas/ai-training';
import { LockIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { DraftPartProps } from './draft-fields';

/** The locked escalations (shown, never edited) and the banned phrases, added and removed one by one. */
export function DraftGuardrails({ id, form, onChange }: DraftPartProps) {
  const [phrase, setPhrase] = useState('');
  const { guardrails } = form;
  const setBanned = (bannedPhrases: string[]) =>
    onChange({ ...form, guardrails: { ...guardrails, bannedPhrases } });
  function addPhrase() {
    const text = phrase.trim();
    if (!text || guardrails.bannedPhrases.includes(text)) return;
    setBanned([...guardrails.bannedPhrases, text]);
    setPhrase('');
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-sm">Guardrails</legend>
      <ul className="flex flex-col gap-1 text-sm">
        {lockedEscalations.map((rule) => (
          <li key={rule.key} className="flex items-center gap-2 text-muted-foreground">
            <LockIcon aria-label="Locked" className="size-3.5 shrink-0" />
            {rule.label}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field className="flex-1">
          <Label htmlFor={`${id}-phrase`}>Banned phrase</Label>
          <Input
            id={`${id}-phrase`}
            value={phrase}
            maxLength={200}
            onChange={(event) => setPhrase(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addPhrase();
              }
            }}
          />
        </Field>
        <Button type="button" variant="outline" onClick={addPhrase}>
          Add phrase
        </Button>
      </div>
      <BannedPhrases
        phrases={guardrails.bannedPhrases}
        onRemove={(banned) => setBanned(guardrails.bannedPhrases.filter((each) => each !== banned))}
      />
    </fieldset>
  );
}

/** The banned phrases as badges, each with its remove button; nothing while there are none. */
function BannedPhrases({ phrases, onRemove }: { phrases: string[]; onRemove: (phrase: string) => void }) {
  if (phrases.length === 0) return null;
  return (
    <ul aria-label="Banned phrases" className="flex flex-wrap gap-2">
      {phrases.map((banned) => (
        <li key={banned}>
          <Badge variant="secondary" className="gap-1">
            {banned}
            <button
              type="button"
              aria-label={`Remove “${banned}”`}
              className="rounded-sm hover:text-destructive"
              onClick={() => onRemove(banned)}
            >
              <XIcon aria-hidden className="size-3" />
            </button>
          </Badge>
        </li>
      ))}
    </ul>
  );
}
