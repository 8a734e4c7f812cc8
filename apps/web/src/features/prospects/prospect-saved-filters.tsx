import type { RouterOutputs } from '@leadpath/api';
import type { ProspectFilter } from '@leadpath/core/schemas/prospects';
import type { UseQueryResult } from '@tanstack/react-query';
import { BookmarkIcon, BookmarkPlusIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { LazyConfirmDeleteDialog } from '@/components/confirm-delete-dialog-lazy';
import { ShellHandOff } from '@/components/shell-hand-off';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { LazySaveFilterDialog } from './prospect-dialogs-lazy';

export type SavedFilter = RouterOutputs['prospects']['savedFilters']['list']['savedFilters'][number];

interface ProspectSavedFiltersProps {
  /** The list's filters as they are now, for "Save filters". */
  current: ProspectFilter;
  onApply: (filter: SavedFilter['filter']) => void;
  /** Without a plan the server refuses changes: saving waits for one. */
  locked: boolean;
}

/** The user's saved filters: apply one with a click, delete one, save the current filters under a name. */
export function ProspectSavedFilters({ current, onApply, locked }: ProspectSavedFiltersProps) {
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<SavedFilter | null>(null);
  const utils = trpc.useUtils();
  const remove = trpc.prospects.savedFilters.delete.useMutation({
    onSuccess: async () => {
      toast.success(`Filter “${deleting?.name}” deleted`);
      setDeleting(null);
      await utils.prospects.savedFilters.list.invalidate();
    },
  });
  // The dialogs' code loads when one is first opened (ADR 075).
  const savingOpened = useOpenedOnce(saving);
  const deletingOpened = useOpenedOnce(deleting !== null);
  return (
    <section aria-labelledby="saved-filters-heading" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="saved-filters-heading" className="flex items-center gap-2 font-medium text-sm">
          <BookmarkIcon aria-hidden className="size-4 text-muted-foreground" />
          Saved filters
        </h2>
        <Button variant="outline" size="sm" disabled={locked} onClick={() => setSaving(true)}>
          <BookmarkPlusIcon aria-hidden />
          Save filters
        </Button>
      </div>
      {/* As tall as a row of filters from the start: the list below must not move when they load. */}
      <div className="flex min-h-8 flex-col justify-center">
        <SavedFilterList onApply={onApply} onDelete={setDeleting} locked={locked} />
      </div>
      {savingOpened ? <LazySaveFilterDialog open={saving} onOpenChange={setSaving} filter={current} /> : null}
      {deletingOpened ? (
        <LazyConfirmDeleteDialog
          open={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          title={`Delete the filter “${deleting?.name ?? ''}”?`}
          description="The saved filter is removed; your prospects stay as they are."
          pending={remove.isPending}
          onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        />
      ) : null}
    </section>
  );
}

interface SavedFilterListProps {
  onApply: (filter: SavedFilter['filter']) => void;
  onDelete: (saved: SavedFilter) => void;
  locked: boolean;
}

function SavedFilterList(props: SavedFilterListProps) {
  // Without a plan the server refuses the list too: the page's upgrade prompt says why, not an error here.
  const list = trpc.prospects.savedFilters.list.useQuery(undefined, {
    enabled: !props.locked,
    meta: { globalErrorToast: false },
  });
  // The server may have painted this line from the user's saved filters (ADR 093, Prospects): the page
  // hands off once it shows the same, never its skeleton in that place (a later, larger text would
  // become the largest paint).
  return (
    <>
      {props.locked || !list.isPending ? <ShellHandOff /> : null}
      <SavedFilterListState list={list} {...props} />
    </>
  );
}

function SavedFilterListState({
  list,
  onApply,
  onDelete,
  locked,
}: SavedFilterListProps & {
  list: UseQueryResult<RouterOutputs['prospects']['savedFilters']['list'], unknown>;
}) {
  if (locked)
    return <p className="text-muted-foreground text-sm">Your saved filters come back with a plan.</p>;
  if (list.isPending) return <Skeleton className="h-8 w-64" aria-busy aria-label="Loading saved filters" />;
  if (list.isError)
    return (
      <p className="text-destructive text-sm">
        {errorMessage(list.error)}{' '}
        <Button
          variant="link"
          size="sm"
          aria-label="Try loading the saved filters again"
          onClick={() => list.refetch()}
        >
          Try again
        </Button>
      </p>
    );
  if (list.data.savedFilters.length === 0)
    return (
      <p className="text-muted-foreground text-sm">
        No saved filters yet. Set the filters below and save them to apply them again in one click or to call
        them in the Power Dialer.
      </p>
    );
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Saved filters">
      {list.data.savedFilters.map((saved) => (
        <li key={saved.id} className="flex items-center rounded-md border bg-background shadow-xs">
          <Button
            variant="ghost"
            size="sm"
            className="max-w-[16rem] rounded-r-none"
            title={`Apply “${saved.name}”`}
            onClick={() => onApply(saved.filter)}
          >
            <span className="truncate">{saved.name}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="rounded-l-none border-l px-2 text-muted-foreground"
            disabled={locked}
            aria-label={`Delete the saved filter ${saved.name}`}
            onClick={() => onDelete(saved)}
          >
            <XIcon aria-hidden />
          </Button>
        </li>
      ))}
    </ul>
  );
}
