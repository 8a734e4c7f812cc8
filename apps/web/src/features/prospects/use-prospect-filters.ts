import type { ProspectSort, SortDirection } from '@leadpath/core/schemas/prospects';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { ProspectFilterState } from './prospect-filters';
import type { SavedFilter } from './prospect-saved-filters';
import { DEFAULT_SORT, type ProspectsSearch, validateProspectsSearch } from './prospects-search';

/**
 * The Prospects filters, kept in the address: the form's state (the typed search shows at once), how to
 * write them, and the list's filter read from the address (the typed text once debounced).
 */
export function useProspectFilters() {
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
  /** A change in the filters form: the typed text waits for the debounce, the others go to the address. */
  const changeFilters = (next: ProspectFilterState) => {
    if (next.q !== filters.q) setTyped(next.q);
    else void setFilters(next);
  };
  const clearCompany = () =>
    navigate({
      to: '/dashboard/prospects',
      search: validateProspectsSearch({ ...search, companyId: undefined, after: undefined }),
    });
  // The list shows one status at a time: a filter saved over the API with several shows its first.
  const applySaved = (saved: SavedFilter['filter']) => {
    setTyped(saved.q ?? '');
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
  return { navigate, search, filters, filter, changeFilters, clearCompany, applySaved };
}

export type ProspectListFilter = ReturnType<typeof useProspectFilters>['filter'];
