// The Season screen's words for the engine's lineup advice (lineupAdvice in @rink/game decides
// which advice applies; these say it in words a 10-year-old reads).
import { formatMoney, type LineupAdvice, type PositionGroup, type ShortHandedReason } from '@rink/game';
import { paths } from '@/config/paths';

export interface AdviceText {
  /** What to do (or, short-handed, why); '' when the lineup is complete. */
  message: string;
  /** The box's button: where to go, or null when nothing is to be done. */
  action: { label: 'Go to Team' | 'Go to Budget'; to: string } | null;
}

const POSITION_WORDS: Record<PositionGroup, string> = { forward: 'forward', defense: 'defense player', goalie: 'goalie' };

const spots = (n: number): string => (n === 1 ? '1 empty spot' : `${n} empty spots`);
const itOrThem = (n: number): string => (n === 1 ? 'it' : 'them');

function shortHandedText(why: ShortHandedReason, empty: number): string {
  const tail = `so your team will play with ${spots(empty)} for now. Your other players will try their best!`;
  switch (why.kind) {
    case 'noneLeft':
      return `There are no more ${POSITION_WORDS[why.position]}s you can sign, ${tail}`;
    case 'tooFew':
      return `Only ${why.left} ${POSITION_WORDS[why.position]}${why.left === 1 ? ' is' : 's are'} left to sign and your team needs ${why.need}. Sign who you can on Team; the spots nobody can fill stay empty, ${tail}`;
    case 'noMoney':
      return `Even with no savings and trades for cheaper players, there is not enough money to fill ${empty === 1 ? 'the empty spot' : 'the empty spots'}, ${tail}`;
  }
}

function message(advice: LineupAdvice): string {
  const empty = advice.emptySpots;
  const lower = advice.lowerSavingsBy === null ? '' : formatMoney(advice.lowerSavingsBy);
  switch (advice.fix) {
    case 'complete':
      return '';
    case 'shortHanded':
      return advice.shortHanded ? shortHandedText(advice.shortHanded, empty) : '';
    case 'trade': {
      const trade = advice.trade;
      if (!trade) return '';
      const who = `${trade.out.name} (${formatMoney(trade.out.cost)})`;
      const cheaper = `a cheaper ${POSITION_WORDS[trade.position]}`;
      const first = trade.byRelease ? `release ${who} and sign ${cheaper}` : `trade ${who} for ${cheaper}`;
      const words = trade.more > 0 ? `${first}, and make ${trade.more === 1 ? 'one more change' : `${trade.more} more changes`} like it` : first;
      const opening = `Your team has ${spots(empty)} and not enough money to fill ${itOrThem(empty)}.`;
      return advice.lowerSavingsBy === null
        ? `${opening} Go to Team and ${words} to free some money. Then sign a player for each empty spot.`
        : `${opening} First lower your savings on Budget by ${lower}. Then go to Team and ${words}, and sign a player for each empty spot.`;
    }
    case 'lowerSavings':
      return `Your team has ${spots(empty)}, but you need more money to fill ${itOrThem(empty)}. Lower your savings on Budget by ${lower}. Then go to Team and sign a player for each empty spot.`;
    case 'sign':
      return `Your team has ${spots(empty)}. Go to Team and sign a player for each empty spot. You have enough money left.`;
  }
}

const ACTIONS = {
  team: { label: 'Go to Team', to: paths.team },
  budget: { label: 'Go to Budget', to: paths.budget },
} as const;

/** The advice in words, with the button that goes where the fix starts. */
export function adviceText(advice: LineupAdvice): AdviceText {
  return { message: message(advice), action: advice.goTo ? ACTIONS[advice.goTo] : null };
}
