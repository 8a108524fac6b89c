import { useEffect } from 'react';

/**
 * While `active`, a click on any link inside the app that leads off this page (the page's own
 * TEAM stick and the game footer's links) is held back and `onHeld` runs instead: the spec's
 * "leaving scout before finishing" warning. It listens on the document in the capture phase,
 * so it runs before react-router's links, which do not navigate once the default is prevented.
 * Exit (log out) is a button, not a link, and is never held.
 */
export function useLeaveGuard(active: boolean, onHeld: () => void) {
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
}
