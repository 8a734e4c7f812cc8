import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { type Draft, type Step, steps } from './draft';
import { MessagingStep } from './messaging-step';
import { PersonasStep } from './personas-step';
import { ProfileStep } from './profile-step';
import { ReviewStep } from './review-step';
import { SequenceStep } from './sequence-step';

/** The steps of New GTM over one draft playbook: each Next saves, the last one activates. */
export function GtmWizard({ playbookId }: { playbookId: string }) {
  const loaded = trpc.playbooks.get.useQuery({ id: playbookId }, { meta: { globalErrorToast: false } });
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (loaded.data && !draft) setDraft(loaded.data);
  }, [loaded.data, draft]);
  if (loaded.error)
    return (
      <Alert variant="destructive">
        <AlertDescription>{errorMessage(loaded.error)}</AlertDescription>
      </Alert>
    );
  if (!draft) return <Skeleton className="h-64 w-full" aria-busy aria-label="Loading the playbook" />;
  return <WizardSteps draft={draft} onChange={setDraft} />;
}

function WizardSteps({ draft, onChange }: { draft: Draft; onChange: (draft: Draft) => void }) {
  const id = useId();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [index, setIndex] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const update = trpc.playbooks.update.useMutation();
  const activate = trpc.playbooks.activate.useMutation();
  const step: Step = steps[index] ?? 'Profile';
  const save = async () => {
    const { name, profile, personas, messaging, scoringRules } = draft;
    await update.mutateAsync({ id: draft.id, name, profile, personas, messaging, scoringRules });
  };
  const next = async () => {
    setProblem(null);
    try {
      await save();
      if (index < steps.length - 1) return setIndex(index + 1);
      await activate.mutateAsync({ id: draft.id });
      await utils.playbooks.list.invalidate();
      toast.success(`${draft.name} is active`);
      await navigate({ to: '/dashboard/go-to-market' });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  const busy = update.isPending || activate.isPending;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex max-w-md flex-col gap-1.5">
        <Label htmlFor={`${id}-name`}>Playbook name</Label>
        <Input
          id={`${id}-name`}
          value={draft.name}
          onChange={(e) => onChange({ ...draft, name: e.target.value })}
        />
      </div>
      <nav aria-label="New GTM steps">
        <ol className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
          {steps.map((label, i) => (
            <li key={label}>
              <button
                type="button"
                aria-current={i === index ? 'step' : undefined}
                onClick={() => setIndex(i)}
                className={cn(
                  'rounded-md px-3 py-1 font-medium text-muted-foreground text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  i === index && 'bg-background text-foreground shadow-xs',
                )}
              >
                {i + 1}. {label}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <section aria-label={step}>
        {step === 'Profile' ? <ProfileStep draft={draft} onChange={onChange} /> : null}
        {step === 'Personas' ? <PersonasStep draft={draft} onChange={onChange} /> : null}
        {step === 'Messaging' ? <MessagingStep draft={draft} onChange={onChange} /> : null}
        {step === 'Sequence' ? <SequenceStep draft={draft} onChange={onChange} /> : null}
        {step === 'Review and activate' ? <ReviewStep draft={draft} /> : null}
      </section>
      {problem ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex gap-2">
        <Button variant="outline" disabled={index === 0 || busy} onClick={() => setIndex(index - 1)}>
          Back
        </Button>
        <Button disabled={busy} onClick={next}>
          {index === steps.length - 1 ? 'Activate' : 'Save and continue'}
        </Button>
      </div>
    </div>
  );
}
