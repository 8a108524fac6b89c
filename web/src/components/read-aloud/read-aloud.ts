import { LOCALES, type Language } from '@rink/common';

/**
 * Read-aloud for young readers: the browser's own speech synthesis (no server, no audio files),
 * in the page's language. Two small stores, read by useReadAloud():
 * - the switch, per student on this device;
 * - what is being read now (one utterance at a time, whose owner is the block's button).
 */

// ---- The switch ----------------------------------------------------------------------------

/**
 * Kept on the device, one key per student (the uid in it), not on the account: it needs no server
 * change, and on a classroom computer shared by several students each keeps their own choice
 * (a student who needs it finds it on, the next one does not hear pages read to them). A student
 * who changes computer turns it on again with one press.
 */
const KEY_PREFIX = 'rink-read-aloud:';
export const readAloudKey = (uid: string) => `${KEY_PREFIX}${uid}`;

const switchListeners = new Set<() => void>();
/** Choices that could not be stored (private mode, or nobody signed in): this visit only. */
const memory = new Map<string, boolean>();

export function readAloudOn(uid: string | null): boolean {
  const id = uid ?? '';
  const kept = memory.get(id);
  if (kept !== undefined) return kept;
  if (!uid) return false;
  try {
    return window.localStorage.getItem(readAloudKey(uid)) === 'true';
  } catch {
    return false;
  }
}

export function setReadAloudOn(uid: string | null, on: boolean): void {
  memory.set(uid ?? '', on);
  if (uid) {
    try {
      window.localStorage.setItem(readAloudKey(uid), String(on));
      memory.delete(uid);
    } catch {
      // Private mode without storage: the choice lasts for this visit only (kept in memory).
    }
  }
  if (!on) stopReading();
  for (const listener of switchListeners) listener();
}

export function subscribeSwitch(listener: () => void): () => void {
  switchListeners.add(listener);
  // Another tab of the game changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(KEY_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    switchListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// ---- The speaking --------------------------------------------------------------------------

/** Whether this browser can speak (asked each time: a test installs or removes its fake). */
export function speechAvailable(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && !!window.speechSynthesis && typeof window.SpeechSynthesisUtterance === 'function';
}

let reading: { owner: string; utterance: SpeechSynthesisUtterance } | null = null;
const readingListeners = new Set<() => void>();
const notifyReading = () => {
  for (const listener of readingListeners) listener();
};

export function subscribeReading(listener: () => void): () => void {
  readingListeners.add(listener);
  return () => readingListeners.delete(listener);
}

/** Which block's button is reading now, if any. */
export const readingOwner = (): string | null => reading?.owner ?? null;

/** A voice for the language, when the browser lists one (Chrome may keep its default voice for lang alone). */
function voiceFor(tag: string, language: Language): SpeechSynthesisVoice | null {
  try {
    const voices = window.speechSynthesis.getVoices?.() ?? [];
    const lower = tag.toLowerCase();
    return (
      voices.find((voice) => voice.lang?.toLowerCase() === lower) ??
      voices.find((voice) => voice.lang?.toLowerCase().replace('_', '-').split('-')[0] === language) ??
      null
    );
  } catch {
    return null;
  }
}

let pageHideWatched = false;

/** Reads `text` in `language` for the button `owner`, stopping whatever was being read. */
export function startReading(owner: string, text: string, language: Language): void {
  if (!speechAvailable() || !text.trim()) return;
  const synth = window.speechSynthesis;
  const previous = reading;
  reading = null;
  if (previous || synth.speaking || synth.pending) synth.cancel();
  const tag = LOCALES[language];
  const utterance = new window.SpeechSynthesisUtterance(text);
  utterance.lang = tag;
  const voice = voiceFor(tag, language);
  if (voice) utterance.voice = voice;
  // A little slower than the default, for readers of 9.
  utterance.rate = 0.9;
  const done = () => {
    if (reading?.utterance !== utterance) return;
    reading = null;
    notifyReading();
  };
  utterance.onend = done;
  utterance.onerror = done;
  reading = { owner, utterance };
  if (!pageHideWatched) {
    pageHideWatched = true;
    // Leaving or reloading the page stops the reading (some browsers keep speaking otherwise).
    window.addEventListener('pagehide', () => stopReading());
  }
  synth.speak(utterance);
  notifyReading();
}

/** Stops the reading: all of it, or only if `owner` is the one reading. */
export function stopReading(owner?: string): void {
  if (owner !== undefined && reading?.owner !== owner) return;
  const was = reading;
  reading = null;
  if (speechAvailable() && (was || window.speechSynthesis.speaking || window.speechSynthesis.pending)) window.speechSynthesis.cancel();
  if (was) notifyReading();
}

/**
 * The words a block shows, for reading: its text, without what is hidden from everyone
 * (aria-hidden pictures and symbols, hidden elements) and without its buttons. Screen-reader-only
 * text (done / to do) is kept: it says what a mark shows.
 */
export function readableText(element: Element | null): string {
  if (!element) return '';
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      parts.push(node.textContent ?? '');
      return;
    }
    if (!(node instanceof Element)) return;
    if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden') || node.tagName === 'BUTTON' || node.hasAttribute('data-read-aloud-skip')) return;
    for (const child of node.childNodes) {
      walk(child);
      // Blocks and cells read as separate phrases.
      if (child instanceof Element) parts.push(' ');
    }
  };
  walk(element);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
