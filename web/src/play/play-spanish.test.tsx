// The game frame speaks Spanish when the catalogue is Spanish, and English stays the spec's words.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router';
import { createIntl } from 'react-intl';
import { newStudent } from '@rink/game';
import { LOCALES } from '@rink/common';
import { spanish } from '@/i18n/es';
import { renderWithIntl } from '@/i18n/testing';
import { checkMessages } from './messages';
import { closedReasonText } from './shell/closed-reason';
import { GameFooter } from './shell/GameFooter';

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
});
