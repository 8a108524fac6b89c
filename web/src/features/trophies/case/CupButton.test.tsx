import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { createIntl } from 'react-intl';
import { CUPS, type TrophyShelf } from '@rink/game';
import { LOCALES } from '@rink/common';
import { spanish } from '@/i18n/es';
import { renderWithIntl } from '@/i18n/testing';
import { seasonCupLines } from '../season-end/season-cups';
import { CupButton } from './CupButton';
import { cupStatus } from './cup-status';

afterEach(cleanup);

const shelf = (dimmed: boolean, earned: boolean): TrophyShelf => ({ level: 2, dimmed, cups: CUPS[2].map((cup) => ({ cup, earned })) });
const english = createIntl({ locale: LOCALES.en, defaultLocale: LOCALES.en, messages: {} });
const es = createIntl({ locale: LOCALES.es, defaultLocale: LOCALES.en, messages: spanish });

describe('a cup of the trophy case', () => {
  it('says its name and state in English as before, and in Spanish', () => {
    const won = shelf(false, true);
    const entry = won.cups[2];
    if (!entry) throw new Error('level 2 has three cups');
    renderWithIntl(
      <ChakraProvider value={defaultSystem}>
        <CupButton shelf={won} entry={entry} onOpen={() => {}} />
      </ChakraProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('Silver Skate TrophyWon!');
    cleanup();
    const locked = shelf(true, false);
    renderWithIntl(
      <ChakraProvider value={defaultSystem}>
        <CupButton shelf={locked} entry={locked.cups[2] ?? entry} onOpen={() => {}} />
      </ChakraProvider>,
      { language: 'es' },
    );
    expect(screen.getByRole('button').textContent).toBe('Trofeo Patín de PlataAún no disponible');
  });

  it('words its status and the season-end lines', () => {
    const entry = shelf(true, false).cups[0];
    if (!entry) throw new Error('level 2 has three cups');
    expect(cupStatus(english, shelf(true, false), entry)).toBe('Reach Level 2 to play for this cup.');
    expect(cupStatus(es, shelf(true, false), entry)).toBe('Llega al nivel 2 para jugar por esta copa.');
    const earned = { savingsCup: true, thirdCup: false, firstCup: false };
    expect(seasonCupLines(english, CUPS[2], earned).map((c) => c.line)).toEqual([
      'Level 2 Savings Cup: won this season!',
      'Level 2 Top Three Cup: not this time.',
      'Silver Skate Trophy: not this time.',
    ]);
    expect(seasonCupLines(es, CUPS[2], earned).map((c) => c.line)).toEqual([
      'Copa de Ahorros del Nivel 2: ¡ganaste esta temporada!',
      'Copa de los Tres Primeros del Nivel 2: esta vez no.',
      'Trofeo Patín de Plata: esta vez no.',
    ]);
  });
});
