import { LOW_VALUE_SHARE } from '../levels';
import type { CheckedStandard, DecisionKind, DecisionRecord, SeasonDebrief, Student } from '../types';

/** The area of the standards each judged decision practises (one rule, read by every report). */
const DECISION_STANDARD: Readonly<Record<DecisionKind, CheckedStandard>> = {
  savedAtEnd: 'saving',
  rolloverUsed: 'saving',
  refusalRecovered: 'spending',
  valueForMoney: 'spending',
  injuryCovered: 'managingRisk',
};

const record = (kind: DecisionKind, met: boolean): DecisionRecord => ({ kind, standard: DECISION_STANDARD[kind], met });

/** The debrief's figures the decisions are judged from. */
type DecisionFigures = Pick<SeasonDebrief, 'savings' | 'rankPerDollar' | 'averageRankPerDollar' | 'injuries' | 'moneySpent'>;

/**
 * The money decisions of the season just played, judged (docs/learning.md#decisions-by-standard):
 * - savedAtEnd (saving): money was still saved when the season ended;
 * - rolloverUsed (saving): savings rolled over from earlier seasons were added to this season's
 *   budget (judged only when there were some to add);
 * - refusalRecovered (spending), one per signing refused for lack of money: the spot was filled later;
 * - valueForMoney (spending): the lineup bought at least LOW_VALUE_SHARE of the average rank per dollar;
 * - injuryCovered (managingRisk), one per injury: the spots were filled and no game was played short.
 * Call it like seasonDebrief: after the last game, before endSeason.
 */
export function seasonDecisions(student: Student, figures: DecisionFigures): DecisionRecord[] {
  const { season } = student;
  const rolloverOffered = student.rollOverBudget + season.rolloverUsed;
  return [
    record('savedAtEnd', figures.savings > 0),
    ...(rolloverOffered > 0 ? [record('rolloverUsed', season.rolloverUsed > 0)] : []),
    ...season.refusals.map((refusal) => record('refusalRecovered', refusal.recovered)),
    ...(figures.moneySpent > 0 ? [record('valueForMoney', figures.rankPerDollar >= figures.averageRankPerDollar * LOW_VALUE_SHARE)] : []),
    ...figures.injuries.map((injury) => record('injuryCovered', injury.filled && injury.shortHandedGames === 0)),
  ];
}
