import { keepPreviousData } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { useState } from 'react';
import { needsPlan } from '@/components/selectable-list-table';
import { trpc } from '@/lib/trpc';
import type { EnrollChoice } from './prospect-enroll-dialog';
import { ProspectFilters } from './prospect-filters';
import { ProspectSavedFilters } from './prospect-saved-filters';
import { ProspectsActions } from './prospects-actions';
import { type ProspectsDialog, ProspectsDialogs } from './prospects-dialogs';
import { PAGE_SIZE, ProspectsList } from './prospects-list';
import { validateProspectsSearch } from './prospects-search';
import { useAddressPages } from './use-address-pages';
import { useProspectFilters } from './use-prospect-filters';

// Its search (prospects-search.ts) is validated in app/router.tsx, so the route needs no import of this page.
export function ProspectsPage() {
  const { navigate, search, filters, filter, changeFilters, clearCompany, applySaved } = useProspectFilters();
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
  const clearSelection = () => setSelected(new Set());

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
          empty={!list.data?.items.length}
          onImport={() => setDialog('import')}
          onEnrollAll={() => openEnroll('filter')}
          onAdd={() => setDialog('create')}
        />
      </header>

      <ProspectSavedFilters
        current={filter}
        onApply={(saved) => {
          applySaved(saved);
          clearSelection();
        }}
        locked={locked}
      />

      <ProspectFilters
        value={filters}
        onChange={(next) => {
          changeFilters(next);
          clearSelection();
        }}
        companyName={companyId ? (company.data?.name ?? 'Loading...') : undefined}
        onClearCompany={clearCompany}
      />

      <ProspectsList
        list={list}
        pages={pages}
        filtered={filtered}
        selected={selected}
        onSelectedChange={setSelected}
        onDeleteSelected={() => setDialog('bulk-delete')}
        onEnrollSelected={() => openEnroll('selection')}
      />

      <ProspectsDialogs
        dialog={dialog}
        onDialogChange={setDialog}
        enrollChoice={enrollChoice}
        selected={selected}
        onSelectionDone={clearSelection}
      />
      <Outlet />
    </div>
  );
}
