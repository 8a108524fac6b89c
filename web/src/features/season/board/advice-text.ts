// The Season screen's words for the engine's lineup advice (lineupAdvice in @rink/game decides
// which advice applies; these say it in words a 10-year-old reads, in the screen's language:
// each case is one whole message, its numbers and positions chosen inside it, messages.ts).
import type { IntlShape } from 'react-intl';
import type { LineupAdvice, ShortHandedReason } from '@rink/game';
import { paths } from '@/config/paths';
import { adviceMessages as m } from '../messages';

interface AdviceText {
  /** What to do (or, short-handed, why); '' when the lineup is complete. */
  message: string;
  /** The box's button: where to go, or null when nothing is to be done. */
  action: { label: string; to: string } | null;
}

/** What the advice needs besides itself: the screen's language and its money. */
export interface AdviceWords {
  intl: IntlShape;
  /** Money in the screen's language (useFormat().money, or formattersFor(language).money). */
  money: (amount: number) => string;
}

function shortHandedText({ intl }: AdviceWords, why: ShortHandedReason, empty: number): string {
  switch (why.kind) {
    case 'noneLeft':
      return intl.formatMessage(m.noneLeft, { position: why.position, empty });
    case 'tooFew':
      return intl.formatMessage(m.tooFew, { position: why.position, left: why.left, need: why.need, empty });
    case 'noMoney':
      return intl.formatMessage(m.noMoney, { empty });
  }
}

function message(words: AdviceWords, advice: LineupAdvice): string {
  const { intl, money } = words;
  const empty = advice.emptySpots;
  const amount = advice.lowerSavingsBy === null ? '' : money(advice.lowerSavingsBy);
  switch (advice.fix) {
    case 'complete':
      return '';
    case 'shortHanded':
      return advice.shortHanded ? shortHandedText(words, advice.shortHanded, empty) : '';
    case 'trade': {
      const trade = advice.trade;
      if (!trade) return '';
      const values = {
        empty,
        how: trade.byRelease ? ('release' as const) : ('trade' as const),
        name: trade.out.name,
        cost: money(trade.out.cost),
        position: trade.position,
        more: trade.more,
      };
      return advice.lowerSavingsBy === null ? intl.formatMessage(m.trade, values) : intl.formatMessage(m.tradeAfterSavings, { ...values, amount });
    }
    case 'lowerSavings':
      return intl.formatMessage(m.lowerSavings, { empty, amount });
    case 'sign':
      return intl.formatMessage(m.sign, { empty });
  }
}

/** The advice in words, with the button that goes where the fix starts. */
export function adviceText(words: AdviceWords, advice: LineupAdvice): AdviceText {
  const actions = {
    team: { label: words.intl.formatMessage(m.goToTeam), to: paths.team },
    budget: { label: words.intl.formatMessage(m.goToBudget), to: paths.budget },
  };
  return { message: message(words, advice), action: advice.goTo ? actions[advice.goTo] : null };
}
