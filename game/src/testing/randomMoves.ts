/** fast-check generators of random move sequences, valid or not, for property tests. */
import fc from 'fast-check';
import { SLOTS } from '../lineup/slots';
import { PAGES, TUTORIAL_NAMES } from '../types';
import type { Move, Student } from '../types';

/** A move described by indexes, turned into a concrete move against the current state. */
export type Intent =
  | { k: 'sign' | 'trade'; slot: number; player: number }
  | { k: 'release'; slot: number }
  | { k: 'setSavings'; fraction: number; raw: number; useRaw: boolean }
  | { k: 'rollover'; amount: number }
  | { k: 'scoutOffer'; player: number; row: 1 | 2 | 3; confirmed: boolean }
  | { k: 'scoutWithdraw'; player: number }
  | { k: 'finishScouting' | 'repeatSeason' | 'acceptPromotion' | 'acceptAward' | 'resetSeason' | 'refill' }
  | { k: 'playGame'; bonus: number }
  | { k: 'completeTutorial'; t: number }
  | { k: 'visitPage'; p: number };

const slot = fc.integer({ min: 0, max: SLOTS.length - 1 });
const player = fc.integer({ min: 0, max: 40 });

export const intentArb: fc.Arbitrary<Intent> = fc.oneof(
  { arbitrary: fc.record({ k: fc.constant('sign' as const), slot, player }), weight: 6 },
  { arbitrary: fc.record({ k: fc.constant('trade' as const), slot, player }), weight: 2 },
  { arbitrary: fc.record({ k: fc.constant('release' as const), slot }), weight: 2 },
  {
    arbitrary: fc.record({
      k: fc.constant('setSavings' as const),
      fraction: fc.double({ min: 0, max: 1, noNaN: true }),
      raw: fc.integer({ min: -50, max: 3000 }),
      useRaw: fc.boolean(),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ k: fc.constant('rollover' as const), amount: fc.integer({ min: -5, max: 500 }) }), weight: 1 },
  {
    arbitrary: fc.record({
      k: fc.constant('scoutOffer' as const),
      player,
      row: fc.constantFrom(1 as const, 2 as const, 3 as const),
      confirmed: fc.boolean(),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ k: fc.constant('scoutWithdraw' as const), player }), weight: 1 },
  {
    arbitrary: fc.record({
      k: fc.constantFrom(
        'finishScouting' as const,
        'repeatSeason' as const,
        'acceptPromotion' as const,
        'acceptAward' as const,
        'resetSeason' as const,
      ),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ k: fc.constant('refill' as const) }), weight: 2 },
  { arbitrary: fc.record({ k: fc.constant('playGame' as const), bonus: fc.integer({ min: -3, max: 9 }) }), weight: 8 },
  { arbitrary: fc.record({ k: fc.constant('completeTutorial' as const), t: fc.integer({ min: 0, max: 4 }) }), weight: 1 },
  { arbitrary: fc.record({ k: fc.constant('visitPage' as const), p: fc.integer({ min: 0, max: 5 }) }), weight: 1 },
);

const at = <T>(items: readonly T[], i: number): T => items[i % items.length] as T;

/** Concrete moves for an intent (refill may be several signings). */
export function toMoves(s: Student, intent: Intent): Move[] {
  const id = (i: number) => at(s.players, i)._id;
  switch (intent.k) {
    case 'sign':
    case 'trade':
      return [{ type: intent.k, slot: at(SLOTS, intent.slot), playerId: id(intent.player) }];
    case 'release':
      return [{ type: 'release', slot: at(SLOTS, intent.slot) }];
    case 'setSavings':
      return [{ type: 'setSavings', amount: intent.useRaw ? intent.raw : Math.round(intent.fraction * s.totalBudget) }];
    case 'rollover':
      return [{ type: 'rollover', amount: intent.amount }];
    case 'scoutOffer':
      return [{ type: 'scoutOffer', playerId: id(intent.player), contractLevel: intent.row, confirmed: intent.confirmed }];
    case 'scoutWithdraw':
      return [{ type: 'scoutWithdraw', playerId: id(intent.player) }];
    case 'playGame':
      return [{ type: 'playGame', cheerBonus: intent.bonus }];
    case 'completeTutorial':
      return [{ type: 'completeTutorial', tutorial: at(TUTORIAL_NAMES, intent.t) }];
    case 'visitPage':
      return [{ type: 'visitPage', page: at(PAGES, intent.p) }];
    case 'refill':
      return SLOTS.filter((sl) => s[sl] === null).flatMap((sl) => {
        const p = s.players
          .filter((x) => x.playerAssignment === 'marketPlayer')
          .filter((x) => (sl[0] === 'f' ? x.playerPosition === 'forward' : sl[0] === 'd' ? x.playerPosition === 'defense' : x.playerPosition === 'goalie'))
          .sort((a, b) => a.playerCost - b.playerCost)[0];
        return p ? [{ type: 'sign' as const, slot: sl, playerId: p._id }] : [];
      });
    default:
      return [{ type: intent.k }];
  }
}
