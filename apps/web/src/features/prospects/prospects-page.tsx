import type { RouterOutputs } from '@leadpath/api';
import type { ProspectSort, SortDirection } from '@leadpath/core/schemas/prospects';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useSearch } from '@tanstack/react-router';
import { DownloadIcon, PlusIcon, SendIcon, UploadIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LazyConfirmDeleteDialog } from '@/components/confirm-delete-dialog-lazy';
import { ListPagination } from '@/components/list-pagination';
import { type ListColumn, needsPlan, SelectableListTable } from '@/components/selectable-list-table';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-errors';
import { downloadCsv } from '@/lib/download-csv';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useLeadsInvalidation } from '@/lib/use-leads-invalidation';
import { useOpenedOnce } from '@/lib/use-opened-once';
import {
  LazyProspectCreateDialog,
  LazyProspectEnrollDialog,
  LazyProspectImportDialog,
} from './prospect-dialogs-lazy';
import type { EnrollChoice } from './prospect-enroll-dialog';
import { type ProspectFilterState, ProspectFilters } from './prospect-filters';
import { ProspectSavedFilters, type SavedFilter } from './prospect-saved-filters';
import { scoreColumn, usePageScores } from './prospect-score';
import { DEFAULT_SORT, type ProspectsSearch, validateProspectsSearch } from './prospects-search';
import { StatusBadge } from './status-badge';
import { useAddressPages } from './use-address-pages';

const PAGE_SIZE = 25;

// Its search (prospects-search.ts) is validated in app/router.tsx, so the route needs no import of this page.
type Prospect = RouterOutputs['prospects']['list']['items'][number];

const fullName = (item: Prospect) => `${item.firstName} ${item.lastName}`.trim();

const prospectColumns: ListColumn<Prospect>[] = [
  {
    header: 'Name',
    cellClassName: 'max-w-[12rem] truncate font-medium',
    cell: (item) => (
      <Link
        to="/dashboard/prospects/$prospectId"
        params={{ prospectId: item.id }}
        search={(previous) => previous}
        className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {fullName(item)}
      </Link>
    ),
  },
  {
    header: 'Title',
    className: 'hidden md:table-cell',
    cellClassName: 'max-w-[12rem] truncate',
    cell: (item) => item.title,
  },
  {
    header: 'Company',
    className: 'hidden lg:table-cell',
    cellClassName: 'max-w-[12rem] truncate',
    cell: (item) => item.companyName,
  },
  {
    header: 'Email',
    className: 'hidden sm:table-cell',
    cellClassName: 'max-w-[16rem] truncate',
    cell: (item) => item.email,
  },
  { header: 'Status', cell: (item) => <StatusBadge status={item.status} /> },
  {
    header: 'Added',
    className: 'hidden xl:table-cell',
    cellClassName: 'text-muted-foreground',
    cell: (item) => new Date(item.createdAt).toLocaleDateString(),
  },
];

export function ProspectsPage() {
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as ProspectsSearch;
  const { companyId } = search;
  // Typing shows at once; the address (and the list) follow the debounced text.
  const [typed, setTyped] = useState(search.q ?? '');
  const filters: ProspectFilterState = {
    q: typed,
    status: search.status ?? '',
    titles: search.titles ?? [],
    sort: search.sort ?? DEFAULT_SORT,
  };
  /** Writes the filters to the address; a new filter starts again from the first page. */
  const setFilters = (next: ProspectFilterState, { replace = false } = {}) =>
    navigate({
      to: '/dashboard/prospects',
      replace,
      search: validateProspectsSearch({
        companyId,
        q: next.q,
        status: next.status,
        titles: next.titles,
        sort: next.sort,
      }),
    });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<'create' | 'import' | 'bulk-delete' | 'enroll' | null>(null);
  // Each dialog's code loads when it is first opened (ADR 075).
  const createOpened = useOpenedOnce(dialog === 'create');
  const importOpened = useOpenedOnce(dialog === 'import');
  const enrollOpened = useOpenedOnce(dialog === 'enroll');
  const deleteOpened = useOpenedOnce(dialog === 'bulk-delete');
  const [enrollChoice, setEnrollChoice] = useState<EnrollChoice>({ prospectIds: [] });
  const [exporting, setExporting] = useState(false);
  const invalidate = useLeadsInvalidation();

  const q = useDebouncedValue(typed.trim(), 300);
  // Only the debounced text drives this; the other filters are read as they are now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the debounced text alone writes the address
  useEffect(() => {
    if (q !== (search.q ?? '')) void setFilters({ ...filters, q }, { replace: true });
  }, [q]);
  const [sort, direction] = filters.sort.split(':') as [ProspectSort, SortDirection];
  const filter = {
    q: search.q || undefined,
    status: filters.status ? [filters.status] : undefined,
    titles: filters.titles.length ? filters.titles : undefined,
    companyId,
    sort,
    direction,
  };
  const pages = useAddressPages(search, (after) =>
    navigate({ to: '/dashboard/prospects', search: validateProspectsSearch({ ...search, after }) }),
  );
  const list = trpc.prospects.list.useQuery(
    { ...filter, cursor: pages.cursor, limit: PAGE_SIZE },
    { placeholderData: keepPreviousData, meta: { globalErrorToast: false } },
  );
  const company = trpc.companies.get.useQuery(
    { id: companyId ?? '' },
    { enabled: Boolean(companyId), meta: { globalErrorToast: false }, retry: false },
  );
  const bulkDelete = trpc.prospects.bulkDelete.useMutation({
    onSuccess: async ({ deleted }) => {
      toast.success(`${deleted} ${deleted === 1 ? 'prospect' : 'prospects'} deleted`);
      setSelected(new Set());
      setDialog(null);
      await invalidate();
    },
  });

  const items = list.data?.items ?? [];
  const scores = usePageScores(items);
  // The Score column sits before Status; it shows the page's scores from the active playbooks.
  const columns = [
    ...prospectColumns.slice(0, 4),
    scoreColumn<Prospect>(scores),
    ...prospectColumns.slice(4),
  ];

  const exportCsv = async () => {
    const params = new URLSearchParams();
    if (filter.q) params.set('q', filter.q);
    if (filter.status) params.set('status', filter.status.join(','));
    for (const title of filter.titles ?? []) params.append('titles', title);
    if (companyId) params.set('companyId', companyId);
    params.set('sort', sort);
    params.set('direction', direction);
    setExporting(true);
    try {
      await downloadCsv(`/api/prospects/export.csv?${params}`, 'prospects.csv');
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const filtered = Boolean(filter.q || filter.status || filter.titles || companyId);
  // The selection when there is one, else every prospect the filter matches (issue 19).
  const openEnroll = (only: 'selection' | 'filter') => {
    const { sort: _sort, direction: _direction, ...matching } = filter;
    setEnrollChoice(
      only === 'selection' ? { prospectIds: [...selected] } : { filter: matching, total: list.data?.total },
    );
    setDialog('enroll');
  };
  // Without a plan the server refuses every change: the actions wait for one.
  const locked = needsPlan(list.error);
  // The list shows one status at a time: a filter saved over the API with several shows its first.
  const applySaved = (saved: SavedFilter['filter']) => {
    setTyped(saved.q ?? '');
    setSelected(new Set());
    void navigate({
      to: '/dashboard/prospects',
      search: validateProspectsSearch({
        companyId: saved.companyId,
        q: saved.q,
        status: saved.status?.[0],
        titles: saved.titles,
        sort: `${saved.sort}:${saved.direction}`,
      }),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-semibold text-2xl tracking-tight">Prospects</h1>
          <p className="text-muted-foreground text-sm">The people you are reaching out to.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={locked} onClick={() => setDialog('import')}>
            <UploadIcon aria-hidden />
            Import CSV
          </Button>
          {/* An expired trial still downloads its data (ADR 034). */}
          <Button variant="outline" disabled={exporting} onClick={exportCsv}>
            <DownloadIcon aria-hidden />
            Export CSV
          </Button>
          <Button variant="outline" disabled={locked || !items.length} onClick={() => openEnroll('filter')}>
            <SendIcon aria-hidden />
            {filtered ? 'Enroll all matching' : 'Enroll all'}
          </Button>
          <Button disabled={locked} onClick={() => setDialog('create')}>
            <PlusIcon aria-hidden />
            Add prospect
          </Button>
        </div>
      </header>

      <ProspectSavedFilters current={filter} onApply={applySaved} locked={locked} />

      <ProspectFilters
        value={filters}
        onChange={(next) => {
          if (next.q !== filters.q) setTyped(next.q);
          else void setFilters(next);
          setSelected(new Set());
        }}
        companyName={companyId ? (company.data?.name ?? 'Loading...') : undefined}
        onClearCompany={() =>
          navigate({
            to: '/dashboard/prospects',
            search: validateProspectsSearch({ ...search, companyId: undefined, after: undefined }),
          })
        }
      />

      <SelectableListTable
        label="Prospects"
        query={list}
        items={items}
        columns={columns}
        itemName={fullName}
        emptyMessage={
          filtered ? 'No prospects match these filters.' : 'No prospects yet. Add one or import a CSV file.'
        }
        selected={selected}
        onSelectedChange={setSelected}
        onDeleteSelected={() => setDialog('bulk-delete')}
        selectionActions={
          <Button size="sm" onClick={() => openEnroll('selection')}>
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
        total={list.data?.total}
        totalIsCapped={list.data?.totalIsCapped}
        totalIsPartial={list.data?.totalIsPartial}
        hasPrevious={pages.hasPrevious}
        nextCursor={list.data?.nextCursor}
        onPrevious={pages.previous}
        onNext={pages.next}
      />

      {createOpened ? (
        <LazyProspectCreateDialog
          open={dialog === 'create'}
          onOpenChange={(open) => setDialog(open ? 'create' : null)}
        />
      ) : null}
      {importOpened ? (
        <LazyProspectImportDialog
          open={dialog === 'import'}
          onOpenChange={(open) => setDialog(open ? 'import' : null)}
        />
      ) : null}
      {enrollOpened ? (
        <LazyProspectEnrollDialog
          open={dialog === 'enroll'}
          onOpenChange={(open) => setDialog(open ? 'enroll' : null)}
          choice={enrollChoice}
          onEnrolled={() => {
            setDialog(null);
            setSelected(new Set());
          }}
        />
      ) : null}
      {deleteOpened ? (
        <LazyConfirmDeleteDialog
          open={dialog === 'bulk-delete'}
          onOpenChange={(open) => setDialog(open ? 'bulk-delete' : null)}
          title={`Delete ${selected.size} ${selected.size === 1 ? 'prospect' : 'prospects'}?`}
          description="The selected prospects are removed for good."
          pending={bulkDelete.isPending}
          onConfirm={() => bulkDelete.mutate({ ids: [...selected] })}
        />
      ) : null}
      <Outlet />
    </div>
  );
}
