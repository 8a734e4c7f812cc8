import { type AgentKind, agentKinds, agentNames } from '@leadpath/core/schemas/ai-training';
import { Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { ExampleForm } from './example-form';
import { LoadState } from './load-state';

/** Labelled examples (ADR 062): add, filter by agent, relabel, delete. */
export function ExamplesPanel() {
  const id = useId();
  const [agent, setAgent] = useState<AgentKind | ''>('');
  const examples = trpc.aiTraining.examples.useQuery(agent ? { agent } : {}, {
    meta: { globalErrorToast: false },
    placeholderData: (previous) => previous,
  });
  const utils = trpc.useUtils();
  const refresh = () =>
    Promise.all([utils.aiTraining.examples.invalidate(), utils.aiTraining.cases.invalidate()]);
  const options = {
    meta: { globalErrorToast: false },
    onSuccess: refresh,
    onError: (error: unknown) => toast.error(errorMessage(error)),
  };
  const remove = trpc.aiTraining.deleteExample.useMutation(options);
  const relabel = trpc.aiTraining.updateExample.useMutation(options);
  const busy = remove.isPending || relabel.isPending;
  return (
    <div className="flex flex-col gap-4">
      <ExampleForm />
      <Card>
        <CardHeader>
          <CardTitle>Examples</CardTitle>
          <CardDescription>
            Good examples show the model what to write; bad ones what never to answer. Run as evaluation
            cases, a good one requires its mentions and a bad one refuses its output.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Field className="sm:w-56">
            <Label htmlFor={`${id}-agent`}>Agent</Label>
            <NativeSelect
              id={`${id}-agent`}
              value={agent}
              onChange={(event) => setAgent(event.target.value as AgentKind | '')}
            >
              <option value="">All agents</option>
              {agentKinds.map((each) => (
                <option key={each} value={each}>
                  {agentNames[each]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {!examples.data ? (
            <LoadState query={examples} what="The examples" />
          ) : examples.data.examples.length === 0 ? (
            <p className="text-muted-foreground text-sm">
              {agent
                ? `No example for the ${agentNames[agent].toLowerCase()} yet.`
                : 'No examples yet: add a good or a bad output above.'}
            </p>
          ) : (
            <ul aria-label="Examples" className="flex flex-col divide-y">
              {examples.data.examples.map((example) => (
                <li key={example.id} className="flex items-start gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      <Badge variant={example.label === 'good' ? 'secondary' : 'destructive'}>
                        {example.label === 'good' ? 'Good' : 'Bad'}
                      </Badge>
                      <span className="break-words">{example.input}</span>
                      <Badge variant="outline">{agentNames[example.agent]}</Badge>
                    </p>
                    <p className="line-clamp-3 whitespace-pre-line break-words text-sm">{example.output}</p>
                    {example.note && <p className="text-muted-foreground text-sm">Why: {example.note}</p>}
                    {example.mentions.length > 0 && (
                      <p className="text-muted-foreground text-sm">
                        {example.label === 'good' ? 'Must mention: ' : 'Must not mention: '}
                        {example.mentions.join(', ')}
                      </p>
                    )}
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    onClick={() =>
                      relabel.mutate({ id: example.id, label: example.label === 'good' ? 'bad' : 'good' })
                    }
                  >
                    Mark {example.label === 'good' ? 'bad' : 'good'}
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete the example “${example.input}”`}
                    disabled={busy}
                    onClick={() => remove.mutate({ id: example.id })}
                  >
                    <Trash2Icon aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
