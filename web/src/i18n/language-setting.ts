import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@rink/common';

/**
 * The language this device shows, the one store every screen reads (docs/decisions.md#d81). The
 * login page's chooser sets it before anyone signs in; once an account's own choice (or a
 * student's class default) is known it is adopted here, so the screens have one place to look.
 * Kept on the device too, so the next visit's first screen already speaks it.
 */
const KEY = 'rink-language';

const listeners = new Set<() => void>();
let memory: Language | null = null;

function stored(): Language | undefined {
  try {
    const value = window.localStorage.getItem(KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A first visit: the browser's own language, if it is one the product speaks. */
function browserLanguage(): Language | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const tag = (navigator.languages?.[0] ?? navigator.language ?? '').toLowerCase();
  const base = tag.split('-')[0];
  return isLanguage(base) ? base : undefined;
}

export function deviceLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  return memory ?? stored() ?? browserLanguage() ?? DEFAULT_LANGUAGE;
}

/** The choice the device has kept, if any (not the browser's guess): what a sign-in offers to the account. */
export function chosenDeviceLanguage(): Language | undefined {
  return memory ?? stored();
}

export function setDeviceLanguage(language: Language): void {
  if (language === deviceLanguage() && chosenDeviceLanguage() === language) return;
  memory = language;
  try {
    window.localStorage.setItem(KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this visit (kept in memory).
  }
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The build's prerender of a first screen in one language (first-screens/build-time/prerender.tsx). */
let prerendering: Language | null = null;
export function prerenderIn(language: Language | null): void {
  prerendering = language;
}

/**
 * The language of the server's render: at build time, the prerender's; in the browser while the
 * app hydrates a prerendered first screen, the language the first-screen script chose that
 * screen's template in (#root's data-language), so hydration matches the HTML; React then
 * re-renders with the device's language if it differs.
 */
function serverLanguage(): Language {
  if (prerendering) return prerendering;
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const shown = document.getElementById('root')?.getAttribute('data-language');
  return isLanguage(shown) ? shown : deviceLanguage();
}

/** The language the screens speak now; they re-render when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, deviceLanguage, serverLanguage);
}
