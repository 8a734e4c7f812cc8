import type { AgentVersion, EvaluationRun } from '@leadpath/core/schemas/ai-training';
import { useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage, errorStatus } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { EvaluationResult } from './evaluation-result';

/** Run the evaluation, publish; a failed evaluation asks for an override with a reason (audited). */
export function PublishControls({ version, unsaved }: { version: AgentVersion; unsaved: boolean }) {
  const id = useId();
  const utils = trpc.useUtils();
  const [run, setRun] = useState<EvaluationRun | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const refresh = () => utils.aiTraining.agent.invalidate({ kind: version.agent });
  const evaluate = trpc.aiTraining.evaluate.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: async (result) => {
      setRun(result);
      await refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const publish = trpc.aiTraining.publish.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: async (result) => {
      toast.success(
        result.passed
          ? `Version ${version.number} published`
          : `Version ${version.number} published with an override`,
      );
      await refresh();
    },
    onError: async (error) => {
      if (errorStatus(error) === 409) {
        setRefusal(errorMessage(error));
        await refresh();
      } else toast.error(errorMessage(error));
    },
  });

  return (
    <section aria-label="Evaluate and publish" className="flex flex-col gap-4 border-t pt-4">
      {unsaved && <p className="text-muted-foreground text-sm">Save the draft to evaluate or publish it.</p>}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={unsaved || evaluate.isPending}
          onClick={() => evaluate.mutate({ id: version.id })}
        >
          {evaluate.isPending ? 'Evaluating…' : 'Run evaluation'}
        </Button>
        <Button disabled={unsaved || publish.isPending} onClick={() => publish.mutate({ id: version.id })}>
          Publish version {version.number}
        </Button>
      </div>
      {run && <EvaluationResult run={run} />}
      {refusal && (
        <Alert variant="destructive">
          <AlertTitle>Not published</AlertTitle>
          <AlertDescription className="flex flex-col gap-3">
            <p>{refusal}</p>
            <form
              className="flex flex-col gap-2 sm:flex-row sm:items-end"
              onSubmit={(event) => {
                event.preventDefault();
                publish.mutate({ id: version.id, override: { reason } });
              }}
            >
              <Field className="flex-1">
                <Label htmlFor={`${id}-reason`} className="text-foreground">
                  Reason for the override (kept in the audit)
                </Label>
                <Input
                  id={`${id}-reason`}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              </Field>
              <Button type="submit" variant="destructive" disabled={reason.trim().length < 5}>
                Publish anyway
              </Button>
            </form>
          </AlertDescription>
        </Alert>
      )}
    </section>
  );
}
