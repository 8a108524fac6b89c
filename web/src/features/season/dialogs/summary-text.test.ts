import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { CUPS, initialPlayers, makeObjective, type Scenario } from '@rink/game';
import { LOCALES } from '@rink/common';
import { spanish } from '@/i18n/es';
import { earnedCups, finishedSentence as finishedIn, injuredPlayers, minutesText as minutesIn } from './summary-text';

const english = createIntl({ locale: LOCALES.en, defaultLocale: LOCALES.en, messages: {} });
const castellano = createIntl({ locale: LOCALES.es, defaultLocale: LOCALES.en, messages: spanish });
const finishedSentence = (place: number) => finishedIn(english, place);
const minutesText = (minutes: number) => minutesIn(english, minutes);

describe('season dialog texts', () => {
  it('says the final place with an ordinal, 11-13 as th', () => {
    expect(finishedSentence(2)).toBe('Your team finished 2nd');
    expect(finishedSentence(1)).toBe('Your team finished 1st');
    expect(finishedSentence(12)).toBe('Your team finished 12th');
  });

  it('counts in singular and plural', () => {
    expect(minutesText(0)).toBe('Under 1 minute');
    expect(minutesText(1)).toBe('1 minute');
    expect(minutesText(25)).toBe('25 minutes');
  });

  it('says them in Spanish', () => {
    expect(minutesIn(castellano, 0)).toBe('Menos de 1 minuto');
    expect(minutesIn(castellano, 1)).toBe('1 minuto');
    expect(minutesIn(castellano, 25)).toBe('25 minutos');
    expect(finishedIn(castellano, 2)).toMatch(/^Tu equipo terminó en el /);
  });

  it('names the cups earned this season, in the case order', () => {
    expect(earnedCups(CUPS[1], { savingsCup: true, thirdCup: false, firstCup: true }).map((cup) => cup.name)).toEqual([
      'Level 1 Savings Cup',
      'Bluebird Community Bank Cup',
    ]);
    expect(earnedCups(CUPS[2], { savingsCup: false, thirdCup: false, firstCup: false })).toEqual([]);
  });

  it('finds the injured players in the scenario order and skips unknown ids', () => {
    const players = initialPlayers(1).slice(0, 3);
    const [a, , c] = players.map((p) => p._id);
    const scenario: Scenario = {
      message: 'Hurt!',
      objective: makeObjective('SEASON_SCENARIO', false, true),
      action: 'injury',
      selectPlayer: true,
      player: c ?? '',
      injuredPlayers: [c ?? '', 'no-such-player', a ?? ''],
      gameButtonLabel: 'Go to Team',
      gameButtonAction: '/team',
    };
    expect(injuredPlayers(scenario, players).map((p) => p._id)).toEqual([c, a]);
  });
});
