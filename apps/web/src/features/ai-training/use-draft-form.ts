import { type AgentVersion, updateVersionSchema } from '@leadpath/core/schemas/ai-training';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

// Only the settings count: a new evaluation changes the version but not what the form edits.
const settingsOf = (each: AgentVersion) =>
  JSON.stringify([each.instructions, each.tone, each.stages, each.guardrails]);

/** The draft's form: its edits, whether they differ from the saved draft, and saving them (checked first). */
export function useDraftForm(version: AgentVersion) {
  const [form, setForm] = useState(version);
  const [error, setError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const save = trpc.aiTraining.updateVersion.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: async () => {
      setError(null);
      toast.success(`Draft version ${version.number} saved`);
      await utils.aiTraining.agent.invalidate({ kind: version.agent });
    },
    onError: (failure) => setError(errorMessage(failure)),
  });
  const dirty = settingsOf(form) !== settingsOf(version);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = updateVersionSchema.safeParse({
      id: version.id,
      instructions: form.instructions,
      tone: form.tone,
      stages: form.stages,
      guardrails: form.guardrails,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the draft');
    save.mutate(parsed.data);
  }

  return { form, setForm, error, dirty, saving: save.isPending, submit };
}
