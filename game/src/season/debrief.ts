import { seasonAwards } from './awards';
import { playerNote } from '../injuries/injuryLog';
import { LOW_VALUE_SHARE, SAVINGS_STEP } from '../levels';
import { seasonDecisions } from '../learning/decisions';
import { starters, teamRank } from '../lineup/starters';
import { formatMoney } from '../money/formatMoney';
import { teamCost } from '../money/budget';
import type { DebriefRule, SeasonDebrief, Student } from '../types';
import { ordinal, studentPlace } from './standings';

/** Seasons of debrief figures kept in the student document (about 1 kB each; Firestore allows 1 MB). */
export const MAX_DEBRIEFS = 40;

/** Savings above this share of the total count as "a lot" for the spend-savings rule. */
const HIGH_SAVINGS_SHARE = 0.3;


const round2 = (n: number): number => Math.round(n * 100) / 100;

type Figures = Omit<SeasonDebrief, 'suggestion' | 'decisions'>;

/**
 * The one suggestion for next season, by the first rule that fits (docs/product.md#debrief-page),
 * in words a 10-year-old reads:
 * 1. save-first: nothing saved, so no savings cup and no promotion;
 * 2. cover-injuries: games were played with empty spots;
 * 3. spend-savings: not top three while keeping a lot (over 30%) unspent;
 * 4. rank-per-dollar: not top three and the team bought less rank per dollar than average;
 * 5. stronger-team: not top three otherwise;
 * 6. keep-going: top three with savings, the season that moves a student on.
 */
export function debriefSuggestion(f: Figures): { rule: DebriefRule; text: string } {
  const step = formatMoney(SAVINGS_STEP[f.level]);
  if (f.savings <= 0) {
    return {
      rule: 'save-first',
      text: `You saved $0, so you missed the savings cup. Next season, move the savings slider a little before you sign players. Even ${step} counts!`,
    };
  }
  if (f.shortHandedGames > 0) {
    const games = f.shortHandedGames === 1 ? '1 game' : `${f.shortHandedGames} games`;
    return {
      rule: 'cover-injuries',
      text: `Your team played ${games} with empty spots after injuries. Next season, keep some money you can use to sign a new player when someone gets hurt.`,
    };
  }
  if (!f.topThreeCup && f.savings > f.totalBudget * HIGH_SAVINGS_SHARE) {
    return {
      rule: 'spend-savings',
      text: `You saved ${formatMoney(f.savings)}, great! But your team finished ${ordinal(f.place)}. Next season, save a little less and use that money for stronger players.`,
    };
  }
  if (!f.topThreeCup && f.rankPerDollar < f.averageRankPerDollar * LOW_VALUE_SHARE) {
    return {
      rule: 'rank-per-dollar',
      text: 'Your team rank was low for what you spent. Next season, compare each player\'s rank with their price before you sign them: look for a high rank at a low price.',
    };
  }
  if (!f.topThreeCup) {
    const rollover = f.rolloverAvailable > 0 ? `add the ${formatMoney(f.rolloverAvailable)} you saved to your budget and ` : '';
    return {
      rule: 'stronger-team',
      text: `Your team finished ${ordinal(f.place)}. The top three earn a cup. Next season, ${rollover}sign players with higher ranks, and cheer hard in every game!`,
    };
  }
  return {
    rule: 'keep-going',
    text: `Great season! You saved ${formatMoney(f.savings)} and finished ${ordinal(f.place)}. Keep saving first and comparing rank per dollar before you sign players.`,
  };
}

/**
 * The debrief figures of the season just played: call it with the state after the last game
 * and before endSeason (savings are still in savingsBudget then); playGame does, and stores
 * the answer in student.debriefs. For a finished season, read lastDebrief.
 */
export function seasonDebrief(student: Student): SeasonDebrief {
  const { season } = student;
  const { wins, losses, overtimeLosses, points } = season.homeTeam.stats;
  const place = studentPlace(season.standings);
  const cups = seasonAwards(student.savingsBudget, place);
  const spent = teamCost(student);
  const rank = teamRank(student);
  const allCost = student.players.reduce((sum, p) => sum + p.playerCost, 0);
  const allRank = student.players.reduce((sum, p) => sum + p.overallRank, 0);
  const injuries = season.injuries;
  const figures: Figures = {
    level: student.level,
    seasonNumber: (student.debriefs.at(-1)?.seasonNumber ?? 0) + 1,
    wins,
    losses,
    overtimeLosses,
    points,
    place,
    teams: season.standings.length,
    savings: student.savingsBudget,
    savingsCup: cups.savingsCup,
    topThreeCup: cups.thirdCup,
    firstCup: cups.firstCup,
    rolloverAvailable: student.rollOverBudget + student.savingsBudget,
    totalBudget: student.totalBudget,
    moneySpent: spent,
    teamRank: rank,
    rankPerDollar: spent > 0 ? round2(rank / spent) : 0,
    averageRankPerDollar: allCost > 0 ? round2(allRank / allCost) : 0,
    players: starters(student).map(playerNote),
    injuries,
    shortHandedGames: injuries.reduce((sum, r) => sum + r.shortHandedGames, 0),
  };
  return { ...figures, suggestion: debriefSuggestion(figures), decisions: seasonDecisions(student, figures) };
}

/** Add a finished season's debrief to the student's history, keeping the last MAX_DEBRIEFS. */
export const recordDebrief = (student: Student, debrief: SeasonDebrief): Student => ({
  ...student,
  debriefs: [...student.debriefs, debrief].slice(-MAX_DEBRIEFS),
});

/** The debrief of the season just finished (what the debrief screen shows), or null mid-season. */
export const lastDebrief = (student: Student): SeasonDebrief | null =>
  student.season.inTransition ? (student.debriefs.at(-1) ?? null) : null;
