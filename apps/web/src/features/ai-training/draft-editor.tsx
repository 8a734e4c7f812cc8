import {
  type AgentVersion,
  agentStages,
  agentTones,
  lockedEscalations,
  updateVersionSchema,
} from '@leadpath/core/schemas/ai-training';
import { LockIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { PublishControls } from './publish-controls';

/** A draft version's settings: instructions, tone, stages and guardrails; saved, evaluated, published. */
export function DraftEditor({ version }: { version: AgentVersion }) {
  const id = useId();
  const [form, setForm] = useState(version);
  const [phrase, setPhrase] = useState('');
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
  // Only the settings count: a new evaluation changes the version but not what the form edits.
  const settingsOf = (each: AgentVersion) =>
    JSON.stringify([each.instructions, each.tone, each.stages, each.guardrails]);
  const dirty = settingsOf(form) !== settingsOf(version);
  const guardrails = form.guardrails;

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
  function addPhrase() {
    const text = phrase.trim();
    if (!text || guardrails.bannedPhrases.includes(text)) return;
    setForm({ ...form, guardrails: { ...guardrails, bannedPhrases: [...guardrails.bannedPhrases, text] } });
    setPhrase('');
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          Draft version {version.number} <Badge variant="outline">Draft</Badge>
        </CardTitle>
        <CardDescription>
          Changes apply once the draft is published; published versions never change.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <form
          onSubmit={submit}
          className="flex flex-col gap-4"
          aria-label={`Draft version ${version.number}`}
        >
          <Field>
            <Label htmlFor={`${id}-instructions`}>Instructions</Label>
            <Textarea
              id={`${id}-instructions`}
              rows={4}
              value={form.instructions}
              aria-describedby={version.agent === 'reply-classifier' ? `${id}-rules-hint` : undefined}
              onChange={(event) => setForm({ ...form, instructions: event.target.value })}
            />
            {version.agent === 'reply-classifier' && (
              // The classifier's rules live in its instructions (ADR 073).
              <p id={`${id}-rules-hint`} className="text-muted-foreground text-xs">
                A line written <code>"phrase" =&gt; class</code> (for example{' '}
                <code>"went with another vendor" =&gt; not-interested</code>) is a rule: it sorts arriving
                replies before the built-in phrase rules; an unsubscribe request always stays one.
              </p>
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field>
              <Label htmlFor={`${id}-tone`}>Tone</Label>
              <NativeSelect
                id={`${id}-tone`}
                value={form.tone}
                onChange={(event) => setForm({ ...form, tone: event.target.value as AgentVersion['tone'] })}
              >
                {agentTones.map((tone) => (
                  <option key={tone} value={tone}>
                    {tone}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field>
              <Label htmlFor={`${id}-words`}>Maximum words</Label>
              <Input
                id={`${id}-words`}
                type="number"
                min={10}
                max={2000}
                value={guardrails.maxWords}
                onChange={(event) =>
                  setForm({ ...form, guardrails: { ...guardrails, maxWords: Number(event.target.value) } })
                }
              />
            </Field>
            <Field>
              <Label htmlFor={`${id}-links`}>Maximum links</Label>
              <Input
                id={`${id}-links`}
                type="number"
                min={0}
                max={20}
                value={guardrails.maxLinks}
                onChange={(event) =>
                  setForm({ ...form, guardrails: { ...guardrails, maxLinks: Number(event.target.value) } })
                }
              />
            </Field>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-medium text-sm">Stages</legend>
            <div className="flex flex-wrap gap-4">
              {agentStages.map((stage) => (
                <Label key={stage} className="flex items-center gap-2 font-normal">
                  <Checkbox
                    checked={form.stages.includes(stage)}
                    onCheckedChange={(checked) =>
                      setForm({
                        ...form,
                        stages: checked
                          ? agentStages.filter((each) => each === stage || form.stages.includes(each))
                          : form.stages.filter((each) => each !== stage),
                      })
                    }
                  />
                  {stage}
                </Label>
              ))}
            </div>
          </fieldset>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-medium text-sm">Guardrails</legend>
            <ul className="flex flex-col gap-1 text-sm">
              {lockedEscalations.map((rule) => (
                <li key={rule.key} className="flex items-center gap-2 text-muted-foreground">
                  <LockIcon aria-label="Locked" className="size-3.5 shrink-0" />
                  {rule.label}
                </li>
              ))}
            </ul>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <Field className="flex-1">
                <Label htmlFor={`${id}-phrase`}>Banned phrase</Label>
                <Input
                  id={`${id}-phrase`}
                  value={phrase}
                  maxLength={200}
                  onChange={(event) => setPhrase(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      addPhrase();
                    }
                  }}
                />
              </Field>
              <Button type="button" variant="outline" onClick={addPhrase}>
                Add phrase
              </Button>
            </div>
            {guardrails.bannedPhrases.length > 0 && (
              <ul aria-label="Banned phrases" className="flex flex-wrap gap-2">
                {guardrails.bannedPhrases.map((banned) => (
                  <li key={banned}>
                    <Badge variant="secondary" className="gap-1">
                      {banned}
                      <button
                        type="button"
                        aria-label={`Remove “${banned}”`}
                        className="rounded-sm hover:text-destructive"
                        onClick={() =>
                          setForm({
                            ...form,
                            guardrails: {
                              ...guardrails,
                              bannedPhrases: guardrails.bannedPhrases.filter((each) => each !== banned),
                            },
                          })
                        }
                      >
                        <XIcon aria-hidden className="size-3" />
                      </button>
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
          <FieldError role="alert">{error}</FieldError>
          <div>
            <Button type="submit" disabled={!dirty || save.isPending}>
              Save draft
            </Button>
          </div>
        </form>
        <PublishControls version={version} unsaved={dirty} />
      </CardContent>
    </Card>
  );
}
