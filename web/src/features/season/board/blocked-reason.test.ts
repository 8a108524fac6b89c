import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { applyMove, formatMoney, newStudent, remainingBudget, SLOTS, type Student } from '@rink/game';
import { LOCALES } from '@rink/common';
import { spanish } from '@/i18n/es';
import { blockedReason as blockedReasonIn } from './PlayBlocked';

const english = { intl: createIntl({ locale: LOCALES.en, defaultLocale: LOCALES.en, messages: {} }), money: (n: number) => formatMoney(n) };
const blockedReason = (student: Student) => blockedReasonIn(english, student);

const POSITION = { fOne: 'forward', fTwo: 'forward', fThree: 'forward', dOne: 'defense', dTwo: 'defense', gOne: 'goalie' } as const;

/** Signs the cheapest player for each slot through the engine's own move. */
function cheapLineup(s: Student): Student {
  return SLOTS.reduce((acc, slot) => {
    const player = acc.players
      .filter((p) => p.playerAssignment === 'marketPlayer' && p.playerPosition === POSITION[slot] && p.playerCost <= remainingBudget(acc))
      .sort((a, b) => a.playerCost - b.playerCost)[0];
    if (!player) throw new Error(`no ${slot}`);
    const result = applyMove(acc, { type: 'sign', slot, playerId: player._id });
    if ('error' in result) throw new Error(result.error.code);
    return result.state;
  }, s);
}

const fresh = newStudent({ firstName: 'Test', lastName: 'Kid', userName: 'kid1', seed: 3 });

describe('why the puck waits', () => {
  it('says nothing when the team is ready', () => {
    expect(blockedReason(cheapLineup(fresh))).toBeNull();
  });

  it('sends an incomplete team to Team, in plain words', () => {
    const why = blockedReason({ ...cheapLineup(fresh), gOne: null });
    expect(why).toMatchObject({ title: 'Your team is not ready to play', warning: false, action: { label: 'Go to Team', to: '/team' } });
    expect(why?.message).toContain('1 empty spot');
  });

  it('warns, without blocking, when nobody is left to sign', () => {
    const full = cheapLineup(fresh);
    // No goalie left on the market: the team plays short-handed, and the box says why.
    const noGoalies: Student = {
      ...full,
      gOne: null,
      players: full.players.filter((p) => p.playerPosition !== 'goalie'),
    };
    const why = blockedReason(noGoalies);
    expect(why).toMatchObject({ title: 'Your team will play short-handed', warning: true });
    expect(why?.message).toContain('no more goalies');
  });

  it('says it in Spanish', () => {
    const castellano = { intl: createIntl({ locale: LOCALES.es, defaultLocale: LOCALES.en, messages: spanish }), money: (n: number) => formatMoney(n, 'es') };
    expect(blockedReasonIn(castellano, { ...cheapLineup(fresh), gOne: null })).toMatchObject({
      title: 'Tu equipo no está listo para jugar',
      action: { label: 'Ir a Equipo', to: '/team' },
    });
  });
});
