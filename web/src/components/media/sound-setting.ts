import { useCallback, useSyncExternalStore } from 'react';

/**
 * The game's one sound switch: the season's cheering and the clips' sound follow the same
 * choice, kept on this device. The key is the one the cheer's mute used before the clips had
 * sound, so a class that muted the cheering keeps its silence.
 */
const KEY = 'rink-cheer-muted';

const listeners = new Set<() => void>();
let memory: boolean | null = null;

function read(): boolean {
  if (memory !== null) return memory;
  try {
    return window.localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

function setSoundMuted(muted: boolean): void {
  memory = muted;
  try {
    window.localStorage.setItem(KEY, String(muted));
    memory = null;
  } catch {
    // Private mode without storage: the choice lasts for this visit only (kept in memory).
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the game changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether the game's sound is off, and a toggle; every user of the hook sees the same choice. */
export function useSoundMuted(): [boolean, () => void] {
  const muted = useSyncExternalStore(subscribe, read, () => false);
  const toggle = useCallback(() => setSoundMuted(!read()), []);
  return [muted, toggle];
}
