// The game frame speaks Spanish when the catalogue is Spanish, and English stays the spec's words.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router';
import { createIntl } from 'react-intl';
import { newStudent, TUTORIALS } from '@rink/game';
import { LOCALES } from '@rink/common';
import { spanish } from '@/i18n/es';
import { renderWithIntl } from '@/i18n/testing';
import { checkMessages } from './messages';
import { closedReasonText } from './shell/closed-reason';
import { GameFooter } from './shell/GameFooter';
import { HelpButton } from './mascot/HelpButton';
import { MascotTutorial } from './mascot/MascotTutorial';

const english = createIntl({ locale: LOCALES.en, defaultLocale: LOCALES.en, messages: {} });
const castellano = createIntl({ locale: LOCALES.es, defaultLocale: LOCALES.en, messages: spanish });

afterEach(cleanup);

describe('the game frame in two languages', () => {
  it("says why a page is closed, naming the page in the reader's language", () => {
    const reason = { kind: 'visit', page: 'budget' } as const;
    expect(closedReasonText(english, reason)).toBe('Visit Budget first.');
    expect(closedReasonText(castellano, reason)).toBe('Primero visita Presupuesto.');
    expect(closedReasonText(castellano, { kind: 'tutorials' })).toBe('Después de los tutoriales.');
    expect(closedReasonText(castellano, { kind: 'tutorial' })).toBeNull();
  });

  it("writes the season's ordinal as the engine did in English, and in Spanish's own way", () => {
    const over = (intl: typeof english, season: number) => intl.formatMessage(checkMessages.introAfter, { season }).split(' season')[0];
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map((n) => over(english, n))).toEqual(
      ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd'].map((ordinal) => `Your ${ordinal}`),
    );
    expect(castellano.formatMessage(checkMessages.introAfter, { season: 2 })).toMatch(/^¡Terminó tu 2\.ª temporada!/);
  });

  it('draws the footer in Spanish', () => {
    const student = newStudent({ firstName: 'Bea', lastName: 'Lee', userName: 'bealee', teacherId: 't1', seed: 7 });
    renderWithIntl(
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter>
          <GameFooter student={student} page="home" inTutorial={false} />
        </MemoryRouter>
      </ChakraProvider>,
      { language: 'es' },
    );
    expect(screen.getByRole('navigation', { name: 'Páginas del juego' })).toBeTruthy();
    for (const name of ['Equipo', 'Trofeos', 'Temporada', 'Presupuesto']) expect(screen.getByRole('button', { name: new RegExp(`^${name}`) })).toBeTruthy();
    expect(screen.getAllByText('Después de los tutoriales.').length).toBeGreaterThan(0);
  });

  it("frames the mascot's slide and its words in Spanish", () => {
    renderWithIntl(
      <ChakraProvider value={defaultSystem}>
        <MascotTutorial name="home" slides={TUTORIALS.home} index={0} onIndexChange={() => {}} tasksDone={0} onFinish={() => {}} />
      </ChakraProvider>,
      { language: 'es' },
    );
    expect(screen.getByRole('dialog', { name: 'Chip: Te damos la bienvenida a Rink Money' })).toBeTruthy();
    expect(screen.getByText(`1 de ${TUTORIALS.home.length}`)).toBeTruthy();
    expect(document.body.textContent).toContain('Soy Chip');
  });

  it('opens the help panel in Spanish, with the FAQ in Spanish', async () => {
    renderWithIntl(
      <ChakraProvider value={defaultSystem}>
        <HelpButton canWatchTutorial onWatchTutorial={() => {}} introLevel={2} onWatchIntro={() => {}} />
      </ChakraProvider>,
      { language: 'es' },
    );
    await act(async () => screen.getByRole('button', { name: 'Ayuda' }).click());
    expect(await screen.findByRole('dialog', { name: 'Pregúntale a Chip' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver la introducción del nivel 2' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '¿Cuándo puedo liberar a un jugador?' })).toBeTruthy();
  });
});
