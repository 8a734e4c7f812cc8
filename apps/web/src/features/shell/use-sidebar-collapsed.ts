import { useCallback, useState } from 'react';

const STORAGE_KEY = 'sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Expanded or collapsed (spec §4); the choice survives a reload. */
export function useSidebarCollapsed(): [collapsed: boolean, setCollapsed: (collapsed: boolean) => void] {
  const [collapsed, setState] = useState(readCollapsed);
  const setCollapsed = useCallback((next: boolean) => {
    setState(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, String(next));
    } catch {
      // Storage blocked: the choice lasts for this page only.
    }
  }, []);
  return [collapsed, setCollapsed];
}
