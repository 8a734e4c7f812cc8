import { useState } from 'react';

/**
 * True from the first render where `open` is true, then for good: a lazily loaded dialog is rendered
 * (and its code fetched) only once the user first opens it, and stays mounted so it can animate out.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React's documented pattern for state derived from props).
  if (open && !opened) setOpened(true);
  return opened || open;
}
