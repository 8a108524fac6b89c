import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import type { SeasonDebrief } from '@rink/game';
import { LOCALES } from '@rink/common';
import { spanish } from '@/i18n/es';
import { aDebrief } from './testing/debrief-fixture';
import { checkGrowthWords, cupLines, placeStory, positionWord, savingsStory, valueStory } from './debrief-text';

const intl = createIntl({ locale: LOCALES.en, defaultLocale: LOCALES.en, messages: {} });
const es = createIntl({ locale: LOCALES.es, defaultLocale: LOCALES.en, messages: spanish });

const base: SeasonDebrief = aDebrief;

describe('debrief texts', () => {
  it('tells what was saved, the savings cup and the rollover', () => {
    expect(savingsStory(intl, base)).toEqual({
      saved: 'You finished the season with $3 still in savings.',
      cup: 'That won the Level 1 Savings Cup!',
      rollover: 'Saved money is not lost: $3 now waits for you. Next season, press “Use Last Season’s Savings” on Budget to add it to your budget.',
    });
  });

  it('splits the rollover between this season and earlier ones', () => {
    expect(savingsStory(intl, { ...base, rolloverAvailable: 5 }).rollover).toContain('$5 now waits for you ($3 from this season and $2 from earlier ones)');
  });

  it('explains a season without savings', () => {
    const story = savingsStory(intl, { ...base, savings: 0, savingsCup: false, rolloverAvailable: 0 });
    expect(story.saved).toBe('You finished the season with $0 in savings.');
    expect(story.cup).toContain('Level 1 Savings Cup needs money left in savings');
    expect(story.rollover).toBe('Money you save at the end of a season can be added to the next season’s budget.');
  });

  it('compares rank per money with the average, per the level money unit', () => {
    expect(valueStory(intl, base)).toEqual({
      spent: 'You spent $11 of your $15 budget on your starters. Together they made a team rank of 132.',
      perMoney: 'Every $1 you spent bought about 12 rank points. An average player gives about 12.5 for $1.',
      verdict: 'That is about average.',
    });
    expect(valueStory(intl, { ...base, rankPerDollar: 10 }).verdict).toContain('less than average');
    expect(valueStory(intl, { ...base, rankPerDollar: 14.5 }).verdict).toContain('more rank for your money');
    const level3 = valueStory(intl, { ...base, level: 3, moneySpent: 1200, totalBudget: 1500, rankPerDollar: 0.41, averageRankPerDollar: 0.38 });
    expect(level3.perMoney).toBe('Every $100 you spent bought about 41 rank points. An average player gives about 38 for $100.');
    expect(valueStory(intl, { ...base, moneySpent: 0, rankPerDollar: 0 }).verdict).toBe('');
  });

  it('says the place and each cup of the level', () => {
    expect(placeStory(intl, base)).toBe('Your team finished 2nd of 13 teams.');
    expect(cupLines(intl, { ...base, level: 2 }).map((c) => c.line)).toEqual([
      'Level 2 Savings Cup: won!',
      'Level 2 Top Three Cup: won!',
      'Silver Skate Trophy: not this time.',
    ]);
  });
});

describe('the money check growth words', () => {
  it('praise growth with its size, and never shame a dip', () => {
    expect(checkGrowthWords(intl, 3, 7)).toBe('That is 4 more right than before your first season. Your money choices are paying off!');
    expect(checkGrowthWords(intl, 5, 5)).toContain('The same as before');
    expect(checkGrowthWords(intl, 6, 4)).toContain('That happens!');
    expect(checkGrowthWords(intl, null, 4)).toContain('Next time you take the check');
    expect(checkGrowthWords(intl, 3, 7, true)).toBe('That is 4 more right than on your first check. Your money choices are paying off!');
    expect(checkGrowthWords(intl, 5, 5, true)).toContain('The same as on your first check');
  });
});

describe('the debrief in Spanish', () => {
  it('says the same figures in Spanish words, money and ordinals', () => {
    expect(savingsStory(es, { ...base, rolloverAvailable: 5 })).toEqual({
      saved: 'Terminaste la temporada con $3 todavía en ahorros.',
      cup: '¡Con eso ganaste la Copa de Ahorros del Nivel 1!',
      rollover:
        'El dinero ahorrado no se pierde: ahora te esperan $5 ($3 de esta temporada y $2 de temporadas anteriores). La próxima temporada, presiona «Usar los ahorros de la temporada pasada» en Presupuesto para sumarlos a tu presupuesto.',
    });
    expect(valueStory(es, base)).toEqual({
      spent: 'Gastaste $11 de tu presupuesto de $15 en tus titulares. Juntos lograron un nivel del equipo de 132.',
      perMoney: 'Cada $1 que gastaste te dio unos 12 puntos de nivel. Un jugador promedio da unos 12.5 por $1.',
      verdict: 'Eso está más o menos en el promedio.',
    });
    expect(placeStory(es, base)).toBe('Tu equipo terminó 2.º de 13 equipos.');
    expect(cupLines(es, { ...base, level: 2 }).map((c) => c.line)).toEqual([
      'Copa de Ahorros del Nivel 2: ¡ganaste!',
      'Copa de los Tres Primeros del Nivel 2: ¡ganaste!',
      'Trofeo Patín de Plata: esta vez no.',
    ]);
    expect(positionWord(es, 'goalie')).toBe('Portero');
    expect(checkGrowthWords(es, 3, 4)).toBe('Tienes 1 respuesta correcta más que antes de tu primera temporada. ¡Tus decisiones de dinero están dando resultado!');
    expect(checkGrowthWords(es, 3, 7, true)).toBe('Tienes 4 respuestas correctas más que en tu primer chequeo. ¡Tus decisiones de dinero están dando resultado!');
  });
});
