import { useEffect, useRef } from 'react';

/** Where Space belongs to the control itself (typing, pressing another button, a dialog). */
const OWN_SPACE = 'input, textarea, select, button, a[href], [contenteditable="true"], [role="dialog"], [role="alertdialog"], [role="switch"], [role="checkbox"]';

/**
 * Space anywhere on the page presses the puck (docs/product.md#cheer-meter), except where Space already
 * does something: a form field, another button, an open dialog. A held key does not repeat:
 * every cheer is a press.
 */
export function usePuckKey(onSpace: () => void) {
  const latest = useRef(onSpace);
  useEffect(() => {
    latest.current = onSpace;
  }, [onSpace]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== 'Space' && event.key !== ' ') return;
      if (event.target instanceof Element && event.target.closest(OWN_SPACE)) return;
      if (document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')) return;
      event.preventDefault();
      if (!event.repeat) latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
