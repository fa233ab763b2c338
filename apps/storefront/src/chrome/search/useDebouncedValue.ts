import { useEffect, useState } from 'react';

/** Spec §5/§9: the search input is debounced by 200 ms. */
export const SEARCH_DEBOUNCE_MS = 200;

/** The value once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
