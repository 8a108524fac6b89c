import { useEffect } from 'react';
import { useConfirmTabClose } from '@/hooks/use-confirm-tab-close';

/**
 * While `active`, a click on any link inside the app that leads off this page (the page's own
 * sticks and the game footer's links) is held back and `onHeld` runs instead (scout's "leaving
 * before finishing" warning, the season's unsaved result). It listens on the document in the
 * capture phase, so it runs before react-router's links, which do not navigate once the default
 * is prevented. Exit (log out) is a button, not a link, and is never held.
 * With `confirmTabClose`, closing or reloading the tab also asks the browser's own question.
 */
export function useLeaveGuard(active: boolean, onHeld: () => void, { confirmTabClose = false } = {}) {
  useEffect(() => {
    if (!active) return;
    const hold = (event: globalThis.MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      const link = event.target.closest('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      if (link.pathname === window.location.pathname) return;
      event.preventDefault();
      onHeld();
    };
    document.addEventListener('click', hold, true);
    return () => document.removeEventListener('click', hold, true);
  }, [active, onHeld]);
  useConfirmTabClose(active && confirmTabClose);
}
