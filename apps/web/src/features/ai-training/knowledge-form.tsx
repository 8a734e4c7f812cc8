import { type KnowledgeKind, knowledgeInputSchema, knowledgeKinds } from '@leadpath/core/schemas/ai-training';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, FieldDescription, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { kindLabels } from './kind-labels';

/** Add one markdown item, or import .md files (one item per # or ## heading). */
export function KnowledgeForm() {
  const id = useId();
  const [kind, setKind] = useState<KnowledgeKind>('product-fact');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const refresh = () => utils.aiTraining.knowledge.invalidate();
  const add = trpc.aiTraining.addKnowledge.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: async () => {
      setTitle('');
      setBody('');
      setError(null);
      toast.success('Knowledge item added');
      await refresh();
    },
    onError: (failure) => setError(errorMessage(failure)),
  });
  const importFiles = trpc.aiTraining.importKnowledge.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: async (result) => {
      toast.success(`${result.imported} item${result.imported === 1 ? '' : 's'} imported`);
      await refresh();
    },
    onError: (failure) => setError(errorMessage(failure)),
  });

  async function onFiles(list: FileList | null) {
    if (!list?.length) return;
    const files = await Promise.all(
      [...list].map(async (file) => ({ name: file.name, content: await file.text() })),
    );
    importFiles.mutate({ kind, files });
  }
  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = knowledgeInputSchema.safeParse({ kind, title, body });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the item');
    add.mutate(parsed.data);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Add knowledge</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Add knowledge">
          <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
            <Field>
              <Label htmlFor={`${id}-kind`}>Kind of item</Label>
              <NativeSelect
                id={`${id}-kind`}
                value={kind}
                onChange={(event) => setKind(event.target.value as KnowledgeKind)}
              >
                {knowledgeKinds.map((each) => (
                  <option key={each} value={each}>
                    {kindLabels[each]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field>
              <Label htmlFor={`${id}-title`}>Title</Label>
              <Input
                id={`${id}-title`}
                value={title}
                maxLength={200}
                onChange={(event) => setTitle(event.target.value)}
              />
            </Field>
          </div>
          <Field>
            <Label htmlFor={`${id}-body`}>Text (markdown)</Label>
            <Textarea
              id={`${id}-body`}
              rows={4}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
          </Field>
          <FieldError role="alert">{error}</FieldError>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <Button type="submit" disabled={add.isPending}>
              Add item
            </Button>
            <Field>
              <Label htmlFor={`${id}-files`}>Import markdown files</Label>
              <Input
                id={`${id}-files`}
                type="file"
                accept=".md,.markdown,text/markdown"
                multiple
                disabled={importFiles.isPending}
                onChange={(event) => {
                  void onFiles(event.target.files);
                  event.target.value = '';
                }}
              />
              <FieldDescription>As the kind chosen above; one item per heading.</FieldDescription>
            </Field>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
