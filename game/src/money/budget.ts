import { TEAM_COST_CAP, TEAM_RANK_CAP } from '../levels';
import { starters } from '../lineup/starters';
import type { Budget, Student } from '../types';

/** Dollars spent: the contracts of the players in the six slots. */
export const teamCost = (student: Student): number =>
  starters(student).reduce((sum, p) => sum + p.playerCost, 0);

/** The budget equation the budget page shows (docs/product.md#budget-rules). */
export const budgetOf = (student: Student): Budget => ({
  total: student.totalBudget,
  spent: teamCost(student),
  savings: student.savingsBudget,
});

/**
 * Dollars still free to spend (docs/product.md#budget-rules): total - savings - spent, plus the contract of
 * the player being traded away when there is one.
 */
export const remainingBudget = (student: Student, releasedCost = 0): number =>
  student.totalBudget - student.savingsBudget - teamCost(student) + releasedCost;

/** The team-cost cap and rank cap of the student's level. */
export const levelCaps = (student: Student): { teamCost: number; teamRank: number } => ({
  teamCost: TEAM_COST_CAP[student.level],
  teamRank: TEAM_RANK_CAP[student.level],
});
