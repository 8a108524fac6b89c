import { useEffect, useState } from 'react';

/** docs/product.md#admin-teachers: the admin search runs 1 s after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 1000;

/** `value` once it has stayed the same for `ms`; typing on restarts the wait. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
