import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps --tutorial-clearance on the page's root at how far up from the window's bottom the tutorial
 * panel reaches: the root's scroll padding (app/theme.ts) then scrolls a control the focus reaches
 * clear of it, and the body's padding gives a short page room to scroll (WCAG 2.4.11). The panel is
 * not modal: a student tabs through the page while Chip talks. Measured from the panel's layout
 * (its height and its bottom offset), not its box, which its entrance moves.
 */
export function usePanelClearance(panelRef: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const root = document.documentElement.style;
    const measure = () => {
      const bottom = Number.parseFloat(getComputedStyle(panel).bottom) || 0;
      root.setProperty('--tutorial-clearance', `${Math.ceil(panel.offsetHeight + bottom)}px`);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(panel);
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
      root.removeProperty('--tutorial-clearance');
    };
  }, [panelRef]);
}
