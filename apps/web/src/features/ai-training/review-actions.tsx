import { type ReviewDraft, reviewEditSchema } from '@leadpath/core/schemas/ai-training';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

/** A pending draft's text as the reviewer edits it, and the four decisions on it. */
export function ReviewActions({ draft }: { draft: ReviewDraft }) {
  const id = useId();
  const [subject, setSubject] = useState(draft.subject);
  const [body, setBody] = useState(draft.body);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const options = (done: string) => ({
    meta: { globalErrorToast: false },
    onSuccess: async (next: ReviewDraft) => {
      setError(null);
      setSubject(next.subject);
      setBody(next.body);
      toast.success(done);
      await utils.aiTraining.reviewList.invalidate();
    },
    onError: (failure: unknown) => setError(errorMessage(failure)),
  });
  const save = trpc.aiTraining.reviewEdit.useMutation(options('Edit saved'));
  const approve = trpc.aiTraining.reviewApprove.useMutation(options('Approved: it will be sent'));
  const reject = trpc.aiTraining.reviewReject.useMutation(options('Rejected: the step is skipped'));
  const regenerate = trpc.aiTraining.reviewRegenerate.useMutation(options('A new draft is ready'));
  const busy = save.isPending || approve.isPending || reject.isPending || regenerate.isPending;

  function checked() {
    const parsed = reviewEditSchema.safeParse({ id: draft.id, subject, body });
    if (!parsed.success) setError(parsed.error.issues[0]?.message ?? 'Check the email');
    return parsed.success ? parsed.data : null;
  }
  return (
    <form
      className="flex flex-col gap-3"
      // Enter in a field keeps the edit; sending always takes the Approve button.
      onSubmit={(event) => {
        event.preventDefault();
        const text = checked();
        if (text) save.mutate(text);
      }}
    >
      <Field>
        <Label htmlFor={`${id}-subject`}>Subject</Label>
        <Input id={`${id}-subject`} value={subject} onChange={(event) => setSubject(event.target.value)} />
      </Field>
      <Field>
        <Label htmlFor={`${id}-body`}>Email</Label>
        <Textarea id={`${id}-body`} rows={8} value={body} onChange={(event) => setBody(event.target.value)} />
      </Field>
      <Field>
        <Label htmlFor={`${id}-note`}>Reason to reject, or instruction to regenerate</Label>
        <Input id={`${id}-note`} value={note} onChange={(event) => setNote(event.target.value)} />
      </Field>
      {error ? <FieldError>{error}</FieldError> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={busy}
          onClick={() => {
            const text = checked();
            if (text) approve.mutate(text);
          }}
        >
          Approve and send
        </Button>
        <Button type="submit" variant="outline" disabled={busy}>
          Save edit
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={busy}
          onClick={() => regenerate.mutate({ id: draft.id, instruction: note })}
        >
          Regenerate
        </Button>
        <Button
          type="button"
          variant="destructive"
          disabled={busy}
          onClick={() =>
            note.trim()
              ? reject.mutate({ id: draft.id, reason: note })
              : setError('Say why the draft is rejected (in the reason box)')
          }
        >
          Reject
        </Button>
      </div>
    </form>
  );
}
