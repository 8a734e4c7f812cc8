/**
 * A value made on first use, then kept. For Intl formatters at module level: the first one a page makes
 * loads the locale's data (about 20 ms on a laptop, four times that on a phone), which at the top of a
 * module lands in the first page load even when nothing is formatted (ADR 081).
 */
export function madeOnce<T>(make: () => T): () => T {
  let value: { made: T } | null = null;
  return () => {
    value ??= { made: make() };
    return value.made;
  };
}
