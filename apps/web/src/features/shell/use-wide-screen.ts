import { useSyncExternalStore } from 'react';

// Tailwind's `lg`, where the fixed sidebar shows (`hidden lg:block`) and the menu button hides.
const WIDE = '(min-width: 64rem)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the screen is wide enough for the fixed sidebar. Below it the sidebar is not rendered at all,
 * not only hidden: on a phone its links, counts and account card were most of the frame's first render
 * and of its re-renders as the user and counts arrive (issue 28, ADR 081); the menu's sheet has its own.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches);
}
