import { useLayoutEffect, type RefObject } from 'react';
import { keepRootVariable } from '@/lib/root-variable';

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
    return keepRootVariable(panel, '--tutorial-clearance', (el) => `${Math.ceil(el.offsetHeight + (Number.parseFloat(getComputedStyle(el).bottom) || 0))}px`);
  }, [panelRef]);
}
