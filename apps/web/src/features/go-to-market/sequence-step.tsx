import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';
import type { Draft } from './draft';

/** Which of the user's sequences each persona's prospects are enrolled in. */
export function SequenceStep({ draft, onChange }: { draft: Draft; onChange: (draft: Draft) => void }) {
  const id = useId();
  const sequences = trpc.sequences.list.useQuery(undefined, { meta: { globalErrorToast: false } });
  if (sequences.error)
    return (
      <Alert variant="destructive">
        <AlertDescription>{errorMessage(sequences.error)}</AlertDescription>
      </Alert>
    );
  if (sequences.isPending)
    return <Skeleton className="h-24 w-full" aria-busy aria-label="Loading sequences" />;
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      {sequences.data.sequences.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          You have no sequences yet.{' '}
          <Link to="/dashboard/custom-outreach/new" className="underline underline-offset-4">
            Create one in Custom outreach
          </Link>{' '}
          and come back.
        </p>
      ) : null}
      {draft.personas.map((persona, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: personas have no id; position is their identity here
        <div key={index} className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-${index}`}>Sequence for {persona.name}</Label>
          <NativeSelect
            id={`${id}-${index}`}
            value={persona.sequenceId ?? ''}
            onChange={(e) =>
              onChange({
                ...draft,
                personas: draft.personas.map((p, i) =>
                  i === index ? { ...p, sequenceId: e.target.value || null } : p,
                ),
              })
            }
          >
            <option value="">No sequence</option>
            {sequences.data.sequences.map((sequence) => (
              <option key={sequence.id} value={sequence.id}>
                {sequence.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ))}
    </div>
  );
}
