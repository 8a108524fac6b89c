import { useEffect } from 'react';

/**
 * While `active`, closing or reloading the tab asks the browser's own question first: something on
 * this page would be lost (the season's unsaved result, a move waiting for the network).
 */
export function useConfirmTabClose(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}
