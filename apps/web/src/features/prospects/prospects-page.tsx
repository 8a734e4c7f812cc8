import { keepPreviousData } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { SendIcon } from 'lucide-react';
import { useState } from 'react';
import { ListPagination } from '@/components/list-pagination';
import { needsPlan, SelectableListTable } from '@/components/selectable-list-table';
import { Button } from '@/components/ui/button';
import { trpc } from '@/lib/trpc';
import { fullName, type Prospect, prospectColumns } from './prospect-columns';
import type { EnrollChoice } from './prospect-enroll-dialog';
import { ProspectFilters } from './prospect-filters';
import { ProspectSavedFilters, type SavedFilter } from './prospect-saved-filters';
import { scoreColumn, usePageScores } from './prospect-score';
import { ProspectsActions } from './prospects-actions';
import { type ProspectsDialog, ProspectsDialogs } from './prospects-dialogs';
import { validateProspectsSearch } from './prospects-search';
import { useAddressPages } from './use-address-pages';
import { useProspectFilters } from './use-prospect-filters';

const PAGE_SIZE = 25;

// Its search (prospects-search.ts) is validated in app/router.tsx, so the route needs no import of this page.
export function ProspectsPage() {
  const { navigate, search, setTyped, filters, setFilters, filter } = useProspectFilters();
  const { companyId } = search;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<ProspectsDialog>(null);
  const [enrollChoice, setEnrollChoice] = useState<EnrollChoice>({ prospectIds: [] });
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

  const items = list.data?.items ?? [];
  const scores = usePageScores(items);
  // The Score column sits before Status; it shows the page's scores from the active playbooks.
  const columns = [
    ...prospectColumns.slice(0, 4),
    scoreColumn<Prospect>(scores),
    ...prospectColumns.slice(4),
  ];

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
        <ProspectsActions
          filter={filter}
          filtered={filtered}
          locked={locked}
          empty={!items.length}
          onImport={() => setDialog('import')}
          onEnrollAll={() => openEnroll('filter')}
          onAdd={() => setDialog('create')}
        />
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

      <ProspectsDialogs
        dialog={dialog}
        onDialogChange={setDialog}
        enrollChoice={enrollChoice}
        selected={selected}
        onSelectionDone={() => setSelected(new Set())}
      />
      <Outlet />
    </div>
  );
}
