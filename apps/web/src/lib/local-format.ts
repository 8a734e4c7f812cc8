import { madeOnce } from './made-once';

// The viewer's locale, as toLocaleString() and toLocaleDateString() write it, from one formatter each:
// those methods make a new formatter on every call, which a list of rows pays on every render (ADR 081).
const count = madeOnce(() => new Intl.NumberFormat());
const localDate = madeOnce(() => new Intl.DateTimeFormat());

/**
 * Makes both formatters now. The first formatter of a page loads the locale's data (about 90 ms on a
 * phone); the entry calls this in a task of its own while the first page's code is downloading.
 */
export function prepareLocaleFormats(): void {
  count();
  // The second in a task of its own: each loads data, and together they made one long task (ADR 085).
  setTimeout(localDate, 0);
}

/** A count as `n.toLocaleString()` writes it: "12,345" (en-US). */
export function formatCount(value: number): string {
  return count().format(value);
}

/** A date as `new Date(at).toLocaleDateString()` writes it: "11/28/2026" (en-US). */
export function formatLocalDate(at: number | string | Date): string {
  return localDate().format(at instanceof Date ? at : new Date(at));
}
