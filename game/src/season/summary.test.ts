import { describe, expect, it } from 'vitest';
import { teamCost } from '../money/budget';
import { teamRank } from '../lineup/starters';
import { cheapLineup, fresh, playGames } from '../testing/helpers';
import { seasonSummary, teamFigures } from './summary';

describe('the double-header summary after game 4', () => {
  // Game 4's save also injures two starters: the summary reports the team that played.
  const beforeGame4 = playGames(cheapLineup(fresh(3)), 3);
  const afterGame4 = playGames(beforeGame4, 1);

  it('the injuries left a cheaper, weaker lineup', () => {
    expect(afterGame4.season.currentScenario?.action).toBe('injury');
    expect(teamCost(afterGame4)).toBeLessThan(teamCost(beforeGame4));
    expect(teamRank(afterGame4)).toBeLessThan(teamRank(beforeGame4));
  });

  it('shows the money spent on the team that played, with the season after the game', () => {
    const summary = seasonSummary(afterGame4, teamFigures(beforeGame4));
    expect(summary.moneySpent).toBe(teamCost(beforeGame4));
    expect(summary.wins + summary.losses).toBe(4);
    expect(summary.topPlayer).toEqual(teamFigures(beforeGame4).topPlayer);
  });

  it('without a team given, describes the lineup as it is now', () => {
    expect(seasonSummary(afterGame4).moneySpent).toBe(teamCost(afterGame4));
    expect(teamFigures(beforeGame4)).toMatchObject({ rank: teamRank(beforeGame4), moneySpent: teamCost(beforeGame4) });
  });
});
