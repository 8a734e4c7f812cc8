import { useCallback, useSyncExternalStore } from 'react';
import { trpc } from './trpc';

export type Theme = 'light' | 'dark';

/** Where the choice is kept; public/theme-init.js reads the same key before first paint. */
export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

function storedTheme(): Theme | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The theme in the order of spec §4: page class, then theme attribute, then the stored preference,
 * then the system preference. theme-init.js applies the same order before first paint.
 */
export function detectTheme(root: HTMLElement = document.documentElement): Theme {
  if (root.classList.contains('dark')) return 'dark';
  if (root.classList.contains('light')) return 'light';
  const attribute = root.getAttribute('data-theme');
  if (isTheme(attribute)) return attribute;
  return storedTheme() ?? (window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light');
}

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme === 'light');
  if (root.hasAttribute('data-theme')) root.setAttribute('data-theme', theme);
}

let current: Theme | null = null;
const listeners = new Set<() => void>();

function getSnapshot(): Theme {
  current ??= detectTheme();
  return current;
}

function setLocalTheme(theme: Theme): void {
  current = theme;
  applyTheme(theme);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked: the theme still applies to this page.
  }
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

// Without a stored choice the page follows the system, also when it changes while open.
function onSystemChange(event: MediaQueryListEvent): void {
  if (storedTheme() !== null) return;
  current = event.matches ? 'dark' : 'light';
  applyTheme(current);
  notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.matchMedia(DARK_QUERY).addEventListener('change', onSystemChange);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.matchMedia(DARK_QUERY).removeEventListener('change', onSystemChange);
  };
}

/** The current theme and a setter that applies it, stores it locally and saves it to the account. */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const theme = useSyncExternalStore(subscribe, getSnapshot, () => 'light' as const);
  const save = trpc.appearance.update.useMutation();
  const { mutate } = save;
  const setTheme = useCallback(
    (next: Theme) => {
      if (next === getSnapshot() && storedTheme() === next) return;
      setLocalTheme(next);
      mutate({ theme: next });
    },
    [mutate],
  );
  return { theme, setTheme };
}
