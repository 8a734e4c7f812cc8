import { draftRequestSchema } from '@leadpath/core/schemas/writer';
import { useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Modal } from '@/components/ui/modal';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';

interface DraftStepDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stepNumber: number;
  /** The sequence name, offered as the goal to start from. */
  suggestedGoal: string;
  onUse: (draft: { subject: string; body: string }) => void;
}

/** The step editor's Draft: a goal in, three subjects and a body out, labelled with who wrote them. */
export function DraftStepDialog({
  open,
  onOpenChange,
  stepNumber,
  suggestedGoal,
  onUse,
}: DraftStepDialogProps) {
  const id = useId();
  const [goal, setGoal] = useState(suggestedGoal);
  const [tone, setTone] = useState<'neutral' | 'warm' | 'formal'>('neutral');
  const [goalError, setGoalError] = useState<string | null>(null);
  const [subject, setSubject] = useState(0);
  const draft = trpc.assist.draftStep.useMutation({ meta: { globalErrorToast: false } });

  function write(event: React.FormEvent) {
    event.preventDefault();
    const parsed = draftRequestSchema.safeParse({ goal, tone, stepNumber });
    if (!parsed.success) return setGoalError(parsed.error.issues[0]?.message ?? 'Check the goal');
    setGoalError(null);
    setSubject(0);
    draft.mutate(parsed.data);
  }

  const result = draft.data;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Draft step ${stepNumber}`}
      description="Write a first version from the sequence's goal; you edit it before saving."
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            disabled={!result}
            onClick={() => {
              if (!result) return;
              onUse({ subject: result.subjectVariants[subject] ?? result.subject, body: result.body });
              onOpenChange(false);
            }}
          >
            Use this draft
          </Button>
        </>
      }
    >
      <form noValidate onSubmit={write} className="flex flex-col gap-4" aria-label="Draft a step">
        <Field>
          <Label htmlFor={`${id}-goal`}>What is the sequence for?</Label>
          <Input
            id={`${id}-goal`}
            value={goal}
            maxLength={500}
            placeholder="Book a demo of our scheduling tool"
            aria-invalid={goalError ? true : undefined}
            aria-describedby={goalError ? `${id}-goal-error` : undefined}
            onChange={(event) => setGoal(event.target.value)}
          />
          <FieldError id={`${id}-goal-error`}>{goalError}</FieldError>
        </Field>
        <Field>
          <Label htmlFor={`${id}-tone`}>Tone</Label>
          <NativeSelect
            id={`${id}-tone`}
            value={tone}
            onChange={(event) => setTone(event.target.value as typeof tone)}
          >
            <option value="neutral">Neutral</option>
            <option value="warm">Warm</option>
            <option value="formal">Formal</option>
          </NativeSelect>
        </Field>
        <Button type="submit" variant="outline" className="self-start" disabled={draft.isPending}>
          {draft.isPending ? 'Writing…' : 'Write draft'}
        </Button>
        {draft.error ? (
          <Alert variant="destructive">
            <AlertTitle>No draft</AlertTitle>
            <AlertDescription>{errorMessage(draft.error)}</AlertDescription>
          </Alert>
        ) : null}
        {result ? (
          <section aria-label="Draft" className="flex flex-col gap-3 rounded-md border p-3">
            <p className="text-muted-foreground text-xs">{result.writtenBy}</p>
            <fieldset className="flex flex-col gap-1">
              <legend className="font-medium text-sm">Subject</legend>
              {result.subjectVariants.map((line, index) => (
                <label key={line} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-subject`}
                    checked={subject === index}
                    onChange={() => setSubject(index)}
                  />
                  {line}
                </label>
              ))}
            </fieldset>
            <pre className="whitespace-pre-wrap font-sans text-sm">{result.body}</pre>
          </section>
        ) : null}
      </form>
    </Modal>
  );
}
