import { useEffect } from 'react';
import { toaster } from './toaster';

const TOAST = '[data-scope="toast"][data-part="root"]';

function meet(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Keeps the control that has the focus clear of the toasts (WCAG 2.4.11). --toast-clearance on the
 * page's root is how far up from the window's bottom the open toasts reach: the root's scroll
 * padding (app/theme.ts) keeps Tab's scrolling above them, and the body's bottom padding of the same
 * height gives a page shorter than the window room to scroll. A toast that lands on the focused
 * control scrolls it clear: a teacher who deletes a row has the focus on the next row's tick box,
 * which the toasts covered at the window's bottom.
 */
export function useToastClearance(): void {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    const measure = () => {
      const boxes = [...document.querySelectorAll<HTMLElement>(TOAST)]
        .filter((toast) => toast.dataset.state === 'open')
        .map((toast) => toast.getBoundingClientRect());
      const top = Math.min(window.innerHeight, ...boxes.map((box) => box.top));
      root.style.setProperty('--toast-clearance', `${Math.max(0, Math.ceil(window.innerHeight - top))}px`);
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body || focused.closest(TOAST)) return;
      const box = focused.getBoundingClientRect();
      if (boxes.some((toast) => meet(toast, box))) focused.scrollIntoView({ block: 'nearest' });
    };
    // A toast's place is known once it has slid in (its transition) or gone (the store's news).
    const soon = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    const onTransitionEnd = (event: TransitionEvent) => {
      if (event.target instanceof Element && event.target.matches(TOAST)) soon();
    };
    const unsubscribe = toaster.subscribe(soon);
    document.addEventListener('transitionend', onTransitionEnd);
    window.addEventListener('resize', soon);
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
      document.removeEventListener('transitionend', onTransitionEnd);
      window.removeEventListener('resize', soon);
      root.style.removeProperty('--toast-clearance');
    };
  }, []);
}
