import {
  type AgentKind,
  agentKinds,
  agentNames,
  type ExampleLabel,
  trainingExampleInputSchema,
} from '@leadpath/core/schemas/ai-training';
import { replyClasses } from '@leadpath/core/schemas/assist';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, FieldDescription, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

/** Add one labelled example: an input, the output, good or bad, why, and what it must (not) mention. */
export function ExampleForm() {
  const id = useId();
  const [agent, setAgent] = useState<AgentKind>('email-writer');
  const [label, setLabel] = useState<ExampleLabel>('good');
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const [note, setNote] = useState('');
  const [mentions, setMentions] = useState('');
  const [error, setError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const classifier = agent === 'reply-classifier';
  const add = trpc.aiTraining.addExample.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: async () => {
      setInput('');
      setOutput('');
      setNote('');
      setMentions('');
      setError(null);
      toast.success('Example added');
      await Promise.all([utils.aiTraining.examples.invalidate(), utils.aiTraining.cases.invalidate()]);
    },
    onError: (failure) => setError(errorMessage(failure)),
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = trainingExampleInputSchema.safeParse({
      agent,
      label,
      input,
      output: classifier ? output || replyClasses[0] : output,
      note,
      mentions: classifier
        ? []
        : mentions
            .split(',')
            .map((each) => each.trim())
            .filter(Boolean),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the example');
    add.mutate(parsed.data);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Add an example</CardTitle>
        <CardDescription>
          A configured language model sees the newest examples in its prompt; evaluations run each one as a
          case. The offline assistant does not learn from them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Add an example">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field>
              <Label htmlFor={`${id}-agent`}>Agent</Label>
              <NativeSelect
                id={`${id}-agent`}
                value={agent}
                onChange={(event) => setAgent(event.target.value as AgentKind)}
              >
                {agentKinds.map((each) => (
                  <option key={each} value={each}>
                    {agentNames[each]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field>
              <Label htmlFor={`${id}-label`}>Label</Label>
              <NativeSelect
                id={`${id}-label`}
                value={label}
                onChange={(event) => setLabel(event.target.value as ExampleLabel)}
              >
                <option value="good">Good: write like this</option>
                <option value="bad">Bad: never answer like this</option>
              </NativeSelect>
            </Field>
          </div>
          <Field>
            <Label htmlFor={`${id}-input`}>{classifier ? 'The reply' : 'Input (the goal or request)'}</Label>
            <Textarea
              id={`${id}-input`}
              rows={2}
              value={input}
              onChange={(event) => setInput(event.target.value)}
            />
          </Field>
          <Field>
            <Label htmlFor={`${id}-output`}>{classifier ? 'The class' : 'Output'}</Label>
            {classifier ? (
              <NativeSelect
                id={`${id}-output`}
                value={output || replyClasses[0]}
                onChange={(event) => setOutput(event.target.value)}
              >
                {replyClasses.map((each) => (
                  <option key={each} value={each}>
                    {each}
                  </option>
                ))}
              </NativeSelect>
            ) : (
              <Textarea
                id={`${id}-output`}
                rows={4}
                value={output}
                onChange={(event) => setOutput(event.target.value)}
              />
            )}
          </Field>
          <Field>
            <Label htmlFor={`${id}-note`}>Why it is {label}</Label>
            <Input
              id={`${id}-note`}
              value={note}
              maxLength={1000}
              onChange={(event) => setNote(event.target.value)}
            />
          </Field>
          {!classifier && (
            <Field>
              <Label htmlFor={`${id}-mentions`}>
                {label === 'good' ? 'Must mention' : 'Must not mention'}
              </Label>
              <Input
                id={`${id}-mentions`}
                value={mentions}
                onChange={(event) => setMentions(event.target.value)}
              />
              <FieldDescription>
                Comma-separated, checked when the example runs as an evaluation case
                {label === 'bad' ? '; the bad output itself is always refused.' : '.'}
              </FieldDescription>
            </Field>
          )}
          <FieldError role="alert">{error}</FieldError>
          <Button type="submit" className="self-start" disabled={add.isPending}>
            Add example
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
