import type { RouterOutputs } from '@leadpath/api';
import { PlusIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { SectionLoadError } from '@/components/section-load-states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { DELETE_KEY_FAILED, FETCH_FAILED, toastFailure, UPDATE_KEY_FAILED } from './api-access-toasts';
import { ApiKeyRow } from './api-key-row';
import { CreateKeyDialog } from './create-key-dialog';
import { DeleteKeyDialog } from './delete-key-dialog';

type ApiAccessSettings = RouterOutputs['apiAccess']['settings'];

/** The key list with its count against maxKeys, the create button, and each key's actions. */
export function ApiKeysPanel({ settings }: { settings: ApiAccessSettings }) {
  const id = useId();
  const utils = trpc.useUtils();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const list = trpc.apiAccess.keys.useQuery(undefined, { meta: { globalErrorToast: false } });
  useEffect(() => {
    if (list.error) toastFailure(list.error, FETCH_FAILED);
  }, [list.error]);

  const refresh = () => void utils.apiAccess.keys.invalidate();
  const toggle = trpc.apiAccess.updateKey.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (key) => toast.success(key.isActive ? `${key.name} activated` : `${key.name} deactivated`),
    onError: (err) => toastFailure(err, UPDATE_KEY_FAILED),
    onSettled: refresh,
  });
  const remove = trpc.apiAccess.deleteKey.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: () => {
      toast.success('API key deleted');
      setDeleting(null);
    },
    onError: (err) => toastFailure(err, DELETE_KEY_FAILED),
    onSettled: refresh,
  });

  const keys = list.data?.keys ?? [];
  const atLimit = keys.length >= settings.maxKeys;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-lg border p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h3 id={`${id}-title`} className="font-medium">
            API keys
          </h3>
          <p id={`${id}-count`} className="text-muted-foreground text-sm">
            {list.data
              ? atLimit
                ? `${keys.length} of ${settings.maxKeys} keys: the limit. Delete a key or raise the limit to create another.`
                : `${keys.length} of ${settings.maxKeys} keys`
              : 'Keys let your own code call Leadpath.'}
          </p>
        </div>
        <Button
          className="w-fit"
          disabled={!list.data || atLimit}
          aria-describedby={`${id}-count`}
          onClick={() => setCreating(true)}
        >
          <PlusIcon aria-hidden />
          Create key
        </Button>
      </div>

      {list.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading API keys" className="flex flex-col gap-3">
          <Skeleton className="h-28 w-full" />
        </div>
      ) : list.isError ? (
        <SectionLoadError title={FETCH_FAILED} onRetry={() => void list.refetch()} />
      ) : keys.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
          No API keys yet.
        </p>
      ) : (
        <ul aria-label="API keys" className="flex flex-col gap-3">
          {keys.map((key) => (
            <ApiKeyRow
              key={key.id}
              apiKey={key}
              toggling={toggle.isPending && toggle.variables?.id === key.id}
              onToggle={() => toggle.mutate({ id: key.id, isActive: !key.isActive })}
              onDelete={() => setDeleting({ id: key.id, name: key.name })}
            />
          ))}
        </ul>
      )}

      <CreateKeyDialog
        open={creating}
        onOpenChange={setCreating}
        defaultExpiration={settings.defaultExpiration}
      />
      <DeleteKeyDialog
        name={deleting?.name ?? null}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </section>
  );
}
