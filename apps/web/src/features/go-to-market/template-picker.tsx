import { FileIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

/** Start from one of the seeded templates or from a blank playbook; either creates a draft. */
export function TemplatePicker({ onCreated }: { onCreated: (id: string) => void }) {
  const templates = trpc.playbooks.templates.useQuery(undefined, { meta: { globalErrorToast: false } });
  const create = trpc.playbooks.create.useMutation({
    onSuccess: (playbook) => onCreated(playbook.id),
    onError: (error) => toast.error(errorMessage(error)),
  });
  if (templates.error)
    return (
      <Alert variant="destructive">
        <AlertTitle>The templates could not be loaded</AlertTitle>
        <AlertDescription>
          <p>{errorMessage(templates.error)}</p>
          <Button variant="outline" size="sm" className="text-foreground" onClick={() => templates.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  if (templates.isPending)
    return <Skeleton className="h-40 w-full" aria-busy aria-label="Loading templates" />;
  return (
    <section aria-labelledby="templates-heading" className="flex flex-col gap-3">
      <h2 id="templates-heading" className="font-semibold text-lg">
        Start from a template
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {templates.data.templates.map((template) => (
          <li key={template.key}>
            <button
              type="button"
              disabled={create.isPending}
              onClick={() => create.mutate({ templateKey: template.key })}
              className="flex h-full w-full flex-col gap-1 rounded-lg border bg-card p-4 text-left outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
            >
              <span className="font-medium">{template.name}</span>
              <span className="text-muted-foreground text-sm">{template.summary}</span>
            </button>
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        className="w-fit"
        disabled={create.isPending}
        onClick={() => create.mutate({})}
      >
        <FileIcon aria-hidden />
        Start blank
      </Button>
    </section>
  );
}
