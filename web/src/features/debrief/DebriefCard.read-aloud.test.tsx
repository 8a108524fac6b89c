import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { User } from 'firebase/auth';
import type { SeasonDebrief } from '@rink/game';
import { installFakeSpeech, type FakeSpeech } from '@/components/read-aloud/testing';
import { readAloudKey, stopReading } from '@/components/read-aloud/read-aloud';
import { setDeviceLanguage } from '@/i18n/language-setting';
import { renderWithIntl } from '@/i18n/testing';
import { SessionContext } from '@/lib/session/session';
import { SuggestionCard } from './DebriefCards';

let speech: FakeSpeech;
beforeEach(() => {
  speech = installFakeSpeech();
  window.localStorage.setItem(readAloudKey('ana'), 'true');
});
afterEach(() => {
  cleanup();
  stopReading();
  speech.uninstall();
  setDeviceLanguage('en');
  window.localStorage.clear();
});

const debrief = {
  suggestion: { rule: 'rank-per-dollar', text: "Your team rank was low for what you spent. Next season, compare each player's rank with their price before you sign them: look for a high rank at a low price." },
} as SeasonDebrief;

const card = (
  <SessionContext.Provider value={{ status: 'signedIn', user: { uid: 'ana' } as User, role: 'student' }}>
    <ChakraProvider value={defaultSystem}>
      <SuggestionCard debrief={debrief} />
    </ChakraProvider>
  </SessionContext.Provider>
);

describe("a debrief card's speaker", () => {
  it('reads the card as shown, heading first, in English', () => {
    renderWithIntl(card);
    const section = screen.getByRole('region', { name: 'Your tip for next season' });
    fireEvent.click(within(section).getByRole('button', { name: 'Read aloud' }));
    expect(speech.spoken).toEqual([{ text: `Your tip for next season ${debrief.suggestion.text}`, lang: 'en-US' }]);
  });

  it('and in Spanish', () => {
    setDeviceLanguage('es');
    renderWithIntl(card, { language: 'es' });
    fireEvent.click(screen.getByRole('button', { name: 'Leer en voz alta' }));
    const [said] = speech.spoken;
    expect(said?.lang).toBe('es-419');
    expect(said?.text).toContain(screen.getByTestId('debrief-suggestion').textContent ?? '-');
    expect(said?.text).not.toContain(debrief.suggestion.text);
  });
});
