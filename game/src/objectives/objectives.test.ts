import { describe, expect, it } from 'vitest';
import { cheapLineup, fresh, play, playGames } from '../testing/helpers';
import { homeObjectives } from './objectives';

describe('objectives', () => {
  it('start with learn budget, fill team and play season open', () => {
    expect(homeObjectives(fresh()).map((o) => [o.type, o.isComplete])).toEqual([
      ['LEARN_BUDGET', false],
      ['FILL_TEAM', false],
      ['PLAY_SEASON', false],
    ]);
  });
  it('complete LEARN_BUDGET with the budget tutorial or a budget page visit', () => {
    expect(play(fresh(), { type: 'completeTutorial', tutorial: 'budget' }).objectives.LEARN_BUDGET?.isComplete).toBe(true);
    const visited = play({ ...fresh(), tutorials: { ...fresh().tutorials, home: true } }, { type: 'visitPage', page: 'budget' });
    expect(visited.objectives.LEARN_BUDGET?.isComplete).toBe(true);
  });
  it('put the urgent injury objective first on the home board', () => {
    const s = playGames(cheapLineup(fresh()), 4);
    const board = homeObjectives(s);
    expect(board).toHaveLength(3);
    expect(board[0]).toMatchObject({ type: 'SEASON_SCENARIO', objective: 'Replace the injured player', isUrgent: true });
  });
});
