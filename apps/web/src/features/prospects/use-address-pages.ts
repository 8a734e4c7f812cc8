import type { ProspectsSearch } from './prospects-search';

/**
 * Previous/next over the cursor-paginated list with the page in the address: `after` lists the
 * cursors of the pages before this one, so a reload, a shared link and the Back button keep the page.
 */
export function useAddressPages(search: ProspectsSearch, go: (after: string | undefined) => unknown) {
  const cursors = search.after ? search.after.split('.') : [];
  return {
    cursor: cursors.at(-1),
    pageNumber: cursors.length + 1,
    hasPrevious: cursors.length > 0,
    next: (cursor: string) => void go([...cursors, cursor].join('.')),
    previous: () => void go(cursors.slice(0, -1).join('.') || undefined),
  };
}
