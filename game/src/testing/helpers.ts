/** Test helpers (not part of the public API). */
import { BASE_BUDGET } from '../levels';
import { createRng } from '../random';
import { applyMove } from '../moves/applyMove';
import { newStudent } from '../student/newStudent';
import { startLevel } from '../student/startLevel';
import type { Level, Move, MoveResult, Player, RuleError, SlotName, Student } from '../types';

export function fresh(seed = 1, level: Level = 1): Student {
  const s = newStudent({ firstName: 'Test', lastName: 'Kid', userName: `kid${seed}`, seed });
  if (level === 1) return s;
  const rng = createRng(seed + 99);
  return { ...startLevel({ ...s, totalBudget: BASE_BUDGET[level] }, level, rng), rngState: rng.state() };
}

/** The new state of a move that must succeed. */
export function must(result: MoveResult): Student {
  if ('error' in result) throw new Error(`expected success, got ${result.error.code}`);
  return result.state;
}

/** The error of a move that must fail. */
export function refused(result: MoveResult): RuleError {
  if ('state' in result) throw new Error('expected a rule error, the move succeeded');
  return result.error;
}

export const play = (s: Student, ...moves: Move[]): Student => moves.reduce((acc, m) => must(applyMove(acc, m)), s);

export const market = (s: Student, position: Player['playerPosition']): Player[] =>
  s.players
    .filter((p) => p.playerAssignment === 'marketPlayer' && p.playerPosition === position)
    .sort((a, b) => a.playerCost - b.playerCost || a.overallRank - b.overallRank);

export const byId = (s: Student, id: string): Player => {
  const p = s.players.find((x) => x._id === id);
  if (!p) throw new Error(`no player ${id}`);
  return p;
};

/** Fill the lineup with the cheapest market players. */
export function cheapLineup(s: Student): Student {
  const f = market(s, 'forward');
  const d = market(s, 'defense');
  const g = market(s, 'goalie');
  const picks: [SlotName, Player | undefined][] = [
    ['fOne', f[0]], ['fTwo', f[1]], ['fThree', f[2]], ['dOne', d[0]], ['dTwo', d[1]], ['gOne', g[0]],
  ];
  return picks.reduce((acc, [slot, p]) => {
    if (!p) throw new Error('catalogue too small');
    return play(acc, { type: 'sign', slot, playerId: p._id });
  }, s);
}

/** Play games (cheer bonus 5) until `n` more are done or something stops play. */
export function playGames(s: Student, n: number, cheerBonus = 5): Student {
  let acc = s;
  for (let i = 0; i < n; i++) acc = play(acc, { type: 'playGame', cheerBonus });
  return acc;
}

/** Fill every empty slot with the cheapest fitting market player, where one is left. */
export function refill(s: Student): Student {
  let acc = s;
  const order: [SlotName, Player['playerPosition']][] = [
    ['fOne', 'forward'], ['fTwo', 'forward'], ['fThree', 'forward'], ['dOne', 'defense'], ['dTwo', 'defense'], ['gOne', 'goalie'],
  ];
  for (const [slot, pos] of order) {
    if (acc[slot] !== null) continue;
    const p = market(acc, pos)[0];
    if (!p) continue; // none left: the team plays short-handed
    acc = play(acc, { type: 'sign', slot, playerId: p._id });
  }
  return acc;
}

/** Play the rest of the season, refilling after injuries. */
export function finishSeason(s: Student, cheerBonus = 5): Student {
  let acc = s;
  for (let i = 0; i < 20 && !acc.season.inTransition; i++) {
    acc = play(refill(acc), { type: 'playGame', cheerBonus });
  }
  return acc;
}
