import { DISPOSITION_REQUIRED } from '@leadpath/core/schemas/dialer';
import { useId } from 'react';
import { FieldError } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';
import type { CallLog } from './use-call-log';

/** The required disposition: one radio per the user's dispositions, its error when none was chosen. */
export function DispositionChoice({ callLog }: { callLog: CallLog }) {
  const errorId = useId();
  const dispositions = trpc.dialer.dispositions.useQuery();
  return (
    <fieldset
      className="flex flex-col gap-2"
      disabled={callLog.logged}
      aria-describedby={callLog.missing ? errorId : undefined}
    >
      <legend className="mb-2 font-medium text-sm">Disposition (required)</legend>
      {dispositions.isPending ? (
        <p className="text-muted-foreground text-sm">Loading dispositions…</p>
      ) : dispositions.error ? (
        <p className="text-destructive text-sm">{errorMessage(dispositions.error)}</p>
      ) : (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {dispositions.data.dispositions.map((entry) => (
            <label
              key={entry.id}
              className="flex cursor-pointer items-center gap-2 rounded-md border px-2 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent"
            >
              <input
                type="radio"
                name="disposition"
                value={entry.id}
                checked={callLog.dispositionId === entry.id}
                onChange={() => callLog.chooseDisposition(entry.id)}
              />
              {entry.label}
            </label>
          ))}
        </div>
      )}
      <FieldError id={errorId}>{callLog.missing ? DISPOSITION_REQUIRED : null}</FieldError>
    </fieldset>
  );
}
