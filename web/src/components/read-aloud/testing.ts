/**
 * A recording speechSynthesis for unit tests (jsdom has none): installed on window, it keeps each
 * utterance's text and lang, and says when reading was cancelled.
 */
export interface FakeSpeech {
  spoken: { text: string; lang: string }[];
  cancels: number;
  /** Ends the utterance being read, as the browser does when it has said it all. */
  finish(): void;
  uninstall(): void;
}

class FakeUtterance {
  text: string;
  lang = '';
  rate = 1;
  voice: unknown = null;
  onend: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(text = '') {
    this.text = text;
  }
}

export function installFakeSpeech(): FakeSpeech {
  let current: FakeUtterance | null = null;
  const fake: FakeSpeech = {
    spoken: [],
    cancels: 0,
    finish() {
      const ended = current;
      current = null;
      ended?.onend?.({});
    },
    uninstall() {
      delete (window as { speechSynthesis?: unknown }).speechSynthesis;
      delete (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
    },
  };
  const synth = {
    get speaking() {
      return current !== null;
    },
    pending: false,
    speak(utterance: FakeUtterance) {
      fake.spoken.push({ text: utterance.text, lang: utterance.lang });
      current = utterance;
    },
    cancel() {
      fake.cancels += 1;
      const interrupted = current;
      current = null;
      interrupted?.onerror?.({ error: 'interrupted' });
    },
    getVoices: () => [],
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true, writable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true, writable: true });
  return fake;
}
