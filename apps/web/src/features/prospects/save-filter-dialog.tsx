import type { ProspectFilter } from '@leadpath/core/schemas/prospects';
import { createSavedFilterSchema } from '@leadpath/core/schemas/saved-filters';
import { type FormEvent, useState } from 'react';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

interface SaveFilterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list's filters as they are now: what the saved filter will show. */
  filter: ProspectFilter;
}

/** Names the current filters and saves them (checked by the procedure's own schema first). */
export function SaveFilterDialog({ open, onOpenChange, filter }: SaveFilterDialogProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const utils = trpc.useUtils();
  const save = trpc.prospects.savedFilters.create.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: async (saved) => {
      toast.success(`Filter “${saved.name}” saved`);
      close(false);
      await utils.prospects.savedFilters.list.invalidate();
    },
    onError: (failure) => setError(errorMessage(failure)),
  });
  const close = (next: boolean) => {
    if (!next) {
      setName('');
      setError(undefined);
    }
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createSavedFilterSchema.safeParse({ name, filter });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    save.mutate({ name, filter });
  };
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Save filters"
      description="Keep the search, status, job titles and sort under a name, to apply them again or to call them in the Power Dialer."
      size="sm"
    >
      <form className="flex flex-col gap-4 p-6" onSubmit={submit} noValidate>
        <TextField
          id="saved-filter-name"
          label="Name"
          placeholder="Replied CEOs"
          autoComplete="off"
          value={name}
          error={error}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner aria-hidden /> : null}
            Save filter
          </Button>
        </div>
      </form>
    </Modal>
  );
}
