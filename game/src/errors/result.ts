import type { ErrorCode, MoveResult, RuleError, Student } from '../types';
import { ERROR_MESSAGES } from './messages';

/** Build the error a refused move returns. */
function ruleError(code: ErrorCode): RuleError {
  const { message, hint } = ERROR_MESSAGES[code];
  return hint === undefined ? { code, message } : { code, message, hint };
}

export const fail = (code: ErrorCode): MoveResult => ({ error: ruleError(code) });
export const ok = (state: Student): MoveResult => ({ state });
