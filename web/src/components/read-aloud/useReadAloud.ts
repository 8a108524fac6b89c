import { useCallback, useSyncExternalStore } from 'react';
import { useLanguage } from '@/i18n/language-setting';
import { useSignedInAccount } from '@/lib/session/account-language';
import { readAloudOn, readingOwner, setReadAloudOn, speechAvailable, startReading, stopReading, subscribeReading, subscribeSwitch } from './read-aloud';

interface ReadAloud {
  /** The browser can speak (window.speechSynthesis). */
  available: boolean;
  /** The signed-in student turned read-aloud on (and the browser can speak). */
  on: boolean;
  /** Turns the student's read-aloud on or off (off stops any reading). */
  toggle: () => void;
  /** Which block's button is reading now. */
  owner: string | null;
  /** Reads `text` in the page's language for the button `owner`, stopping any other reading. */
  read: (owner: string, text: string) => void;
  /** Stops the reading (only `owner`'s, when given). */
  stop: (owner?: string) => void;
}

/** Read-aloud for the signed-in student: the switch (kept per student on this device) and the speaking. */
export function useReadAloud(): ReadAloud {
  const uid = useSignedInAccount()?.uid ?? null;
  const language = useLanguage();
  const available = speechAvailable();
  const chosen = useSyncExternalStore(
    subscribeSwitch,
    () => readAloudOn(uid),
    () => false,
  );
  const owner = useSyncExternalStore(subscribeReading, readingOwner, () => null);
  const toggle = useCallback(() => setReadAloudOn(uid, !readAloudOn(uid)), [uid]);
  const read = useCallback((who: string, text: string) => startReading(who, text, language), [language]);
  const stop = useCallback((who?: string) => stopReading(who), []);
  return { available, on: available && chosen, toggle, owner, read, stop };
}
