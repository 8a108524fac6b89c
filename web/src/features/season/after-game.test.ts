import { describe, expect, it } from 'vitest';
import { newStudent, type Scenario, type Student } from '@rink/game';
import { dismiss, noneDismissed, openDialog, seasonDialogs } from './after-game';

// A real new student from the engine (a 12-game level-1 season); only the fields the dialogs read change.
const fresh = newStudent({ firstName: 'Test', lastName: 'Kid', userName: 'kid1', seed: 1 });
const scenario: Scenario = {
  message: 'Two players are hurt!',
  objective: { id: 'o1', objective: 'Replace the injured player', isComplete: false, isUrgent: true, type: 'SEASON_SCENARIO' },
  action: 'injury',
  selectPlayer: true,
  player: 'p1',
  injuredPlayers: ['p1'],
  gameButtonLabel: 'Go to Team',
  gameButtonAction: '/team',
};
const after = (games: number, extra: Partial<Student['season']> = {}): Student => ({
  ...fresh,
  season: { ...fresh.season, completedGames: games, currentOpponentIndex: games, ...extra },
});

describe('the season dialogs', () => {
  it('has 12 games at level 1 to play with', () => {
    expect(fresh.season.allOpponents).toHaveLength(12);
  });

  it('shows the double-header summary after every second game, not after the last', () => {
    expect(seasonDialogs(after(1), true)).toEqual([]);
    expect(seasonDialogs(after(2), true)).toEqual(['doubleHeader']);
    expect(seasonDialogs(after(12, { inTransition: true }), true)).toEqual(['complete']);
  });

  it('shows the injury after the summary, and again on arrival', () => {
    expect(seasonDialogs(after(4, { currentScenario: scenario }), true)).toEqual(['doubleHeader', 'injury']);
    expect(seasonDialogs(after(4, { currentScenario: scenario }), false)).toEqual(['injury']);
    expect(seasonDialogs(after(4), false)).toEqual([]);
  });

  it('never shows the season complete dialog on arrival (the page shows the final standings)', () => {
    expect(seasonDialogs(after(12, { inTransition: true }), false)).toEqual([]);
  });

  it('opens one dialog at a time, and a closed one only until the next game', () => {
    const queue = seasonDialogs(after(4, { currentScenario: scenario }), true);
    expect(openDialog(queue, noneDismissed, 4)).toBe('doubleHeader');
    const closed = dismiss(noneDismissed, 'doubleHeader', 4);
    expect(openDialog(queue, closed, 4)).toBe('injury');
    expect(openDialog(['doubleHeader'], closed, 6)).toBe('doubleHeader');
  });
});
