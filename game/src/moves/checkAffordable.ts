import { TEAM_COST_CAP, TEAM_RANK_CAP } from '../levels';
import { starters } from '../lineup/starters';
import { remainingBudget, teamCost } from '../money/budget';
import type { ErrorCode, Player, Student } from '../types';

/**
 * Money and cap checks for putting `incoming` in the lineup, optionally in place of
 * `outgoing` (a trade): the contract must fit the remaining budget (plus the outgoing
 * contract), the team cost must stay within the level's cap and the team rank within
 * 160/330/515.
 */
export function checkAffordable(student: Student, incoming: Player, outgoing: Player | null): ErrorCode | null {
  const releasedCost = outgoing?.playerCost ?? 0;
  if (incoming.playerCost > remainingBudget(student, releasedCost)) return 'budget/insufficient';
  if (teamCost(student) - releasedCost + incoming.playerCost > TEAM_COST_CAP[student.level]) {
    return 'budget/team-cost-cap';
  }
  const rank = starters(student).reduce((sum, p) => sum + p.overallRank, 0);
  if (rank - (outgoing?.overallRank ?? 0) + incoming.overallRank > TEAM_RANK_CAP[student.level]) {
    return 'budget/rank-cap';
  }
  return null;
}
