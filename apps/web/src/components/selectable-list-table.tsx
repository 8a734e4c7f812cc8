import { Trash2Icon } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorStatus } from '@/lib/api-errors';
import { cn } from '@/lib/cn';

// The alerts load when a list first fails or needs a plan: no first page shows one (issue 28's budget).
const SelectableListAlert = lazy(() =>
  import('./selectable-list-alerts').then((module) => ({ default: module.SelectableListAlert })),
);

export interface ListColumn<Item> {
  header: string;
  /** Applied to the header and every cell of the column (responsive hiding, alignment). */
  className?: string;
  /** Added to the cells only (truncation, weight). */
  cellClassName?: string;
  cell: (item: Item) => ReactNode;
}

interface SelectableListTableProps<Item extends { id: string }> {
  /** The table's accessible name, also used in the load error: "Prospects". */
  label: string;
  query: { isPending: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };
  items: readonly Item[];
  columns: readonly ListColumn<Item>[];
  /** What a row's checkbox says it selects: the prospect's name. */
  itemName: (item: Item) => string;
  emptyMessage: string;
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: ReadonlySet<string>) => void;
  onDeleteSelected: () => void;
  /** More buttons for the selection bar, before Delete selected (Prospects: Enroll in sequence). */
  selectionActions?: ReactNode;
}

/** The server refused for want of a plan (403 "Pick a plan to use this feature"): no retry helps. */
export function needsPlan(error: unknown): boolean {
  return errorStatus(error) === 403;
}

/**
 * A list page's table: a checkbox per row and for the page, a bar for the selection, and the
 * loading, empty and error states. The columns are the list's own.
 */
export function SelectableListTable<Item extends { id: string }>({
  label,
  query,
  items,
  columns,
  itemName,
  emptyMessage,
  selected,
  onSelectedChange,
  onDeleteSelected,
  selectionActions,
}: SelectableListTableProps<Item>) {
  const allOnPage = items.length > 0 && items.every((item) => selected.has(item.id));
  const someOnPage = items.some((item) => selected.has(item.id));
  const span = columns.length + 1;
  const select = (ids: readonly string[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onSelectedChange(next);
  };

  return (
    <>
      {selected.size ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm">
          <span className="whitespace-nowrap">{selected.size} selected</span>
          <div className="ml-auto flex flex-wrap justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => onSelectedChange(new Set())}>
              Clear selection
            </Button>
            {selectionActions}
            <Button variant="destructive" size="sm" onClick={onDeleteSelected}>
              <Trash2Icon aria-hidden />
              Delete selected
            </Button>
          </div>
        </div>
      ) : null}

      {query.error ? (
        <Suspense fallback={null}>
          <SelectableListAlert
            label={label}
            error={query.error}
            upgrade={needsPlan(query.error)}
            onRetry={() => query.refetch()}
          />
        </Suspense>
      ) : (
        <div className="rounded-md border" aria-busy={query.isFetching}>
          <Table aria-label={label}>
            <TableHeader>
              <TableRow>
                <TableHead className="w-10 pl-3">
                  <Checkbox
                    aria-label="Select all on this page"
                    checked={allOnPage ? true : someOnPage ? 'indeterminate' : false}
                    disabled={!items.length}
                    onCheckedChange={(on) =>
                      select(
                        items.map((item) => item.id),
                        on === true,
                      )
                    }
                  />
                </TableHead>
                {columns.map((column) => (
                  <TableHead key={column.header} className={column.className}>
                    {column.header}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {query.isPending ? (
                Array.from({ length: 6 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <TableRow key={index}>
                    <TableCell colSpan={span}>
                      <Skeleton className="h-5 w-full" />
                    </TableCell>
                  </TableRow>
                ))
              ) : items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={span} className="py-12 text-center text-muted-foreground">
                    {emptyMessage}
                  </TableCell>
                </TableRow>
              ) : (
                items.map((item) => (
                  <TableRow key={item.id} data-state={selected.has(item.id) ? 'selected' : undefined}>
                    <TableCell className="pl-3">
                      <Checkbox
                        aria-label={`Select ${itemName(item)}`}
                        checked={selected.has(item.id)}
                        onCheckedChange={(on) => select([item.id], on === true)}
                      />
                    </TableCell>
                    {columns.map((column) => (
                      <TableCell key={column.header} className={cn(column.className, column.cellClassName)}>
                        {column.cell(item)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </div>
      )}
    </>
  );
}
