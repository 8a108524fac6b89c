import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { User } from 'firebase/auth';
import { SLIDE_SHORT_MS, TUTORIALS } from '@rink/game';
import { readAloudKey, stopReading } from '@/components/read-aloud/read-aloud';
import { installFakeSpeech, type FakeSpeech } from '@/components/read-aloud/testing';
import { setDeviceLanguage } from '@/i18n/language-setting';
import { renderWithIntl } from '@/i18n/testing';
import { SessionContext } from '@/lib/session/session';
import { MascotTutorial } from './MascotTutorial';

let speech: FakeSpeech;
beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
  speech = installFakeSpeech();
});
afterEach(() => {
  cleanup();
  stopReading();
  speech.uninstall();
  setDeviceLanguage('en');
  vi.useRealTimers();
  window.localStorage.clear();
});

function showHomeTutorial(index: number, language: 'en' | 'es' = 'en') {
  const onIndexChange = vi.fn();
  const ui = (at: number) => (
    <SessionContext.Provider value={{ status: 'signedIn', user: { uid: 'ana' } as User, role: 'student' }}>
      <ChakraProvider value={defaultSystem}>
        <MascotTutorial name="home" slides={TUTORIALS.home} index={at} onIndexChange={onIndexChange} tasksDone={0} onFinish={() => {}} />
      </ChakraProvider>
    </SessionContext.Provider>
  );
  const view = renderWithIntl(ui(index), { language });
  return { onIndexChange, showSlide: (at: number) => view.rerender(ui(at)) };
}

const appear = () => act(() => vi.advanceTimersByTime(1));

describe("the mascot's tutorial, read aloud", () => {
  it('is not read when read-aloud is off (the default), and shows no speaker', () => {
    showHomeTutorial(0);
    appear();
    expect(speech.spoken).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Read aloud' })).toBeNull();
  });

  it('reads each new slide as it appears when on, and a timed slide waits for the reading', () => {
    window.localStorage.setItem(readAloudKey('ana'), 'true');
    const { onIndexChange, showSlide } = showHomeTutorial(0);
    appear();
    expect(speech.spoken).toEqual([{ text: TUTORIALS.home[0]?.message, lang: 'en-US' }]);
    expect(screen.getByRole('button', { name: 'Read aloud' }).getAttribute('aria-pressed')).toBe('true');

    // Still reading after the slide's 3 s: it stays.
    act(() => vi.advanceTimersByTime(SLIDE_SHORT_MS + 10));
    expect(onIndexChange).not.toHaveBeenCalled();
    // Read to the end: the slide's time starts.
    act(() => speech.finish());
    act(() => vi.advanceTimersByTime(SLIDE_SHORT_MS));
    expect(onIndexChange).toHaveBeenCalledWith(1);

    showSlide(1);
    appear();
    expect(speech.spoken.map((u) => u.text)).toEqual([TUTORIALS.home[0]?.message, TUTORIALS.home[1]?.message]);
  });

  it('reads in Spanish with es-419', () => {
    window.localStorage.setItem(readAloudKey('ana'), 'true');
    setDeviceLanguage('es');
    showHomeTutorial(1, 'es');
    appear();
    expect(speech.spoken).toEqual([{ text: 'Tu meta: armar un equipo, manejar su dinero y ganar la temporada.', lang: 'es-419' }]);
  });
});
