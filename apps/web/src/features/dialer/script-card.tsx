import { callScriptSchema, SCRIPT_PLACEHOLDERS } from '@leadpath/core/schemas/dialer';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, FieldDescription, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

type Objection = { key: string; objection: string; answer: string };
type Draft = { opener: string; objections: Objection[] };

let nextKey = 0;
const draftOf = (script: { opener: string; objections: { objection: string; answer: string }[] }): Draft => ({
  opener: script.opener,
  objections: script.objections.map((entry) => ({ ...entry, key: `objection-${nextKey++}` })),
});

/** The team's call script: the opener (placeholders filled per prospect) and answers to objections. */
export function ScriptCard() {
  const utils = trpc.useUtils();
  const ids = { opener: useId(), hint: useId(), error: useId() };
  const script = trpc.dialer.script.useQuery(undefined, { meta: { globalErrorToast: false } });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (script.data && draft === null) setDraft(draftOf(script.data));
  }, [script.data, draft]);
  const save = trpc.dialer.updateScript.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (saved) => {
      toast.success('Script saved');
      setDraft(draftOf(saved));
      utils.dialer.script.setData(undefined, saved);
      utils.dialer.session.invalidate();
    },
    onError: (failure) => setError(errorMessage(failure)),
  });

  const change = (next: Draft) => {
    setDraft(next);
    setError(null);
  };
  const setObjection = (key: string, patch: Partial<Objection>) =>
    draft &&
    change({
      ...draft,
      objections: draft.objections.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)),
    });
  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const parsed = callScriptSchema.safeParse({
      opener: draft.opener,
      objections: draft.objections.map(({ objection, answer }) => ({ objection, answer })),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the script');
    save.mutate(parsed.data);
  }

  return (
    <Card className="max-w-3xl" data-slot="call-script">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Call script</h2>
        </CardTitle>
        <CardDescription>What your team says on each call, shown beside the prospect’s card.</CardDescription>
      </CardHeader>
      <CardContent>
        {script.isPending || (!script.error && draft === null) ? (
          <Skeleton className="h-24 w-full" aria-busy aria-label="Loading the call script" />
        ) : script.error ? (
          <p role="alert" className="text-destructive text-sm">
            {errorMessage(script.error)}
          </p>
        ) : (
          <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
            <Field>
              <Label htmlFor={ids.opener}>Opener</Label>
              <Textarea
                id={ids.opener}
                value={draft?.opener ?? ''}
                aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
                onChange={(event) => draft && change({ ...draft, opener: event.target.value })}
              />
              <FieldDescription id={ids.hint}>
                Placeholders: {SCRIPT_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ')}
              </FieldDescription>
            </Field>
            <ul aria-label="Objections" className="flex flex-col gap-3">
              {draft?.objections.map((entry, index) => (
                <li key={entry.key} className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_auto]">
                  <Input
                    aria-label={`Objection ${index + 1}`}
                    value={entry.objection}
                    onChange={(event) => setObjection(entry.key, { objection: event.target.value })}
                  />
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    aria-label={`Remove objection ${entry.objection || index + 1}`}
                    onClick={() =>
                      change({
                        ...draft,
                        objections: draft.objections.filter((other) => other.key !== entry.key),
                      })
                    }
                  >
                    <Trash2Icon aria-hidden />
                  </Button>
                  <Textarea
                    aria-label={`Answer to objection ${index + 1}`}
                    className="sm:col-span-2"
                    value={entry.answer}
                    onChange={(event) => setObjection(entry.key, { answer: event.target.value })}
                  />
                </li>
              ))}
            </ul>
            <FieldError id={ids.error} role="alert">
              {error}
            </FieldError>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                onClick={() =>
                  draft &&
                  change({
                    ...draft,
                    objections: [
                      ...draft.objections,
                      { key: `objection-${nextKey++}`, objection: '', answer: '' },
                    ],
                  })
                }
              >
                <PlusIcon aria-hidden />
                Add objection
              </Button>
              <Button type="submit" disabled={save.isPending}>
                Save script
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
