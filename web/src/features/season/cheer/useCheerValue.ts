import { useCallback, useSyncExternalStore } from 'react';
import type { CheerState } from '@rink/game';
import type { CheerStore } from './cheer-store';

/**
 * One value derived from the cheer state (a number or a string): the component re-renders
 * only when that value changes, e.g. the puck only when its colour does.
 */
export function useCheerValue<T extends number | string | boolean>(store: CheerStore, pick: (state: CheerState) => T): T {
  const snapshot = useCallback(() => pick(store.get()), [store, pick]);
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
