import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Calls save with the latest value once no new value has come for delayMs (one PATCH per burst of
 * edits); whatever is still pending is saved at once when the component goes away.
 */
export function useDebouncedSave<T>(save: (value: T) => void, delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<{ value: T } | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;
  const [isWaiting, setIsWaiting] = useState(false);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    setIsWaiting(false);
    if (next) saveRef.current(next.value);
  }, []);

  const schedule = useCallback(
    (value: T) => {
      pending.current = { value };
      setIsWaiting(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [flush, delayMs],
  );

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    setIsWaiting(false);
  }, []);

  useEffect(() => flush, [flush]);

  return { schedule, cancel, flush, isWaiting };
}
