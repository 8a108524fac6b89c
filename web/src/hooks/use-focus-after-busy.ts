import { useEffect, useRef } from 'react';

/**
 * A control disabled while its own action saves (a switch, a select) loses the browser's focus to
 * the page's body, and a keyboard user starts again from the top (WCAG 2.4.3). `keep()`, called
 * as the action starts, notes whether the control has the focus; once `busy` ends it gets it back,
 * unless the person has moved it somewhere else meanwhile.
 */
export function useFocusAfterBusy<T extends HTMLElement>(busy: boolean) {
  const ref = useRef<T>(null);
  const wanted = useRef(false);
  useEffect(() => {
    if (busy || !wanted.current) return;
    wanted.current = false;
    const focused = document.activeElement;
    if (!focused || focused === document.body) ref.current?.focus();
  }, [busy]);
  const keep = () => {
    wanted.current = ref.current !== null && document.activeElement === ref.current;
  };
  return { ref, keep };
}
