import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { User } from 'firebase/auth';
import { uiMessages } from '@/components/messages';
import { setDeviceLanguage } from '@/i18n/language-setting';
import { renderWithIntl } from '@/i18n/testing';
import { SessionContext, type Session } from '@/lib/session/session';
import { ReadAloudButton, ReadAloudSwitch } from '.';
import { readAloudKey, stopReading } from './read-aloud';
import { installFakeSpeech, type FakeSpeech } from './testing';

let speech: FakeSpeech;
beforeEach(() => {
  window.localStorage.clear();
  speech = installFakeSpeech();
});
afterEach(() => {
  cleanup();
  stopReading();
  speech.uninstall();
  setDeviceLanguage('en');
  window.localStorage.clear();
});

const signedIn = (uid: string): Session => ({ status: 'signedIn', user: { uid } as User, role: 'student' });

/** A readable block: one message, in the screen's language, with its speaker. */
function Block() {
  const intl = useIntl();
  const text = intl.formatMessage(uiMessages.logoutQuestion);
  return (
    <p>
      {text} <ReadAloudButton text={text} />
    </p>
  );
}

function Screen({ uid, children = <Block /> }: { uid: string; children?: ReactNode }) {
  return (
    <SessionContext.Provider value={signedIn(uid)}>
      <ChakraProvider value={defaultSystem}>
        <ReadAloudSwitch />
        {children}
      </ChakraProvider>
    </SessionContext.Provider>
  );
}

const theSwitch = () => screen.getByRole('switch', { name: 'Read to me' });
const speaker = () => screen.getByRole('button', { name: 'Read aloud' });

describe('read-aloud', () => {
  it('is off by default: the switch is off and no speaker shows', () => {
    renderWithIntl(<Screen uid="ana" />);
    expect(theSwitch().getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Read aloud' })).toBeNull();
    expect(speech.spoken).toEqual([]);
  });

  it('is turned on by the student, and remembered for that student only on this device', () => {
    const view = renderWithIntl(<Screen uid="ana" />);
    fireEvent.click(theSwitch());
    expect(theSwitch().getAttribute('aria-checked')).toBe('true');
    expect(speaker()).toBeTruthy();
    expect(window.localStorage.getItem(readAloudKey('ana'))).toBe('true');
    // Turning it on reads nothing by itself.
    expect(speech.spoken).toEqual([]);
    view.unmount();

    // Another student on the same computer: off.
    const other = renderWithIntl(<Screen uid="ben" />);
    expect(theSwitch().getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Read aloud' })).toBeNull();
    other.unmount();

    // Ana again (a new visit): still on.
    renderWithIntl(<Screen uid="ana" />);
    expect(theSwitch().getAttribute('aria-checked')).toBe('true');
    expect(speaker()).toBeTruthy();
  });

  it('reads the block in English with en-US, pressed while reading; pressing again stops', () => {
    window.localStorage.setItem(readAloudKey('ana'), 'true');
    renderWithIntl(<Screen uid="ana" />);
    expect(speaker().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(speaker());
    expect(speech.spoken).toEqual([{ text: 'Are you sure you want to log out?', lang: 'en-US' }]);
    expect(speaker().getAttribute('aria-pressed')).toBe('true');

    const cancels = speech.cancels;
    fireEvent.click(speaker());
    expect(speech.cancels).toBe(cancels + 1);
    expect(speaker().getAttribute('aria-pressed')).toBe('false');
    expect(speech.spoken).toHaveLength(1);

    // Read to the end: no longer pressed.
    fireEvent.click(speaker());
    expect(speaker().getAttribute('aria-pressed')).toBe('true');
    act(() => speech.finish());
    expect(speaker().getAttribute('aria-pressed')).toBe('false');
  });

  it('reads the block in Spanish with es-419', () => {
    window.localStorage.setItem(readAloudKey('ana'), 'true');
    setDeviceLanguage('es');
    renderWithIntl(<Screen uid="ana" />, { language: 'es' });
    fireEvent.click(screen.getByRole('button', { name: 'Leer en voz alta' }));
    expect(speech.spoken).toEqual([{ text: '¿Seguro que quieres salir?', lang: 'es-419' }]);
  });

  it('stops reading when the block goes away', () => {
    window.localStorage.setItem(readAloudKey('ana'), 'true');
    const view = renderWithIntl(<Screen uid="ana" />);
    fireEvent.click(speaker());
    const cancels = speech.cancels;
    view.rerender(<Screen uid="ana">{null}</Screen>);
    expect(speech.cancels).toBe(cancels + 1);
  });

  it('stops reading when the student turns it off', () => {
    window.localStorage.setItem(readAloudKey('ana'), 'true');
    renderWithIntl(<Screen uid="ana" />);
    fireEvent.click(speaker());
    const cancels = speech.cancels;
    fireEvent.click(theSwitch());
    expect(speech.cancels).toBeGreaterThan(cancels);
    expect(screen.queryByRole('button', { name: 'Read aloud' })).toBeNull();
  });

  it('reads a new slide as it appears when on (and only then)', async () => {
    window.localStorage.setItem(readAloudKey('ana'), 'true');
    const view = renderWithIntl(
      <Screen uid="ana">
        <ReadAloudButton key="1" text="Slide one" readOnAppear />
      </Screen>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(speech.spoken).toEqual([{ text: 'Slide one', lang: 'en-US' }]);
    view.rerender(
      <Screen uid="ana">
        <ReadAloudButton key="2" text="Slide two" readOnAppear />
      </Screen>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(speech.spoken.map((u) => u.text)).toEqual(['Slide one', 'Slide two']);
    view.unmount();

    // Off: a slide appearing is not read.
    window.localStorage.setItem(readAloudKey('ana'), 'false');
    renderWithIntl(
      <Screen uid="ana">
        <ReadAloudButton key="3" text="Slide three" readOnAppear />
      </Screen>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(speech.spoken).toHaveLength(2);
  });

  it('shows no speaker where the browser cannot speak, and the switch says so', () => {
    speech.uninstall();
    window.localStorage.setItem(readAloudKey('ana'), 'true');
    renderWithIntl(<Screen uid="ana" />);
    expect(screen.queryByRole('button', { name: 'Read aloud' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('button', { name: 'Read to me is not available in this browser' }).getAttribute('aria-disabled')).toBe('true');
  });
});
