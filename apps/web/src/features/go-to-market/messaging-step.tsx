import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { Draft } from './draft';

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** What to say: value propositions and proof points, one per line. */
export function MessagingStep({ draft, onChange }: { draft: Draft; onChange: (draft: Draft) => void }) {
  const id = useId();
  const field = (key: 'valuePropositions' | 'proofPoints', label: string) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Textarea
        id={`${id}-${key}`}
        defaultValue={draft.messaging[key].join('\n')}
        aria-describedby={`${id}-hint`}
        onChange={(e) =>
          onChange({ ...draft, messaging: { ...draft.messaging, [key]: lines(e.target.value) } })
        }
      />
    </div>
  );
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        One per line.
      </p>
      {field('valuePropositions', 'Value propositions')}
      {field('proofPoints', 'Proof points')}
    </div>
  );
}
