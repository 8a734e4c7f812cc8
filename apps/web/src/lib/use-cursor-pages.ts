import { useState } from 'react';

/**
 * Previous/next over a cursor-paginated list: remembers the cursors of the pages seen so far,
 * and starts again from the first page whenever resetKey (the filter) changes.
 */
export function useCursorPages(resetKey: string) {
  const [state, setState] = useState<{ key: string; cursors: (string | undefined)[] }>({
    key: resetKey,
    cursors: [undefined],
  });
  const cursors = state.key === resetKey ? state.cursors : [undefined];
  return {
    cursor: cursors.at(-1),
    pageNumber: cursors.length,
    hasPrevious: cursors.length > 1,
    next: (cursor: string) => setState({ key: resetKey, cursors: [...cursors, cursor] }),
    previous: () => setState({ key: resetKey, cursors: cursors.slice(0, -1) }),
    reset: () => setState({ key: resetKey, cursors: [undefined] }),
  };
}
