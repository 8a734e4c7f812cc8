import {
  REVIEW_WAIT_WARNING_HOURS,
  updateAiTrainingSettingsSchema,
} from '@leadpath/core/schemas/ai-training';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

/** The installation's overdue warning (ADR 071): after how many hours a waiting draft is flagged. */
export function ReviewWarningForm() {
  const settings = trpc.aiTraining.settings.useQuery(undefined, { meta: { globalErrorToast: false } });
  if (settings.error) return <p className="text-destructive text-sm">{errorMessage(settings.error)}</p>;
  if (!settings.data)
    return <Skeleton className="h-16 w-full sm:w-96" aria-label="Loading the warning setting" />;
  return <WarningHours saved={settings.data.reviewWaitWarningHours} />;
}

function WarningHours({ saved }: { saved: number }) {
  const id = useId();
  const [hours, setHours] = useState(String(saved));
  const [error, setError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const update = trpc.aiTraining.updateSettings.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: async (next) => {
      setError(null);
      setHours(String(next.reviewWaitWarningHours));
      toast.success(`Drafts waiting over ${next.reviewWaitWarningHours} h are now flagged`);
      utils.aiTraining.settings.setData(undefined, next);
      await utils.aiTraining.reviewList.invalidate();
    },
    onError: (failure) => setError(errorMessage(failure)),
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    // An empty or non-numeric field reaches the schema as NaN, so its message is the schema's own.
    const parsed = updateAiTrainingSettingsSchema.safeParse({
      reviewWaitWarningHours: hours.trim() === '' ? Number.NaN : Number(hours),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the hours');
    update.mutate(parsed.data);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Overdue warning"
      className="flex flex-wrap items-end gap-2"
    >
      <Field className="w-40">
        <Label htmlFor={`${id}-hours`}>Warn after (hours)</Label>
        <Input
          id={`${id}-hours`}
          type="number"
          inputMode="numeric"
          min={REVIEW_WAIT_WARNING_HOURS.min}
          max={REVIEW_WAIT_WARNING_HOURS.max}
          step={1}
          value={hours}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setHours(event.target.value)}
        />
      </Field>
      <Button type="submit" variant="outline" disabled={update.isPending || hours === String(saved)}>
        {update.isPending ? 'Saving…' : 'Save'}
      </Button>
      <FieldDescription id={`${id}-hint`} className="basis-full">
        A draft waiting longer than this is flagged in the queue, for every Admin.
      </FieldDescription>
      {error ? (
        <FieldError role="alert" className="basis-full">
          {error}
        </FieldError>
      ) : null}
    </form>
  );
}
