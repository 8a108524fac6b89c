// The browser's speech synthesis replaced, before the app loads, by one that records what it is
// asked to say: a test machine has no voices, and nothing must be heard (read-aloud.test.ts,
// keyboard-only.test.ts).
import type { BrowserContext } from "playwright-core";
import type { Page } from "./browser";

export interface Spoken {
  text: string;
  lang: string;
}

/** Installed in every page before the app's scripts: window.__spoken lists each utterance asked for. */
function recordSpeech(): void {
  const spoken: { text: string; lang: string }[] = [];
  let current: SpeechSynthesisUtterance | null = null;
  const synth = {
    get speaking() {
      return current !== null;
    },
    pending: false,
    paused: false,
    speak(utterance: SpeechSynthesisUtterance) {
      spoken.push({ text: utterance.text, lang: utterance.lang });
      current = utterance;
    },
    cancel() {
      const interrupted = current;
      current = null;
      interrupted?.onerror?.call(interrupted, new Event("error") as SpeechSynthesisErrorEvent);
    },
    pause() {},
    resume() {},
    getVoices: () => [],
    addEventListener() {},
    removeEventListener() {},
  };
  Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
  if (typeof window.SpeechSynthesisUtterance !== "function") {
    // A browser build without the Web Speech API's classes: a plain one that keeps text and lang.
    class Utterance extends EventTarget {
      lang = "";
      rate = 1;
      voice = null;
      onend = null;
      onerror = null;
      constructor(public text = "") {
        super();
      }
    }
    Object.defineProperty(window, "SpeechSynthesisUtterance", { value: Utterance, configurable: true });
  }
  Object.defineProperty(window, "__spoken", { value: spoken, configurable: true });
}

/** What the page has been asked to say so far, in order. */
export const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __spoken: Spoken[] }).__spoken.slice());

/** Every page of `context` records its speech from its first script on. */
export async function recordSpeechIn(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordSpeech);
}
