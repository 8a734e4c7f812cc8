import { type KnowledgeKind, knowledgeKinds } from '@leadpath/core/schemas/ai-training';
import { Trash2Icon } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { kindLabels } from './kind-labels';
import { KnowledgeForm } from './knowledge-form';
import { LoadState } from './load-state';

/** Knowledge items: search, add, import markdown files, delete. */
export function KnowledgePanel() {
  const id = useId();
  const [q, setQ] = useState('');
  const [kind, setKind] = useState<KnowledgeKind | ''>('');
  const search = useDeferredValue(q);
  const items = trpc.aiTraining.knowledge.useQuery(
    { q: search, ...(kind ? { kind } : {}) },
    { meta: { globalErrorToast: false }, placeholderData: (previous) => previous },
  );
  const utils = trpc.useUtils();
  const remove = trpc.aiTraining.deleteKnowledge.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: () => utils.aiTraining.knowledge.invalidate(),
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <div className="flex flex-col gap-4">
      <KnowledgeForm />
      <Card>
        <CardHeader>
          <CardTitle>Knowledge items</CardTitle>
          <CardDescription>
            The offline assistant uses the items whose words match a task; a configured language model gets
            them in its prompt. Forbidden claims block any output that makes them.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-col gap-2 sm:flex-row">
            <Field className="flex-1">
              <Label htmlFor={`${id}-q`}>Search knowledge</Label>
              <Input id={`${id}-q`} type="search" value={q} onChange={(event) => setQ(event.target.value)} />
            </Field>
            <Field className="sm:w-48">
              <Label htmlFor={`${id}-kind`}>Kind</Label>
              <NativeSelect
                id={`${id}-kind`}
                value={kind}
                onChange={(event) => setKind(event.target.value as KnowledgeKind | '')}
              >
                <option value="">All kinds</option>
                {knowledgeKinds.map((each) => (
                  <option key={each} value={each}>
                    {kindLabels[each]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          {!items.data ? (
            <LoadState query={items} what="The knowledge items" />
          ) : items.data.items.length === 0 ? (
            <p className="text-muted-foreground text-sm">
              {q || kind
                ? 'No item matches this search.'
                : 'No knowledge yet: add an item or import markdown files.'}
            </p>
          ) : (
            <ul aria-label="Knowledge items" className="flex flex-col divide-y">
              {items.data.items.map((item) => (
                <li key={item.id} className="flex items-start gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {item.title}
                      <Badge variant="outline">{kindLabels[item.kind]}</Badge>
                    </p>
                    {item.body && (
                      <p className="line-clamp-3 whitespace-pre-line break-words text-muted-foreground text-sm">
                        {item.body}
                      </p>
                    )}
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete “${item.title}”`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ id: item.id })}
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
