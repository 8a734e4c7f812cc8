import type { RouterOutputs } from '@leadpath/api';
import { SendIcon } from 'lucide-react';
import { useDeferredValue } from 'react';
import { ListPagination } from '@/components/list-pagination';
import { SelectableListTable } from '@/components/selectable-list-table';
import { Button } from '@/components/ui/button';
import { fullName, type Prospect, prospectColumns } from './prospect-columns';
import { scoreColumn, usePageScores } from './prospect-score';
import type { useAddressPages } from './use-address-pages';

export const PAGE_SIZE = 25;

/** The page of prospects with its selection (delete, enroll) and the pages' controls. */
export function ProspectsList({
  list,
  pages,
  filtered,
  selected,
  onSelectedChange,
  onDeleteSelected,
  onEnrollSelected,
}: {
  /** The list's query: its page, and its state for the table's loading and error rows. */
  list: {
    data?: RouterOutputs['prospects']['list'];
    isPending: boolean;
    isFetching: boolean;
    /** The previous page's rows, kept on screen while this one loads. */
    isPlaceholderData?: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  pages: ReturnType<typeof useAddressPages>;
  filtered: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: ReadonlySet<string>) => void;
  onDeleteSelected: () => void;
  onEnrollSelected: () => void;
}) {
  // A page of rows is rendered at low priority, in slices the browser can interleave with input,
  // instead of one long task when it arrives (issue 28, ADR 081). Until then the table keeps showing
  // what it showed (its loading rows at first), never an empty list.
  const data = useDeferredValue(list.data);
  // Rows that are not the asked page's yet (kept, or not rendered yet) are marked busy and get no range.
  const stale = data !== list.data || Boolean(list.isPlaceholderData);
  const query = {
    ...list,
    data,
    isPending: list.isPending || (data === undefined && list.data !== undefined),
    isFetching: list.isFetching || stale,
  };
  const items = data?.items ?? [];
  const scores = usePageScores(items);
  // The Score column sits before Status; it shows the page's scores from the active playbooks.
  const columns = [
    ...prospectColumns.slice(0, 4),
    scoreColumn<Prospect>(scores),
    ...prospectColumns.slice(4),
  ];
  return (
    <>
      <SelectableListTable
        label="Prospects"
        query={query}
        items={items}
        columns={columns}
        itemName={fullName}
        emptyMessage={
          filtered ? 'No prospects match these filters.' : 'No prospects yet. Add one or import a CSV file.'
        }
        selected={selected}
        onSelectedChange={onSelectedChange}
        onDeleteSelected={onDeleteSelected}
        selectionActions={
          <Button size="sm" onClick={onEnrollSelected}>
            <SendIcon aria-hidden />
            Enroll in sequence
          </Button>
        }
      />

      <ListPagination
        label="Prospects"
        pageNumber={pages.pageNumber}
        pageSize={PAGE_SIZE}
        shown={items.length}
        total={data?.total}
        stale={stale}
        totalIsCapped={data?.totalIsCapped}
        totalIsPartial={data?.totalIsPartial}
        hasPrevious={pages.hasPrevious}
        nextCursor={data?.nextCursor}
        onPrevious={pages.previous}
        onNext={pages.next}
      />
    </>
  );
}
