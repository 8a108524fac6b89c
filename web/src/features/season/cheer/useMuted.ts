import { useCallback, useState } from 'react';

const KEY = 'rink-cheer-muted';

const readMuted = (): boolean => {
  try {
    return window.localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
};

/** Whether the cheer sound is off; the choice stays on this device (localStorage). */
export function useMuted(): [boolean, () => void] {
  const [muted, setMuted] = useState(readMuted);
  const toggle = useCallback(() => {
    setMuted((was) => {
      const next = !was;
      try {
        window.localStorage.setItem(KEY, String(next));
      } catch {
        // Private mode without storage: the choice lasts for this visit only.
      }
      return next;
    });
  }, []);
  return [muted, toggle];
}
