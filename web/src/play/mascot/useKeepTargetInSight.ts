import { useEffect, type RefObject } from 'react';
import { DIALOGUE_TRANSITION_MS } from '@rink/game';
import { phaseMs } from '@/config/phase-speed';

const GAP_PX = 16;

/**
 * Keeps what the mascot points at (the Highlight on the page, `[data-highlighted]`) clear of
 * the tutorial panel fixed at the bottom of the screen: once the panel has arrived, and again
 * when the window changes size, the page scrolls up just enough for the target to end above
 * the panel (never so far that the target's top leaves the screen). The budget tutorial asks
 * the student to move the savings puck; its slider must stay in sight and in reach.
 */
export function useKeepTargetInSight(panelRef: RefObject<HTMLElement | null>, slideKey: number): void {
  useEffect(() => {
    let timer = 0;
    const keepInSight = () => {
      const target = document.querySelector('[data-highlighted]');
      const panel = panelRef.current;
      if (!target || !panel) return;
      const t = target.getBoundingClientRect();
      const covered = t.bottom + GAP_PX - panel.getBoundingClientRect().top;
      const by = Math.min(covered, t.top - GAP_PX);
      if (covered > 0 && by > 0) window.scrollBy({ top: by, behavior: 'instant' });
    };
    const soon = (delay: number) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(keepInSight, delay);
    };
    // After the panel's entrance (and the Highlight's own smooth scroll to the target).
    soon(phaseMs(DIALOGUE_TRANSITION_MS) + 100);
    const onResize = () => soon(150);
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [panelRef, slideKey]);
}
