import { useEffect } from 'react';

/**
 * While a game's result is being saved (or could not be saved yet): a click on a link that
 * leads off the page is held back and `onHeld` warns instead, and closing or reloading the
 * tab asks the browser's own question. (Scout has the same guard for its links; features do
 * not share code, so this one is the season's.)
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
    const unload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', hold, true);
    window.addEventListener('beforeunload', unload);
    return () => {
      document.removeEventListener('click', hold, true);
      window.removeEventListener('beforeunload', unload);
    };
  }, [active, onHeld]);
}
