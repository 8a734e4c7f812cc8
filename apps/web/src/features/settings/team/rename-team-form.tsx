import { renameTeamSchema } from '@leadpath/core/schemas/team';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-errors';
import { fieldErrorsOf } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

interface RenameTeamFormProps {
  teamName: string;
  /** Called after a save and on Cancel. */
  onDone: () => void;
}

/** A team admin's inline form for the team's name; the same schema checks it here and on the server. */
export function RenameTeamForm({ teamName: current, onDone }: RenameTeamFormProps) {
  const id = useId();
  const utils = trpc.useUtils();
  const [teamName, setTeamName] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const rename = trpc.team.rename.useMutation({ meta: { globalErrorToast: false } });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = renameTeamSchema.safeParse({ teamName });
    if (!parsed.success) {
      setError(fieldErrorsOf<'teamName'>(parsed.error).teamName ?? null);
      return;
    }
    setError(null);
    rename.mutate(parsed.data, {
      onSuccess: (result) => {
        toast.success(result.message);
        void utils.team.members.invalidate();
        onDone();
      },
      onError: (err) => setError(errorMessage(err)),
    });
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Rename team" className="flex flex-col gap-2">
      <Field>
        <Label htmlFor={`${id}-name`}>New team name</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${id}-name`}
            value={teamName}
            autoFocus
            maxLength={200}
            onChange={(event) => setTeamName(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="sm:max-w-80"
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" className="h-9" disabled={rename.isPending}>
              {rename.isPending ? <Spinner aria-hidden /> : null}
              Save name
            </Button>
            <Button type="button" variant="ghost" size="sm" className="h-9" onClick={onDone}>
              Cancel
            </Button>
          </div>
        </div>
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </Field>
    </form>
  );
}
