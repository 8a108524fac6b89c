import { cheerDecay, cheerPress, newCheer, type CheerState, type CheerStyle } from '@rink/game';

/**
 * The cheer meter's state, kept outside React: a click changes only the components that
 * subscribe to the part they draw (the meter, the bars, the puck), never the whole page,
 * so cheering at 10 clicks a second stays at 60 frames per second.
 */
export interface CheerStore {
  get(): CheerState;
  subscribe(listener: () => void): () => void;
  press(style: CheerStyle): void;
  /** The 2 s tick of fast cheering. */
  decay(): void;
  /** A new game starts from an empty meter. */
  reset(): void;
}

export function createCheerStore(): CheerStore {
  let state = newCheer();
  const listeners = new Set<() => void>();
  const set = (next: CheerState) => {
    if (next.clicks === state.clicks && next.level === state.level && next.rankBonus === state.rankBonus) return;
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    press: (style) => set(cheerPress(state, style)),
    decay: () => set(cheerDecay(state)),
    reset: () => set(newCheer()),
  };
}
