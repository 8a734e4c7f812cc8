import { type ProspectStatus, prospectStatuses } from '@leadpath/core';

export const sortOptions = [
  { value: 'createdAt:desc', label: 'Newest first' },
  { value: 'createdAt:asc', label: 'Oldest first' },
  { value: 'lastName:asc', label: 'Last name, A to Z' },
  { value: 'lastName:desc', label: 'Last name, Z to A' },
  { value: 'email:asc', label: 'Email, A to Z' },
  { value: 'status:asc', label: 'Status' },
  { value: 'score:desc', label: 'Score, highest first' },
  { value: 'score:asc', label: 'Score, lowest first' },
] as const;
export type SortOption = (typeof sortOptions)[number]['value'];
export const DEFAULT_SORT: SortOption = 'createdAt:desc';

/**
 * The Prospects list as its address says it (issue 28): search, status, job titles, sort and the
 * page, so a reload or a shared link shows the same list. `after` holds the cursors of the pages
 * before this one (joined by '.', which base64url never uses), so Previous works after a reload too.
 */
export interface ProspectsSearch {
  companyId?: string;
  q?: string;
  status?: ProspectStatus;
  titles?: string[];
  sort?: SortOption;
  page?: number;
  after?: string;
}

/** A text parameter; the router reads `q=2024` as a number, so numbers count as their text. */
function text(value: unknown, max: number): string | undefined {
  const raw = typeof value === 'number' ? String(value) : value;
  return typeof raw === 'string' && raw.trim() ? raw.trim().slice(0, max) : undefined;
}

/** The router's validateSearch: anything unknown or malformed is dropped, never an error. */
export function validateProspectsSearch(search: Record<string, unknown>): ProspectsSearch {
  const status = prospectStatuses.find((s) => s === search.status);
  const sort = sortOptions.find((option) => option.value === search.sort)?.value;
  const titles = Array.isArray(search.titles)
    ? search.titles.flatMap((title) => text(title, 150) ?? []).slice(0, 50)
    : [];
  const after = text(search.after, 20_000);
  const found: ProspectsSearch = {
    companyId: text(search.companyId, 64),
    q: text(search.q, 100),
    status,
    titles: titles.length ? titles : undefined,
    sort: sort === DEFAULT_SORT ? undefined : sort,
    after,
    page: after ? after.split('.').length + 1 : undefined,
  };
  return Object.fromEntries(Object.entries(found).filter(([, value]) => value !== undefined));
}
