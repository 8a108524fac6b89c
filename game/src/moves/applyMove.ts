import { fail } from '../errors';
import { createRng } from '../random';
import type { Rng } from '../random';
import type { Move, MoveResult, Student } from '../types';
import { finishScouting } from './finishScouting';
import { playGame } from './playGame';
import { completeTutorial, recordTimeSpent, setCheerStyle, visitPage } from './progress';
import { releasePlayer } from './releasePlayer';
import { rolloverSavings } from './rolloverSavings';
import { scoutOffer } from './scoutOffer';
import { scoutWithdraw } from './scoutWithdraw';
import { acceptAward, acceptPromotion, repeatSeason, resetSeason } from './seasonChoices';
import { setSavings } from './setSavings';
import { signPlayer } from './signPlayer';
import { tradePlayer } from './tradePlayer';
import { answerCheck } from './answerCheck';
import { noteRefusal } from './noteRefusal';

function dispatch(state: Student, move: Move, rng: Rng): MoveResult {
  switch (move.type) {
    case 'sign':
      return signPlayer(state, move);
    case 'release':
      return releasePlayer(state, move);
    case 'trade':
      return tradePlayer(state, move);
    case 'setSavings':
      return setSavings(state, move);
    case 'rollover':
      return rolloverSavings(state, move);
    case 'scoutOffer':
      return scoutOffer(state, move);
    case 'scoutWithdraw':
      return scoutWithdraw(state, move);
    case 'finishScouting':
      return finishScouting(state);
    case 'playGame':
      return playGame(state, move, rng);
    case 'repeatSeason':
      return repeatSeason(state, rng);
    case 'acceptPromotion':
      return acceptPromotion(state, rng);
    case 'acceptAward':
      return acceptAward(state);
    case 'resetSeason':
      return resetSeason(state, rng);
    case 'completeTutorial':
      return completeTutorial(state, move);
    case 'visitPage':
      return visitPage(state, move);
    case 'recordTimeSpent':
      return recordTimeSpent(state, move);
    case 'setCheerStyle':
      return setCheerStyle(state, move);
    case 'answerCheck':
      return answerCheck(state, move);
    case 'noteRefusal':
      return noteRefusal(state, move);
    default:
      return fail('input/invalid');
  }
}

/**
 * The engine's single entry point, run by the server as the authority and by the client as
 * a preview: apply one move to a student and answer the new state or a named rule error.
 * Chance draws from the generator stored in the student (rngState) unless a generator is
 * passed (tests); the new generator state is saved in the answer. The input is never changed.
 */
export function applyMove(student: Student, move: Move, rng?: Rng): MoveResult {
  const generator = rng ?? createRng(student.rngState);
  const result = dispatch(student, move, generator);
  if ('error' in result) return result;
  return { state: { ...result.state, rngState: generator.state() } };
}
