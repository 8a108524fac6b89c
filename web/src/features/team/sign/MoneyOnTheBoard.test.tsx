import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import type { SigningMoney } from '@rink/game';
import { LOCALES } from '@rink/common';
import { spanish } from '@/i18n/es';
import { formattersFor } from '@/i18n/format';
import { cannotAffordText } from './MoneyOnTheBoard';

const english = { intl: createIntl({ locale: LOCALES.en, defaultLocale: LOCALES.en, messages: {} }), format: formattersFor('en') };
const castellano = { intl: createIntl({ locale: LOCALES.es, defaultLocale: LOCALES.en, messages: spanish }), format: formattersFor('es') };
const blocked = (code: SigningMoney['blocked'], short = 0): SigningMoney => ({ blocked: code, short, bySavings: false, byTrade: [], byRelease: [] });

describe('why a listed player cannot be signed', () => {
  it('says it in the specification’s English', () => {
    const say = (money?: SigningMoney) => cannotAffordText(english.intl, english.format, money);
    expect(say(blocked('budget/insufficient', 2.5))).toBe('Costs $2.50 more than you have.');
    expect(say(blocked('budget/team-cost-cap'))).toBe('Over the league’s limit on what a team’s contracts can cost.');
    expect(say(blocked('budget/rank-cap'))).toBe('Would make your team too strong for this league.');
    expect(say(blocked(null))).toBeUndefined();
    expect(say(undefined)).toBeUndefined();
  });

  it('says it in Spanish', () => {
    expect(cannotAffordText(castellano.intl, castellano.format, blocked('budget/insufficient', 1500))).toBe('Cuesta $1.50 mil más de lo que tienes.');
  });
});
