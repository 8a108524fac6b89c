import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { formatMoney, type LineupAdvice } from '@rink/game';
import { LOCALES } from '@rink/common';
import { spanish } from '@/i18n/es';
import { adviceText as adviceIn } from './advice-text';

const english = { intl: createIntl({ locale: LOCALES.en, defaultLocale: LOCALES.en, messages: {} }), money: (n: number) => formatMoney(n) };
const castellano = { intl: createIntl({ locale: LOCALES.es, defaultLocale: LOCALES.en, messages: spanish }), money: (n: number) => formatMoney(n, 'es') };
const adviceText = (advice: LineupAdvice) => adviceIn(english, advice);

const base: LineupAdvice = { fix: 'sign', emptySpots: 2, goTo: 'team', savingsTo: null, lowerSavingsBy: null, trade: null, shortHanded: null, moves: [] };
const trade = { out: { name: 'Sam Lee', cost: 30 }, position: 'forward', byRelease: false, more: 0 } as const;
const TAIL = 'so your team will play with 2 empty spots for now. Your other players will try their best!';

describe('the lineup advice in words', () => {
  it('says nothing, with no button, when the lineup is complete', () => {
    expect(adviceText({ ...base, fix: 'complete', emptySpots: 0, goTo: null })).toEqual({ message: '', action: null });
  });

  it('sends a team that can pay to Team', () => {
    expect(adviceText(base)).toEqual({
      message: 'Your team has 2 empty spots. Go to Team and sign a player for each empty spot. You have enough money left.',
      action: { label: 'Go to Team', to: '/team' },
    });
    expect(adviceText({ ...base, emptySpots: 1 }).message).toContain('Your team has 1 empty spot.');
  });

  it('says by how much to lower the savings, and sends the student to Budget', () => {
    expect(adviceText({ ...base, fix: 'lowerSavings', goTo: 'budget', savingsTo: 30, lowerSavingsBy: 10 })).toEqual({
      message: 'Your team has 2 empty spots, but you need more money to fill them. Lower your savings on Budget by $10. Then go to Team and sign a player for each empty spot.',
      action: { label: 'Go to Budget', to: '/budget' },
    });
  });

  it('names the trade, or the release and signing before the first game', () => {
    expect(adviceText({ ...base, fix: 'trade', trade }).message).toBe(
      'Your team has 2 empty spots and not enough money to fill them. Go to Team and trade Sam Lee ($30) for a cheaper forward to free some money. Then sign a player for each empty spot.',
    );
    expect(adviceText({ ...base, fix: 'trade', trade: { ...trade, byRelease: true, more: 2 }, emptySpots: 1 }).message).toBe(
      'Your team has 1 empty spot and not enough money to fill it. Go to Team and release Sam Lee ($30) and sign a cheaper forward, and make 2 more changes like it to free some money. Then sign a player for each empty spot.',
    );
    expect(adviceText({ ...base, fix: 'trade', goTo: 'budget', savingsTo: 0, lowerSavingsBy: 10, trade: { ...trade, position: 'defense', more: 1 } })).toEqual({
      message:
        'Your team has 2 empty spots and not enough money to fill them. First lower your savings on Budget by $10. Then go to Team and trade Sam Lee ($30) for a cheaper defense player, and make one more change like it, and sign a player for each empty spot.',
      action: { label: 'Go to Budget', to: '/budget' },
    });
  });

  it('says why the team plays short-handed', () => {
    const short = { ...base, fix: 'shortHanded', goTo: null } as const;
    expect(adviceText({ ...short, shortHanded: { kind: 'noMoney' } })).toEqual({
      message: `Even with no savings and trades for cheaper players, there is not enough money to fill the empty spots, ${TAIL}`,
      action: null,
    });
    expect(adviceText({ ...short, shortHanded: { kind: 'noneLeft', position: 'defense' } }).message).toBe(`There are no more defense players you can sign, ${TAIL}`);
    expect(adviceText({ ...short, goTo: 'team', shortHanded: { kind: 'tooFew', position: 'goalie', left: 1, need: 2 } })).toEqual({
      message: `Only 1 goalie is left to sign and your team needs 2. Sign who you can on Team; the spots nobody can fill stay empty, ${TAIL}`,
      action: { label: 'Go to Team', to: '/team' },
    });
  });

  it('says each case in Spanish, the numbers and positions agreeing inside whole sentences', () => {
    const es = (advice: LineupAdvice) => adviceIn(castellano, advice);
    expect(es(base)).toEqual({
      message: 'Tu equipo tiene 2 puestos vacíos. Ve a Equipo y ficha un jugador para cada puesto vacío. Te queda suficiente dinero.',
      action: { label: 'Ir a Equipo', to: '/team' },
    });
    expect(es({ ...base, emptySpots: 1 }).message).toContain('Tu equipo tiene 1 puesto vacío.');
    expect(es({ ...base, fix: 'trade', trade: { ...trade, byRelease: true, more: 2 }, emptySpots: 1 }).message).toBe(
      'Tu equipo tiene 1 puesto vacío y no alcanza el dinero para llenarlo. Ve a Equipo y libera a Sam Lee ($30) y ficha un delantero más barato, y haz 2 cambios más como ese para tener algo más de dinero. Luego ficha un jugador para cada puesto vacío.',
    );
    expect(es({ ...base, fix: 'trade', goTo: 'budget', savingsTo: 0, lowerSavingsBy: 10, trade: { ...trade, position: 'defense', more: 1 } })).toEqual({
      message:
        'Tu equipo tiene 2 puestos vacíos y no alcanza el dinero para llenarlos. Primero, en Presupuesto, ahorra $10 menos. Luego ve a Equipo y cambia a Sam Lee ($30) por un defensa más barato, y haz un cambio más como ese, y ficha un jugador para cada puesto vacío.',
      action: { label: 'Ir a Presupuesto', to: '/budget' },
    });
    expect(es({ ...base, fix: 'shortHanded', goTo: 'team', shortHanded: { kind: 'tooFew', position: 'goalie', left: 1, need: 2 } }).message).toBe(
      'Solo queda 1 portero por fichar y tu equipo necesita 2. Ficha a quien puedas en Equipo; los puestos que nadie pueda llenar quedarán vacíos, así que por ahora tu equipo jugará con 2 puestos vacíos. ¡Tus otros jugadores darán lo mejor de sí!',
    );
  });
});
