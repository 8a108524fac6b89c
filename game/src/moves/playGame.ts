import { endSeason } from '../season/awards';
import { clampCheerBonus } from '../cheer/cheer';
import { fail, ok } from '../errors';
import { applyInjuries, injuryDue } from '../injuries/injuries';
import { logShortHandedGame } from '../injuries/injuryLog';
import { isLineupComplete, teamRank } from '../lineup/starters';
import type { Rng } from '../random';
import { dueCheck } from '../learning/check';
import { decideGame } from '../season/decideGame';
import { recordDebrief, seasonDebrief } from '../season/debrief';
import { playBlocker } from './playability';
import { recordGame } from '../season/recordGame';
import { levelKey } from '../types';
import type { GameResult, MoveOf, MoveResult, Student } from '../types';

/**
 * Play the next game: decide it from team rank plus the cheer bonus (clamped to 0..5),
 * save the result, update the standings; then either end the season after the last game
 * (storing its debrief figures) or, after every 4th game, injure two players.
 */
export function playGame(state: Student, move: MoveOf<'playGame'>, rng: Rng): MoveResult {
  // A retry of a save that went through (the answer was lost): the game is already recorded.
  if (move.game !== undefined && move.game <= state.season.completedGames) return ok(state);
  if (move.game !== undefined && move.game !== state.season.completedGames + 1) return fail('input/invalid');
  if (dueCheck(state)) return fail('check/due');
  const blocked = playBlocker(state);
  if (blocked) return fail(blocked);
  // Past the blocker an incomplete lineup means nothing could fill it: a short-handed game.
  const shortHandedGame = !isLineupComplete(state);
  const opponent = state.season.allOpponents[state.season.currentOpponentIndex];
  if (!opponent) return fail('season/no-games-left');
  const rank = teamRank(state);
  const decision = decideGame(rank, clampCheerBonus(move.cheerBonus), opponent.teamRank, rng);
  const result: GameResult = {
    score: decision.score,
    messageIndex: decision.messageIndex,
    points: decision.points,
    win: decision.win,
    opponentName: opponent.nameFull,
  };
  const season = recordGame(
    { ...state.season, homeTeam: { ...state.season.homeTeam, teamRank: rank } },
    decision,
    state.level,
    rng,
  );
  const key = levelKey(state.level);
  // A short-handed game (no replacement could be found) closes the injury scenario.
  const shortHanded = season.currentScenario !== null;
  let next: Student = {
    ...state,
    season: shortHanded ? { ...season, currentScenario: null } : season,
    seasons: { ...state.seasons, [key]: [...state.seasons[key], result] },
  };
  if (shortHandedGame) next = logShortHandedGame(next);
  const total = season.allOpponents.length;
  // The debrief is read before endSeason moves the savings into the rollover.
  if (season.completedGames >= total) next = recordDebrief(endSeason(next), seasonDebrief(next));
  else if (injuryDue(season.completedGames, total)) next = applyInjuries(next, rng);
  return ok(next);
}
